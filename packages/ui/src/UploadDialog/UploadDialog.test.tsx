import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { axeViolations } from '../test-utils/axe';
import { renderWithProviders } from '../test-utils/render';
import { UploadDialog, type UploadDialogProps } from './UploadDialog';
import type { UploadTransport } from './uploadQueue';

const png = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/png' });

function controllableTransport() {
  const calls: Array<{
    file: File;
    signal: AbortSignal;
    progress: (f: number) => void;
    resolve: (v: string) => void;
    reject: (e: unknown) => void;
  }> = [];
  let active = 0;
  let maxActive = 0;
  const upload = vi.fn<UploadTransport<string>>(
    (file, { signal, onProgress }) =>
      new Promise<string>((resolve, reject) => {
        active += 1;
        maxActive = Math.max(maxActive, active);
        const settle = () => (active -= 1);
        calls.push({
          file,
          signal,
          progress: onProgress,
          resolve: (v) => {
            settle();
            resolve(v);
          },
          reject: (e) => {
            settle();
            reject(e);
          },
        });
        signal.addEventListener('abort', () => {
          settle();
          reject(new DOMException('aborted', 'AbortError'));
        });
      }),
  );
  return { upload, calls, maxActive: () => maxActive };
}

function renderDialog(props: Partial<UploadDialogProps<string>> & { upload: UploadTransport<string> }, locale?: 'en') {
  const view = renderWithProviders(
    <UploadDialog trigger={<Button>上传素材</Button>} accept={['.png', 'image/png']} {...props} />,
    locale ? { locale } : {},
  );
  return view;
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: '上传素材' }));
  return screen.findByRole('dialog');
}

const dropFiles = (dialog: HTMLElement, files: File[]) =>
  fireEvent.drop(dialog.querySelector('[data-component="DropZone"]')!, { dataTransfer: { files, types: ['Files'] } });

