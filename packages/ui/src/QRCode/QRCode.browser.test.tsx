/**
 * The QR code in real Chromium: it lays out at `size`, and the pixels it paints read back as the
 * encoder's module matrix (each module's centre is dark exactly where `qrcode.create` set a bit),
 * in the dark theme too.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { create } from 'qrcode';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n/I18nProvider';
import { ThemeProvider } from '../theme/ThemeProvider';
import { QR_QUIET_ZONE, QRCode } from './QRCode';

const VALUE = 'https://console.example.com/publish?task=20260301-0001&channel=douyin';

/** Paints the SVG onto a canvas at its laid-out size and reads each module's centre pixel. */
async function paintedModules(svg: SVGSVGElement, modules: number) {
  const { width } = svg.getBoundingClientRect();
  const scale = 4;
  const px = Math.round(width * scale);
  const clone = svg.cloneNode(true) as SVGSVGElement;
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  clone.setAttribute('width', String(px));
  clone.setAttribute('height', String(px));
  // Colours as the page computed them (the SVG uses currentColor on the component's fixed ink).
  clone.setAttribute('color', getComputedStyle(svg).color);
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(clone))}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = px;
  canvas.height = px;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = getComputedStyle(svg.parentElement!).backgroundColor;
  ctx.fillRect(0, 0, px, px);
  ctx.drawImage(image, 0, 0);
  const side = modules + QR_QUIET_ZONE * 2;
  const cell = px / side;
  const read = (row: number, col: number) => {
    const [r, g, b] = ctx.getImageData(Math.floor((col + 0.5) * cell), Math.floor((row + 0.5) * cell), 1, 1).data;
    return (r! + g! + b!) / 3 < 128 ? 1 : 0;
  };
  return Array.from({ length: side }, (_, row) => Array.from({ length: side }, (__, col) => read(row, col)));
}

function expectedWithQuietZone(value: string) {
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  const side = modules.size + QR_QUIET_ZONE * 2;
  return {
    size: modules.size,
    matrix: Array.from({ length: side }, (_, row) =>
      Array.from({ length: side }, (__, col) => {
        const r = row - QR_QUIET_ZONE;
        const c = col - QR_QUIET_ZONE;
        return r >= 0 && c >= 0 && r < modules.size && c < modules.size && modules.get(r, c) ? 1 : 0;
      }),
    ),
  };
}

afterEach(cleanup);

describe.each(['light', 'dark'] as const)('QRCode in the %s theme', (scheme) => {
  it('draws at its size and paints the encoded modules, dark on light, with a quiet zone', async () => {
    render(
      <ThemeProvider colorScheme={scheme}>
        <I18nProvider locale="zh-CN">
          <QRCode value={VALUE} title="扫码发布" size={200} bordered={false} />
        </I18nProvider>
      </ThemeProvider>,
    );
    const svg = screen.getByRole('img', { name: '扫码发布' }) as unknown as SVGSVGElement;
    const box = svg.getBoundingClientRect();
    expect(box.width).toBe(200);
    expect(box.height).toBe(200);

    const { size, matrix } = expectedWithQuietZone(VALUE);
    expect(await paintedModules(svg, size)).toEqual(matrix);
  });
});
