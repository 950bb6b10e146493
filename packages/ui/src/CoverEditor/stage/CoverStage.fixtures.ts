/**
 * Documents and images for the stage's stories, tests and benchmark. Images are PNG data URLs
 * drawn here, never network files, so every run is offline and repeatable.
 */
import {
  COVER_DOCUMENT_VERSION,
  type CoverBackground,
  type CoverDocument,
  type CoverImage,
  type CoverText,
} from '../model/document';

/** A PNG data URL of `width × height` filled with vertical bands of the given colours, left to right. */
export function bandsImage(colors: readonly string[], width = 120, height = 80): string {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  colors.forEach((color, i) => {
    context.fillStyle = color;
    const x = Math.round((i * width) / colors.length);
    context.fillRect(x, 0, Math.round(((i + 1) * width) / colors.length) - x, height);
  });
  return canvas.toDataURL('image/png');
}

/** A PNG data URL of one colour. */
export const solidImage = (color: string, width = 64, height = 64) => bandsImage([color], width, height);

/** A soft product-like picture: a rounded card on a gradient, drawn in code. */
export function productImage(width = 480, height = 360): string {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#ffe3b3');
  gradient.addColorStop(1, '#ff8a65');
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#ffffff';
  context.beginPath();
  context.roundRect(width * 0.25, height * 0.2, width * 0.5, height * 0.6, 24);
  context.fill();
  context.fillStyle = '#e64a19';
  context.beginPath();
  context.arc(width / 2, height / 2, Math.min(width, height) * 0.16, 0, Math.PI * 2);
  context.fill();
  return canvas.toDataURL('image/png');
}

export function makeText(id: string, overrides: Partial<CoverText> = {}): CoverText {
  return {
    id,
    type: 'text',
    name: id,
    x: 100,
    y: 100,
    width: 600,
    height: 120,
    rotation: 0,
    opacity: 1,
    visible: true,
    locked: false,
    text: '双十一 新品首发',
    fontKey: null,
    fontSize: 96,
    color: '#1f2329',
    fontWeight: 'bold',
    italic: false,
    align: 'left',
    lineHeight: 1.2,
    letterSpacing: 0,
    stroke: null,
    shadow: null,
    ...overrides,
  };
}

export function makeImage(id: string, src: string, overrides: Partial<CoverImage> = {}): CoverImage {
  return {
    id,
    type: 'image',
    name: id,
    x: 100,
    y: 100,
    width: 300,
    height: 300,
    rotation: 0,
    opacity: 1,
    visible: true,
    locked: false,
    src,
    crop: null,
    flipX: false,
    flipY: false,
    ...overrides,
  };
}

export function makeDocument(
  width: number,
  height: number,
  objects: CoverDocument['objects'] = [],
  background: CoverBackground = { kind: 'color', color: '#ffffff' },
): CoverDocument {
  return { version: COVER_DOCUMENT_VERSION, width, height, background, objects };
}

/** A 3:4 note cover: gradient, a product picture, a Chinese title with stroke and shadow, a tag line. */
export function sampleCover(): CoverDocument {
  return makeDocument(
    1080,
    1440,
    [
      makeImage('product', productImage(), { name: '产品图', x: 180, y: 520, width: 720, height: 540 }),
      makeText('title', {
        name: '标题',
        text: '双十一 新品首发',
        x: 90,
        y: 160,
        width: 900,
        fontSize: 120,
        align: 'center',
        color: '#ffffff',
        stroke: { color: '#d84315', width: 6 },
        shadow: { color: 'rgba(0, 0, 0, 0.35)', blur: 12, offsetX: 0, offsetY: 6 },
      }),
      makeText('subtitle', {
        name: '副标题',
        text: '限时 5 折 · 全场包邮',
        x: 140,
        y: 1160,
        width: 800,
        fontSize: 64,
        fontWeight: 'normal',
        align: 'center',
        color: '#4e342e',
      }),
    ],
    {
      kind: 'gradient',
      angle: 90,
      stops: [
        { offset: 0, color: '#ffb74d' },
        { offset: 1, color: '#fff3e0' },
      ],
    },
  );
}

/**
 * `count` objects spread over a canvas in a grid, alternating texts and solid-colour images (the
 * benchmark's 200-object canvas). Image sources repeat over a few colours, as real covers reuse pictures.
 */
export function crowdedCover(count: number, width = 1080, height = 1920): CoverDocument {
  const colors = ['#ef5350', '#42a5f5', '#66bb6a', '#ffa726', '#ab47bc', '#26c6da'];
  const sources = colors.map((c) => solidImage(c, 32, 32));
  const columns = 10;
  const cell = { width: width / columns, height: height / Math.ceil(count / columns) };
  const objects = Array.from({ length: count }, (_, i) => {
    const x = (i % columns) * cell.width + 4;
    const y = Math.floor(i / columns) * cell.height + 4;
    return i % 2
      ? makeImage(`o${i}`, sources[i % sources.length]!, {
          x,
          y,
          width: cell.width - 8,
          height: cell.height - 8,
          rotation: i % 7 === 0 ? 8 : 0,
        })
      : makeText(`o${i}`, { text: `文字 ${i}`, x, y, width: cell.width - 8, fontSize: 24, height: 29 });
  });
  return makeDocument(width, height, objects, { kind: 'color', color: '#fafafa' });
}
