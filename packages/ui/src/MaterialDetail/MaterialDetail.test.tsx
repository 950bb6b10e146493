import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils/render';
import { isMaterialExpired, MaterialDetailDialog, useMaterialLabels } from './MaterialDetail';
import {
  audioMaterial,
  expiredMaterial,
  fontMaterial,
  imageMaterial,
  NOW,
  textMaterial,
  useLog,
  videoMaterial,
} from './MaterialDetail.fixtures';

const field = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
};

describe('MaterialDetailDialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows every field of the entity, formatted, with the use log', () => {
    renderWithProviders(
      <MaterialDetailDialog open onOpenChange={() => {}} material={videoMaterial} useLog={useLog} now={NOW} />,
    );
    expect(screen.getByRole('dialog', { name: '春季新品口播A' })).toBeInTheDocument();
    expect(field('类型')).toHaveTextContent('视频');
    expect(field('来源')).toHaveTextContent('素材库上传');
    expect(field('大小')).toHaveTextContent('50.0 MB');
    expect(field('时长')).toHaveTextContent('01:05');
    expect(field('尺寸')).toHaveTextContent('1920 × 1080');
    expect(field('上传人')).toHaveTextContent('周运营');
    expect(field('部门')).toHaveTextContent('华东大区、零售中心');
    expect(field('批次号')).toHaveTextContent('PC20261120102400A1B2');
    expect(field('专属成员')).toHaveTextContent('周运营、郑剪影');
    expect(field('文件夹')).toHaveTextContent('品牌素材/春季新品');
    expect(field('经营主体')).toHaveTextContent('星河美妆旗舰店');
    expect(field('标签')).toHaveTextContent('口播新品');
    expect(field('到期时间')).toHaveTextContent('长期有效');
    const log = screen.getByRole('table', { name: '使用记录' });
    expect(within(log).getAllByRole('row')).toHaveLength(useLog.length + 1);
    expect(document.querySelector('video')).toHaveAttribute('poster', videoMaterial.coverUrl!);
  });

  it('marks an expired material and shows "—" for what is missing', () => {
    renderWithProviders(<MaterialDetailDialog open onOpenChange={() => {}} material={expiredMaterial} now={NOW} />);
    expect(within(field('到期时间')).getByText('已过期')).toBeInTheDocument();
    expect(field('批次号')).toHaveTextContent('—');
    expect(field('专属成员')).toHaveTextContent('—');
    expect(field('来源')).toHaveTextContent('素材拆分');
    expect(screen.queryByRole('table', { name: '使用记录' })).not.toBeInTheDocument();
  });

  it('previews by type: image, audio with its specific type, text as text', () => {
    const { rerender } = renderWithProviders(
      <MaterialDetailDialog open onOpenChange={() => {}} material={imageMaterial} now={NOW} />,
    );
    expect(screen.getByRole('img', { name: '门店陈列图' })).toHaveAttribute('src', imageMaterial.url!);
    expect(screen.queryByText('时长', { selector: 'dt' })).not.toBeInTheDocument();
    rerender(<MaterialDetailDialog open onOpenChange={() => {}} material={audioMaterial} now={NOW} />);
    expect(document.querySelector('audio')).toHaveAttribute('src', audioMaterial.url!);
    expect(field('类型')).toHaveTextContent('音频 · 背景音乐');
    expect(field('来源')).toHaveTextContent('云素材');
    rerender(<MaterialDetailDialog open onOpenChange={() => {}} material={textMaterial} now={NOW} />);
    expect(screen.getByText(/<b>不是标签，只是文字<\/b>/)).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
  });

  it('loads a font file with the FontFace API, with a loading state and a fallback', async () => {
    let settle: (ok: boolean) => void = () => {};
    class FakeFontFace {
      constructor(
        readonly family: string,
        readonly source: string,
      ) {}
      load() {
        return new Promise<FakeFontFace>((resolve, reject) => {
          settle = (ok) => (ok ? resolve(this) : reject(new Error('network')));
        });
      }
    }
    const added: unknown[] = [];
    vi.stubGlobal('FontFace', FakeFontFace);
    Object.defineProperty(document, 'fonts', { configurable: true, value: { add: (f: unknown) => added.push(f) } });
    renderWithProviders(<MaterialDetailDialog open onOpenChange={() => {}} material={fontMaterial} now={NOW} />);
    expect(screen.getByText('字体加载中…')).toBeInTheDocument();
    settle(true);
    await waitFor(() => expect(screen.queryByText('字体加载中…')).not.toBeInTheDocument());
    expect(added).toHaveLength(1);
    expect(screen.getByText('品牌内容营销 AaBbCc 0123456789')).toHaveStyle({
      fontFamily: '"bc-material-font-105", sans-serif',
    });
  });

  it('shows loading, then an error with retry, in English too', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderWithProviders(
      <MaterialDetailDialog open onOpenChange={() => {}} material={null} loading />,
      { locale: 'en' },
    );
    expect(screen.getByRole('dialog', { name: 'Material details' })).toBeInTheDocument();
    expect(screen.getByText('Loading the material details')).toBeInTheDocument();
    rerender(<MaterialDetailDialog open onOpenChange={() => {}} material={null} error onRetry={onRetry} />);
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByText('The material details could not be loaded')).toBeInTheDocument();
  });
});

describe('useMaterialLabels', () => {
  it('names types (with the specific type) and sources in the current language', () => {
    function Probe() {
      const labels = useMaterialLabels();
      return <span>{[labels.type(3, 4), labels.type(9), labels.source(31), labels.source(99)].join('|')}</span>;
    }
    renderWithProviders(<Probe />);
    expect(screen.getByText('音频 · 背景音乐|未知|素材拆分|其他（99）')).toBeInTheDocument();
  });

  it('speaks English when asked', () => {
    function Probe() {
      const labels = useMaterialLabels();
      return <span>{[labels.type(2, 3), labels.source(10)].join('|')}</span>;
    }
    renderWithProviders(<Probe />, { locale: 'en' });
    expect(screen.getByText('Image · Sticker|Cover making')).toBeInTheDocument();
  });
});

describe('isMaterialExpired', () => {
  it('is true only for a set time in the past', () => {
    expect(isMaterialExpired(null, NOW)).toBe(false);
    expect(isMaterialExpired('2026-11-23 09:59:59', new Date('2026-11-23T10:00:00+08:00'))).toBe(true);
    expect(isMaterialExpired('2026-11-23 10:00:01', new Date('2026-11-23T10:00:00+08:00'))).toBe(false);
    expect(isMaterialExpired('not a date', NOW)).toBe(false);
  });
  it('reads the expiry as Beijing time (UTC+8), whatever the zone the moment is written in', () => {
    // 10:00 in Beijing is 02:00 UTC: an expiry at 09:00 Beijing time has passed, one at 11:00 has not.
    expect(isMaterialExpired('2026-11-23 09:00:00', new Date('2026-11-23T02:00:00Z'))).toBe(true);
    expect(isMaterialExpired('2026-11-23 11:00:00', new Date('2026-11-23T02:00:00Z'))).toBe(false);
  });
});
