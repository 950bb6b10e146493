import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { axeViolations } from '../test-utils/axe';
import { renderWithProviders } from '../test-utils/render';
import type { UploadTransport } from '../UploadDialog/uploadQueue';
import { AVATAR_ACCEPT, AvatarUpload } from './AvatarUpload';

const image = (name: string, type = 'image/png') => new File([new Uint8Array(64)], name, { type });

function pendingTransport() {
  const calls: Array<{
    signal: AbortSignal;
    progress: (f: number) => void;
    resolve: (v: string) => void;
    reject: (e: unknown) => void;
  }> = [];
  const upload = vi.fn<UploadTransport<string>>(
    (_file, { signal, onProgress }) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ signal, progress: onProgress, resolve, reject });
      }),
  );
  return { upload, calls };
}

const input = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]')!;

let urls = 0;
beforeEach(() => {
  urls = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${++urls}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describeConformance({
  component: 'AvatarUpload',
  render: (props) => <AvatarUpload upload={pendingTransport().upload} {...(props as object)} />,
});

describe('AvatarUpload', () => {
  it('accepts only jpeg, jpg and png, by extension and MIME type', () => {
    expect(AVATAR_ACCEPT).toEqual(['.jpg', '.jpeg', '.png', 'image/jpeg', 'image/png']);
  });

  it('shows the current avatar until a new one is chosen', () => {
    renderWithProviders(<AvatarUpload upload={pendingTransport().upload} src="https://cdn.example.com/me.png" />);
    expect(screen.getByRole('img', { name: '当前头像' })).toHaveAttribute('src', 'https://cdn.example.com/me.png');
  });

  describe('given an image is chosen', () => {
    it('previews it at once, uploads it with progress, and reports the result', async () => {
      const user = userEvent.setup();
      const t = pendingTransport();
      const onUploaded = vi.fn();
      const { container } = renderWithProviders(<AvatarUpload upload={t.upload} onUploaded={onUploaded} />);
      const file = image('me.jpg', 'image/jpeg');
      await user.upload(input(container), file);
      expect(screen.getByRole('img', { name: '头像预览' })).toHaveAttribute('src', 'blob:preview-1');
      expect(t.upload).toHaveBeenCalledWith(file, expect.anything());
      act(() => t.calls[0]!.progress(0.3));
      expect(screen.getByRole('progressbar', { name: '头像上传进度' })).toHaveAttribute('aria-valuenow', '30');
      t.calls[0]!.resolve('https://cdn.example.com/new.jpg');
      expect(await screen.findByText('上传成功')).toBeInTheDocument();
      expect(onUploaded).toHaveBeenCalledWith('https://cdn.example.com/new.jpg', file);
      expect(await axeViolations()).toEqual([]);
    });

    it('revokes the previous preview when replaced, and the last on unmount', async () => {
      const user = userEvent.setup();
      const { container, unmount } = renderWithProviders(<AvatarUpload upload={pendingTransport().upload} />);
      await user.upload(input(container), image('a.png'));
      await user.upload(input(container), image('b.png'));
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
      expect(URL.revokeObjectURL).not.toHaveBeenCalledWith('blob:preview-2');
      unmount();
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
    });

    it('aborts the earlier upload when another image is chosen', async () => {
      const user = userEvent.setup();
      const t = pendingTransport();
      const { container } = renderWithProviders(<AvatarUpload upload={t.upload} />);
      await user.upload(input(container), image('a.png'));
      await user.upload(input(container), image('b.png'));
      expect(t.calls[0]!.signal.aborted).toBe(true);
      expect(t.calls[1]!.signal.aborted).toBe(false);
    });
  });

  it('rejects a gif and a png that is really text, without uploading', () => {
    const t = pendingTransport();
    const { container } = renderWithProviders(<AvatarUpload upload={t.upload} />);
    fireEvent.drop(container.querySelector('[data-component="DropZone"]')!, {
      dataTransfer: { files: [image('a.gif', 'image/gif')] },
    });
    fireEvent.change(input(container), { target: { files: [image('b.png', 'text/plain')] } });
    expect(screen.getByText('b.png：文件类型不支持')).toBeInTheDocument();
    expect(t.upload).not.toHaveBeenCalled();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('shows a failure with its message and retries by keyboard', async () => {
    const user = userEvent.setup();
    const t = pendingTransport();
    const { container } = renderWithProviders(<AvatarUpload upload={t.upload} />);
    await user.upload(input(container), image('a.png'));
    t.calls[0]!.reject(new Error('图片上传失败'));
    const retry = await screen.findByRole('button', { name: '重试' });
    expect(screen.getByText('上传失败：图片上传失败')).toBeInTheDocument();
    retry.focus();
    await user.keyboard('{Enter}');
    expect(t.upload).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.getByRole('button', { name: '取消' })).toHaveFocus());
  });

  it('can cancel an upload in progress', async () => {
    const user = userEvent.setup();
    const t = pendingTransport();
    const { container } = renderWithProviders(<AvatarUpload upload={t.upload} />);
    await user.upload(input(container), image('a.png'));
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(t.calls[0]!.signal.aborted).toBe(true);
    expect(screen.getByText('已取消')).toBeInTheDocument();
  });

  it('speaks English', () => {
    renderWithProviders(<AvatarUpload upload={pendingTransport().upload} src="x.png" />, { locale: 'en' });
    expect(screen.getByRole('img', { name: 'Current avatar' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Click or drop an image to change the avatar' }),
    ).toHaveAccessibleDescription('JPG, JPEG or PNG');
  });
});
