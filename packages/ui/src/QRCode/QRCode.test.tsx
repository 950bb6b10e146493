import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { create } from 'qrcode';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { QR_QUIET_ZONE, QRCode } from './QRCode';
import { pathToMatrix } from './qrMatrix';

const URL_VALUE = 'https://console.example.com/publish?task=20260301-0001&channel=douyin';

/** The encoder's own matrix as rows of 0/1. */
function encoderMatrix(value: string, level: 'L' | 'M' | 'Q' | 'H' = 'M') {
  const { modules } = create(value, { errorCorrectionLevel: level });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (__, col) => (modules.get(row, col) ? 1 : 0)),
  );
}

function drawnMatrix() {
  const svg = screen.getByRole('img');
  const side = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const size = side - QR_QUIET_ZONE * 2;
  const path = svg.querySelector('path')!.getAttribute('d')!;
  return pathToMatrix(path, size, QR_QUIET_ZONE);
}

describeConformance({
  component: 'QRCode',
  render: (props) => <QRCode value={URL_VALUE} title="扫码发布" {...(props as object)} />,
});

describe('QRCode', () => {
  it('draws exactly the modules qrcode.create encodes, inside a 4-module quiet zone', () => {
    renderWithProviders(<QRCode value={URL_VALUE} title="扫码发布" />);
    const expected = encoderMatrix(URL_VALUE);
    expect(drawnMatrix()).toEqual(expected);
    expect(screen.getByRole('img').getAttribute('viewBox')).toBe(`0 0 ${expected.length + 8} ${expected.length + 8}`);
  });

  it('encodes Chinese text and honours the error level', () => {
    renderWithProviders(<QRCode value="门店探访：春季新品" errorLevel="H" />);
    expect(drawnMatrix()).toEqual(encoderMatrix('门店探访：春季新品', 'H'));
    expect(drawnMatrix()).not.toEqual(encoderMatrix('门店探访：春季新品', 'L'));
  });

  it('is one image named by its title, drawn at the given size', () => {
    renderWithProviders(<QRCode value="hello" title="扫码登录" size={200} />);
    const img = screen.getByRole('img', { name: '扫码登录' });
    expect(img).toHaveAttribute('width', '200');
    expect(img).toHaveAttribute('height', '200');
    expect(img.querySelectorAll('path')).toHaveLength(1);
  });

  it('defaults its name to 二维码, and QR code in English', () => {
    const { unmount } = renderWithProviders(<QRCode value="hello" />);
    expect(screen.getByRole('img', { name: '二维码' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<QRCode value="hello" />, { locale: 'en' });
    expect(screen.getByRole('img', { name: 'QR code' })).toBeInTheDocument();
  });

  describe('given an expired code', () => {
    it('shows 已失效 and a refresh button that calls onRefresh', async () => {
      const user = userEvent.setup();
      const onRefresh = vi.fn();
      renderWithProviders(<QRCode value="hello" status="expired" onRefresh={onRefresh} />);
      expect(screen.getByText('已失效')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '刷新' }));
      expect(onRefresh).toHaveBeenCalledOnce();
    });

    it('offers no button without onRefresh', () => {
      renderWithProviders(<QRCode value="hello" status="expired" />);
      expect(screen.getByText('已失效')).toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });
  });

  it('marks itself busy while loading', () => {
    renderWithProviders(<QRCode value="hello" status="loading" data-testid="qr" />);
    expect(screen.getByTestId('qr')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('加载中')).toBeInTheDocument();
  });

  it('says so instead of throwing when the value is too long to encode', () => {
    renderWithProviders(<QRCode value={'x'.repeat(5000)} />);
    expect(screen.getByText('内容过长，无法生成二维码')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('draws an empty code for an empty value', () => {
    renderWithProviders(<QRCode value="" />);
    expect(screen.getByRole('img').querySelector('path')).toBeNull();
  });
});
