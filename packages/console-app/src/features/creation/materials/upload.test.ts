import { describe, expect, it } from 'vitest';
import { materialTypeOf } from './upload';

const file = (name: string, type = '') => new File(['x'], name, { type });

describe('materialTypeOf', () => {
  it('reads the material type from the MIME type, or the extension when there is none', () => {
    expect(materialTypeOf(file('a.mp4', 'video/mp4'))).toBe(1);
    expect(materialTypeOf(file('a.png', 'image/png'))).toBe(2);
    expect(materialTypeOf(file('a.mp3', 'audio/mpeg'))).toBe(3);
    expect(materialTypeOf(file('a.txt', 'text/plain'))).toBe(4);
    expect(materialTypeOf(file('notes.TXT'))).toBe(4);
    expect(materialTypeOf(file('brand.woff2'))).toBe(6);
    expect(materialTypeOf(file('brand.ttf', 'font/ttf'))).toBe(6);
    expect(materialTypeOf(file('archive.zip', 'application/zip'))).toBe(5);
  });
});