const row = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('UploadDialog', () => {
  it('opens from its trigger with a drop zone, and start disabled until there is a file', async () => {
    const user = userEvent.setup();
    renderDialog({ upload: controllableTransport().upload });
    const dialog = await openDialog(user);
    expect(dialog).toHaveAccessibleName('上传文件');
    expect(within(dialog).getByRole('button', { name: '点击或将文件拖拽到此处上传' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '开始上传' })).toBeDisabled();
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it('lists dropped files with name, size and waiting status, and rejected ones with their reason', async () => {
    const user = userEvent.setup();
    renderDialog({ upload: controllableTransport().upload, maxSize: 4096 });
    const dialog = await openDialog(user);
    dropFiles(dialog, [png('a.png'), new File(['x'], 'b.png', { type: 'text/plain' }), png('c.png', 5000)]);
    const list = within(dialog).getByRole('list', { name: '文件列表' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(row('a.png')).toHaveTextContent('2.0 KB');
    expect(row('a.png')).toHaveTextContent('等待上传');
    expect(row('b.png')).toHaveTextContent('未添加：文件类型不支持');
    expect(row('c.png')).toHaveTextContent('未添加：文件大小超过 4.0 KB');
    expect(within(dialog).getByRole('status')).toHaveTextContent('共 1 个 · 成功 0 个 · 失败 0 个');
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it('rejects files beyond maxFiles, counting the files already listed', async () => {
    const user = userEvent.setup();
    renderDialog({ upload: controllableTransport().upload, maxFiles: 2 });
    const dialog = await openDialog(user);
    dropFiles(dialog, [png('1.png')]);
    dropFiles(dialog, [png('2.png'), png('3.png')]);
    expect(row('2.png')).toHaveTextContent('等待上传');
    expect(row('3.png')).toHaveTextContent('超出数量限制，最多 2 个文件');
  });

  it('uploads on start, shows progress and percentage, and reports the results', async () => {
    const user = userEvent.setup();
    const t = controllableTransport();
    const onComplete = vi.fn();
    renderDialog({ upload: t.upload, onComplete });
    const dialog = await openDialog(user);
    dropFiles(dialog, [png('a.png'), png('b.png')]);
    await user.click(within(dialog).getByRole('button', { name: '开始上传' }));
    expect(t.upload).toHaveBeenCalledTimes(2);
    t.calls[0]!.progress(0.42);
    const bar = await within(row('a.png')).findByRole('progressbar', { name: 'a.png 上传进度' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '42'));
    expect(row('a.png')).toHaveTextContent('上传中');
    expect(row('a.png')).toHaveTextContent('42%');
    t.calls[0]!.resolve('url-a');
    t.calls[1]!.resolve('url-b');
    await waitFor(() => expect(row('b.png')).toHaveTextContent('上传成功'));
    expect(row('a.png')).toHaveTextContent('100%');
    expect(onComplete).toHaveBeenCalledWith([
      expect.objectContaining({ result: 'url-a' }),
      expect.objectContaining({ result: 'url-b' }),
    ]);
    expect(within(dialog).getByRole('status')).toHaveTextContent('共 2 个 · 成功 2 个 · 失败 0 个');
  });

  it('respects the concurrency limit', async () => {
    const user = userEvent.setup();
    const t = controllableTransport();
    renderDialog({ upload: t.upload, concurrency: 2 });
    const dialog = await openDialog(user);
    dropFiles(
      dialog,
      ['1.png', '2.png', '3.png', '4.png', '5.png'].map((n) => png(n)),
    );
    await user.click(within(dialog).getByRole('button', { name: '开始上传' }));
    expect(t.upload).toHaveBeenCalledTimes(2);
    t.calls[0]!.resolve('1');
    await waitFor(() => expect(t.upload).toHaveBeenCalledTimes(3));
    for (const call of t.calls.slice(1)) call.resolve('x');
    await waitFor(() => expect(t.upload).toHaveBeenCalledTimes(5));
    for (const call of t.calls.slice(3)) call.resolve('x');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('成功 5 个'));
    expect(t.maxActive()).toBe(2);
  });

  it('cancel aborts the signal, marks the file cancelled and moves focus to retry', async () => {
    const user = userEvent.setup();
    const t = controllableTransport();
    renderDialog({ upload: t.upload, autoStart: true });
    const dialog = await openDialog(user);
    dropFiles(dialog, [png('a.png')]);
    await user.click(within(dialog).getByRole('button', { name: '取消上传 a.png' }));
    expect(t.calls[0]!.signal.aborted).toBe(true);
    expect(row('a.png')).toHaveTextContent('已取消');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '重试上传 a.png' })).toHaveFocus());
  });

  it('shows a failure with its message and uploads again on retry', async () => {
    const user = userEvent.setup();
    const t = controllableTransport();
    renderDialog({ upload: t.upload, autoStart: true });
    const dialog = await openDialog(user);
    dropFiles(dialog, [png('a.png')]);
    t.calls[0]!.reject(new Error('网络请求失败，请检查网络连接后重试'));
    await waitFor(() => expect(row('a.png')).toHaveTextContent('上传失败：网络请求失败，请检查网络连接后重试'));
    expect(within(dialog).getByRole('status')).toHaveTextContent('失败 1 个');
    await user.click(within(dialog).getByRole('button', { name: '重试上传 a.png' }));
    expect(t.upload).toHaveBeenCalledTimes(2);
    expect(row('a.png')).toHaveTextContent('上传中');
    t.calls[1]!.resolve('ok');
    await waitFor(() => expect(row('a.png')).toHaveTextContent('上传成功'));
  });

  it('remove drops the row and focuses the next one', async () => {
    const user = userEvent.setup();
    renderDialog({ upload: controllableTransport().upload });
    const dialog = await openDialog(user);
    dropFiles(dialog, [png('a.png'), png('b.png')]);
    await user.click(within(dialog).getByRole('button', { name: '移除 a.png' }));
    expect(screen.queryByText('a.png')).not.toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '移除 b.png' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: '点击或将文件拖拽到此处上传' })).toHaveFocus(),
    );
  });

  it('done closes the dialog, returns focus and clears settled files', async () => {
    const user = userEvent.setup();
    renderDialog({ upload: controllableTransport().upload });
    let dialog = await openDialog(user);
    dropFiles(dialog, [png('a.png')]);
    await user.click(within(dialog).getByRole('button', { name: '完成' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '上传素材' })).toHaveFocus();
    dialog = await openDialog(user);
    expect(within(dialog).queryByText('a.png')).not.toBeInTheDocument();
  });

  it('keeps uploads running while closed with Esc, and aborts them on unmount', async () => {
    const user = userEvent.setup();
    const t = controllableTransport();
    const { unmount } = renderDialog({ upload: t.upload, autoStart: true });
    let dialog = await openDialog(user);
    dropFiles(dialog, [png('a.png')]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(t.calls[0]!.signal.aborted).toBe(false);
    dialog = await openDialog(user);
    expect(within(dialog).getByText('a.png')).toBeInTheDocument();
    unmount();
    expect(t.calls[0]!.signal.aborted).toBe(true);
  });

  it('speaks English', async () => {
    const user = userEvent.setup();
    renderDialog({ upload: controllableTransport().upload }, 'en');
    const dialog = await openDialog(user);
    dropFiles(dialog, [png('a.png'), new File(['x'], 'b.txt', { type: 'text/plain' })]);
    expect(dialog).toHaveAccessibleName('Upload files');
    expect(row('a.png')).toHaveTextContent('Waiting');
    expect(row('b.txt')).toHaveTextContent('Not added: File type not allowed');
    expect(within(dialog).getByRole('button', { name: 'Start upload' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Remove a.png' })).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Files: 1 · Uploaded: 0 · Failed: 0');
  });
});
