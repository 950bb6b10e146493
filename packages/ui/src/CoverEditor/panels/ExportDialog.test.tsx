import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils/render';
import { ExportDialog, type CoverExportOptions } from './ExportDialog';

const setup = (onExport: (options: CoverExportOptions) => Promise<void>, locale: 'zh-CN' | 'en' = 'zh-CN') => {
  const onOpenChange = vi.fn();
  renderWithProviders(
    <ExportDialog open onOpenChange={onOpenChange} width={1080} height={1440} onExport={onExport} />,
    { locale },
  );
  return { onOpenChange, user: userEvent.setup() };
};

describe('ExportDialog', () => {
  it('shows the exact output size and exports a PNG', async () => {
    const onExport = vi.fn(async () => {});
    const { onOpenChange, user } = setup(onExport);
    const dialog = screen.getByRole('dialog', { name: '导出封面' });
    expect(dialog).toHaveTextContent('1080 × 1440 像素');
    expect(screen.queryByRole('spinbutton', { name: /图片质量/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '导出' }));
    expect(onExport).toHaveBeenCalledWith({ format: 'png', quality: 1 });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('offers JPEG quality 10–100 %, 92 % by default', async () => {
    const onExport = vi.fn(async () => {});
    const { user } = setup(onExport);
    await user.click(screen.getByRole('radio', { name: 'JPEG' }));
    const quality = screen.getByRole('spinbutton', { name: '图片质量 (%)' });
    expect(quality).toHaveValue('92');
    await user.clear(quality);
    await user.type(quality, '5');
    expect(screen.getByRole('alert')).toHaveTextContent('请输入 10–100 之间的数值');
    await user.type(quality, '0');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '导出' }));
    expect(onExport).toHaveBeenCalledWith({ format: 'jpeg', quality: 0.5 });
  });

  it('shows loading while exporting, then an error, staying open with the choices kept', async () => {
    let fail: (error: Error) => void = () => {};
    const onExport = vi.fn(
      () =>
        new Promise<void>((_, reject) => {
          fail = reject;
        }),
    );
    const { onOpenChange, user } = setup(onExport);
    await user.click(screen.getByRole('radio', { name: 'JPEG' }));
    const quality = screen.getByRole('spinbutton', { name: '图片质量 (%)' });
    await user.clear(quality);
    await user.type(quality, '80');
    const submit = screen.getByRole('button', { name: '导出' });
    await user.click(submit);
    expect(submit).toHaveAttribute('data-loading', 'true');
    expect(screen.getByRole('button', { name: '取消' })).toBeDisabled();
    fail(new Error('画布太大'));
    expect(await screen.findByRole('alert')).toHaveTextContent('导出失败：画布太大');
    expect(submit).not.toHaveAttribute('data-loading');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'JPEG' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: '图片质量 (%)' })).toHaveValue('80');
    expect(onExport).toHaveBeenCalledWith({ format: 'jpeg', quality: 0.8 });
  });

  it('renders in English', async () => {
    const { user } = setup(() => Promise.reject(new Error('')), 'en');
    expect(screen.getByRole('dialog', { name: 'Export cover' })).toHaveTextContent('1080 × 1440 px');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The export failed. Please try again.');
  });
});
