import { describe, expect, it } from 'vitest';
import { describeAccept, isAcceptedType, validateFiles } from './validateFiles';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });
const IMAGES = ['.jpg', '.jpeg', '.png', 'image/jpeg', 'image/png'];

describe('isAcceptedType', () => {
  it('accepts when both the extension and the MIME type are listed', () => {
    expect(isAcceptedType(file('a.png', 'image/png'), IMAGES)).toBe(true);
    expect(isAcceptedType(file('B.JPG', 'image/jpeg'), IMAGES)).toBe(true);
  });
  it('rejects a .png name whose MIME type is text/plain', () => {
    expect(isAcceptedType(file('a.png', 'text/plain'), IMAGES)).toBe(false);
  });
  it('rejects an image/png file with a name that lacks a listed extension', () => {
    expect(isAcceptedType(file('photo', 'image/png'), ['.png'])).toBe(false);
    expect(isAcceptedType(file('photo.gif', 'image/png'), IMAGES)).toBe(false);
  });
  it('judges a file with an empty type by its extension alone', () => {
    expect(isAcceptedType(file('a.png', ''), IMAGES)).toBe(true);
    expect(isAcceptedType(file('a.png', ''), ['image/png'])).toBe(false);
  });
  it('matches MIME groups and parameters', () => {
    expect(isAcceptedType(file('clip.mp4', 'video/mp4'), ['video/*'])).toBe(true);
    expect(isAcceptedType(file('a.png', 'image/png'), ['video/*'])).toBe(false);
    expect(isAcceptedType(file('a.txt', 'text/plain; charset=utf-8'), ['text/plain'])).toBe(true);
  });
  it('accepts an extension listed without its dot', () => {
    expect(isAcceptedType(file('a.png', 'image/png'), ['png'])).toBe(true);
  });
  it('does not mistake a dot file for an extension', () => {
    expect(isAcceptedType(file('.png', 'image/png'), ['.png'])).toBe(false);
  });
  it('accepts anything when the list is empty', () => {
    expect(isAcceptedType(file('anything.bin', 'application/octet-stream'), [])).toBe(true);
    expect(isAcceptedType(file('anything.bin', ''))).toBe(true);
  });
});

describe('validateFiles', () => {
  it('rejects files larger than maxSize', () => {
    const small = file('small.png', 'image/png', 100);
    const big = file('big.png', 'image/png', 101);
    expect(validateFiles([small, big], { maxSize: 100 })).toEqual({
      accepted: [small],
      rejected: [{ file: big, reason: 'size' }],
    });
  });

  it('rejects files over maxFiles, counting files chosen earlier', () => {
    const files = ['1.png', '2.png', '3.png'].map((n) => file(n, 'image/png'));
    const result = validateFiles(files, { maxFiles: 3, existingCount: 1 });
    expect(result.accepted.map((f) => f.name)).toEqual(['1.png', '2.png']);
    expect(result.rejected).toEqual([{ file: files[2], reason: 'count' }]);
  });

  it('checks type before size, and lets only passing files take places', () => {
    const wrong = file('a.gif', 'image/gif', 1);
    const huge = file('huge.png', 'image/png', 1000);
    const ok = file('ok.png', 'image/png', 1);
    const result = validateFiles([wrong, huge, ok], { accept: IMAGES, maxSize: 100, maxFiles: 1 });
    expect(result.accepted).toEqual([ok]);
    expect(result.rejected.map((r) => r.reason)).toEqual(['type', 'size']);
  });
});

describe('describeAccept', () => {
  it('lists extensions when there are any, else MIME types', () => {
    expect(describeAccept(IMAGES)).toEqual(['.jpg', '.jpeg', '.png']);
    expect(describeAccept(['video/*'])).toEqual(['video/*']);
    expect(describeAccept()).toEqual([]);
  });
});
