import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField/FormField';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import type { UploadTransport } from '../UploadDialog/uploadQueue';
import { FileUpload, type FileUploadResult, type UploadedFile } from './FileUpload';
import { z } from 'zod';
import { Form, FormActions } from '../Form/Form';
import { FormItem } from '../Form/FormItem';
import { useSchemaForm } from '../Form/useSchemaForm';

const KB = 1024;
const file = (name: string, type: string, size = 2 * KB) => new File([new Uint8Array(size)], name, { type });
const pdf = (name: string, size?: number) => file(name, 'application/pdf', size);
const png = (name: string, size?: number) => file(name, 'image/png', size);

/** A transport whose uploads stay pending until the test settles them. */
function pendingTransport() {
  const calls: Array<{
    file: File;
    signal: AbortSignal;
    progress: (f: number) => void;
    resolve: (v: FileUploadResult) => void;
    reject: (e: unknown) => void;
  }> = [];
  const upload = vi.fn<UploadTransport<FileUploadResult>>(
    (f, { signal, onProgress }) =>
      new Promise<FileUploadResult>((resolve, reject) => {
        calls.push({ file: f, signal, progress: onProgress, resolve, reject });
      }),
  );
  const call = (name: string) => {
    const found = calls.filter((c) => c.file.name === name).at(-1);
    if (!found) throw new Error(`no upload of ${name}`);
    return found;
  };
  return { upload, calls, call };
}

const picker = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]')!;
const announcer = (container: HTMLElement) => container.querySelector('[data-part="Announcer"]') as HTMLElement;

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
  component: 'FileUpload',
  render: (props) => <FileUpload aria-label="附件" upload={pendingTransport().upload} {...(props as object)} />,
});

describeConformance({
  component: 'FileUpload',
  render: (props) => (
    <FileUpload
      aria-label="商品图"
      variant="image"
      upload={pendingTransport().upload}
      defaultValue={[{ url: 'https://cdn.example.com/a.png', name: 'a.png', size: 10 }]}
      {...(props as object)}
    />
  ),
});

describe('FileUpload', () => {
  describe('given files are chosen (file variant)', () => {
    it('uploads each with progress and adds it to the value when it finishes', async () => {
      const user = userEvent.setup();
      const t = pendingTransport();
      const onValueChange = vi.fn();
      const { container } = renderWithProviders(
        <FileUpload aria-label="附件" upload={t.upload} onValueChange={onValueChange} />,
      );
      await user.upload(picker(container), [pdf('合同.pdf', 300 * KB), pdf('报价.pdf')]);
      expect(t.upload).toHaveBeenCalledTimes(2);
      const list = screen.getByRole('list', { name: '已上传文件' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(2);
      expect(within(list).getByText('300.0 KB')).toBeInTheDocument();
      act(() => t.call('合同.pdf').progress(0.4));
      expect(screen.getByRole('progressbar', { name: '合同.pdf 上传进度' })).toHaveAttribute('aria-valuenow', '40');
      expect(screen.getByText('上传中 40%')).toBeInTheDocument();
      await act(async () => t.call('合同.pdf').resolve('https://cdn.example.com/c.pdf'));
      expect(onValueChange).toHaveBeenLastCalledWith([
        { url: 'https://cdn.example.com/c.pdf', name: '合同.pdf', size: 300 * KB },
      ]);
      expect(screen.getByRole('link', { name: '合同.pdf' })).toHaveAttribute('href', 'https://cdn.example.com/c.pdf');
      expect(announcer(container)).toHaveTextContent('合同.pdf 上传成功');
      await act(async () => t.call('报价.pdf').resolve({ url: 'https://cdn.example.com/q.pdf', name: '报价单.pdf' }));
      expect(onValueChange).toHaveBeenLastCalledWith([
        { url: 'https://cdn.example.com/c.pdf', name: '合同.pdf', size: 300 * KB },
        { url: 'https://cdn.example.com/q.pdf', name: '报价单.pdf', size: 2 * KB },
      ]);
    });

    it('shows a failure with its message, and retries by keyboard', async () => {
      const user = userEvent.setup();
      const t = pendingTransport();
      const onValueChange = vi.fn();
      const { container } = renderWithProviders(
        <FileUpload aria-label="附件" upload={t.upload} onValueChange={onValueChange} />,
      );
      await user.upload(picker(container), pdf('合同.pdf'));
      await act(async () => t.call('合同.pdf').reject(new Error('网络请求失败')));
      expect(screen.getByText('上传失败：网络请求失败')).toBeInTheDocument();
      expect(announcer(container)).toHaveTextContent('合同.pdf 上传失败');
      const retry = screen.getByRole('button', { name: '重试上传 合同.pdf' });
      retry.focus();
      await user.keyboard('{Enter}');
      expect(t.upload).toHaveBeenCalledTimes(2);
      await waitFor(() => expect(screen.getByRole('button', { name: '取消上传 合同.pdf' })).toHaveFocus());
      await act(async () => t.call('合同.pdf').resolve('https://cdn.example.com/c.pdf'));
      expect(onValueChange).toHaveBeenLastCalledWith([
        { url: 'https://cdn.example.com/c.pdf', name: '合同.pdf', size: 2 * KB },
      ]);
    });

    it('cancels an upload in progress, which can then be retried or removed', async () => {
      const user = userEvent.setup();
      const t = pendingTransport();
      const onValueChange = vi.fn();
      const { container } = renderWithProviders(
        <FileUpload aria-label="附件" upload={t.upload} onValueChange={onValueChange} />,
      );
      await user.upload(picker(container), pdf('合同.pdf'));
      await user.click(screen.getByRole('button', { name: '取消上传 合同.pdf' }));
      expect(t.call('合同.pdf').signal.aborted).toBe(true);
      expect(screen.getByText('已取消')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '重试上传 合同.pdf' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '移除 合同.pdf' }));
      expect(screen.queryByText('合同.pdf')).not.toBeInTheDocument();
      expect(onValueChange).not.toHaveBeenCalled();
    });
  });

  describe('given files that break the rules', () => {
    it('refuses them with a translated reason and uploads the rest', async () => {
      const user = userEvent.setup({ applyAccept: false });
      const t = pendingTransport();
      const { container } = renderWithProviders(
        <FileUpload
          aria-label="附件"
          upload={t.upload}
          accept={['.pdf', 'application/pdf']}
          maxSize={100 * KB}
          maxCount={2}
          defaultValue={[{ url: 'https://cdn.example.com/old.pdf', name: 'old.pdf' }]}
        />,
      );
      await user.upload(picker(container), [
        file('病毒.exe', 'application/x-msdownload'),
        pdf('大文件.pdf', 200 * KB),
        pdf('a.pdf'),
        pdf('b.pdf'),
      ]);
      expect(t.upload).toHaveBeenCalledTimes(1);
      expect(t.upload).toHaveBeenCalledWith(expect.objectContaining({ name: 'a.pdf' }), expect.anything());
      const rejections = container.querySelector('[data-part="Rejections"]') as HTMLElement;
      expect(rejections).toHaveTextContent('以下文件未添加');
      expect(within(rejections).getByText('病毒.exe：文件类型不支持')).toBeInTheDocument();
      expect(within(rejections).getByText('大文件.pdf：文件大小超过 100.0 KB')).toBeInTheDocument();
      expect(within(rejections).getByText('b.pdf：超出数量限制，最多 2 个文件')).toBeInTheDocument();
    });

    it('is full at maxCount: the button is disabled and the hint says so', () => {
      renderWithProviders(
        <FileUpload
          aria-label="附件"
          upload={pendingTransport().upload}
          maxCount={2}
          defaultValue={[
            { url: 'u1', name: '1.pdf' },
            { url: 'u2', name: '2.pdf' },
          ]}
          data-testid="root"
        />,
      );
      expect(screen.getByRole('button', { name: '选择文件' })).toBeDisabled();
      expect(screen.getByText('已达到 2 个文件的上限')).toBeInTheDocument();
      expect(screen.getByTestId('root')).toHaveAttribute('data-full', 'true');
    });
  });

  it('accepts dropped files', async () => {
    const t = pendingTransport();
    renderWithProviders(<FileUpload aria-label="附件" upload={t.upload} data-testid="root" />);
    const root = screen.getByTestId('root');
    fireEvent.dragEnter(root, { dataTransfer: { files: [] } });
    expect(root).toHaveAttribute('data-state', 'dragging');
    fireEvent.drop(root, { dataTransfer: { files: [pdf('拖入.pdf')] } });
    expect(root).toHaveAttribute('data-state', 'idle');
    expect(await screen.findByText('拖入.pdf')).toBeInTheDocument();
    expect(t.upload).toHaveBeenCalledTimes(1);
  });

  it('removes an uploaded file by keyboard, moving focus to the next one', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const files: UploadedFile[] = [
      { url: 'u1', name: '1.pdf', size: 1 },
      { url: 'u2', name: '2.pdf', size: 2 },
    ];
    renderWithProviders(
      <FileUpload
        aria-label="附件"
        upload={pendingTransport().upload}
        defaultValue={files}
        onValueChange={onValueChange}
      />,
    );
    screen.getByRole('button', { name: '移除 1.pdf' }).focus();
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith([files[1]]);
    await waitFor(() => expect(screen.getByRole('button', { name: '移除 2.pdf' })).toHaveFocus());
    await user.keyboard(' ');
    expect(onValueChange).toHaveBeenLastCalledWith([]);
    await waitFor(() => expect(screen.getByRole('button', { name: '选择文件' })).toHaveFocus());
  });

  describe('the image variant', () => {
    it('previews a chosen image while it uploads and shows the uploaded one', async () => {
      const user = userEvent.setup();
      const t = pendingTransport();
      const { container } = renderWithProviders(<FileUpload aria-label="商品图" variant="image" upload={t.upload} />);
      await user.click(screen.getByRole('button', { name: '上传图片' }));
      await user.upload(picker(container), png('主图.png'));
      expect(screen.getByRole('img', { name: '主图.png 预览' })).toHaveAttribute('src', 'blob:preview-1');
      await act(async () => t.call('主图.png').resolve('https://cdn.example.com/main.png'));
      expect(screen.getByRole('img', { name: '主图.png' })).toHaveAttribute('src', 'https://cdn.example.com/main.png');
      await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1'));
    });

    it('accepts only images unless told otherwise', async () => {
      const user = userEvent.setup({ applyAccept: false });
      const t = pendingTransport();
      const { container } = renderWithProviders(<FileUpload aria-label="商品图" variant="image" upload={t.upload} />);
      expect(picker(container)).toHaveAttribute('accept', 'image/*');
      await user.upload(picker(container), pdf('a.pdf'));
      expect(screen.getByText('a.pdf：文件类型不支持')).toBeInTheDocument();
      expect(t.upload).not.toHaveBeenCalled();
    });

    describe('with maxCount 1', () => {
      it('holds one file (or null) and replaces it once the new one has uploaded', async () => {
        const user = userEvent.setup();
        const t = pendingTransport();
        const onValueChange = vi.fn();
        const logo: UploadedFile = { url: 'https://cdn.example.com/old.png', name: 'old.png', size: 5 };
        const { container } = renderWithProviders(
          <FileUpload
            aria-label="品牌 Logo"
            variant="image"
            maxCount={1}
            upload={t.upload}
            defaultValue={logo}
            onValueChange={onValueChange}
          />,
        );
        expect(screen.getByRole('img', { name: 'old.png' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: '更换图片' })).toBeInTheDocument();
        await user.upload(picker(container), png('new.png'));
        expect(screen.getByRole('img', { name: 'new.png 预览' })).toBeInTheDocument();
        expect(screen.queryByRole('img', { name: 'old.png' })).not.toBeInTheDocument();
        await act(async () => t.call('new.png').resolve('https://cdn.example.com/new.png'));
        expect(onValueChange).toHaveBeenLastCalledWith({
          url: 'https://cdn.example.com/new.png',
          name: 'new.png',
          size: 2 * KB,
        });
        await user.click(screen.getByRole('button', { name: '移除 new.png' }));
        expect(onValueChange).toHaveBeenLastCalledWith(null);
      });

      it('brings the current file back when the new upload is removed', async () => {
        const user = userEvent.setup();
        const t = pendingTransport();
        const logo: UploadedFile = { url: 'https://cdn.example.com/old.png', name: 'old.png' };
        const { container } = renderWithProviders(
          <FileUpload aria-label="品牌 Logo" variant="image" maxCount={1} upload={t.upload} defaultValue={logo} />,
        );
        await user.upload(picker(container), png('new.png'));
        await act(async () => t.call('new.png').reject(new Error('boom')));
        await user.click(screen.getByRole('button', { name: '移除 new.png' }));
        expect(screen.getByRole('img', { name: 'old.png' })).toBeInTheDocument();
      });
    });
  });

  it('offers no actions when disabled and ignores drops', () => {
    const t = pendingTransport();
    renderWithProviders(
      <FileUpload
        aria-label="附件"
        upload={t.upload}
        disabled
        defaultValue={[{ url: 'u1', name: '1.pdf' }]}
        data-testid="root"
      />,
    );
    expect(screen.getByRole('button', { name: '选择文件' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /移除/ })).not.toBeInTheDocument();
    fireEvent.drop(screen.getByTestId('root'), { dataTransfer: { files: [pdf('x.pdf')] } });
    expect(t.upload).not.toHaveBeenCalled();
  });

  it('submits each file URL under its name', () => {
    const { container } = renderWithProviders(
      <FileUpload
        aria-label="附件"
        name="attachments"
        upload={pendingTransport().upload}
        defaultValue={[
          { url: 'u1', name: '1.pdf' },
          { url: 'u2', name: '2.pdf' },
        ]}
      />,
    );
    const hidden = container.querySelectorAll<HTMLInputElement>('input[type="hidden"][name="attachments"]');
    expect([...hidden].map((h) => h.value)).toEqual(['u1', 'u2']);
  });

  it('calls onBlur when focus leaves the control', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    renderWithProviders(
      <>
        <FileUpload
          aria-label="附件"
          upload={pendingTransport().upload}
          onBlur={onBlur}
          defaultValue={[{ url: 'u', name: 'a.pdf' }]}
        />
        <button type="button">之后</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: '选择文件' }));
    await user.tab();
    expect(onBlur).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '之后' }));
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('is labelled by its FormField and described by the hint and error', () => {
    renderWithProviders(
      <FormField label="品牌 Logo" error="请上传 Logo" required>
        <FileUpload
          variant="image"
          maxCount={1}
          maxSize={2 * 1024 * KB}
          accept={['.png', 'image/png']}
          upload={pendingTransport().upload}
        />
      </FormField>,
    );
    expect(screen.getByRole('group', { name: /品牌 Logo/ })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: /品牌 Logo.*上传图片/ });
    expect(button).toHaveAttribute('aria-invalid', 'true');
    expect(button).toHaveAccessibleName(/必填/);
    expect(button).toHaveAccessibleDescription('请上传 Logo 支持 .png，单个文件不超过 2.0 MB');
  });

  it('speaks English', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container } = renderWithProviders(
      <FileUpload aria-label="Files" upload={pendingTransport().upload} accept={['.pdf']} />,
      { locale: 'en' },
    );
    expect(screen.getByRole('button', { name: 'Choose files' })).toHaveAccessibleDescription('Accepts .pdf');
    await user.upload(picker(container), file('a.txt', 'text/plain'));
    expect(screen.getByText('These files were not added')).toBeInTheDocument();
    expect(screen.getByText('a.txt: File type not allowed')).toBeInTheDocument();
  });

  it('binds to a FormItem: the form gets the uploaded file', async () => {
    const user = userEvent.setup();
    const t = pendingTransport();
    const onSubmit = vi.fn();
    const schema = z.object({ logo: z.object({ url: z.string(), name: z.string(), size: z.number().optional() }) });
    function BrandForm() {
      const form = useSchemaForm({ schema });
      return (
        <Form form={form} onSubmit={onSubmit} aria-label="品牌">
          <FormItem name="logo" label="Logo" required>
            <FileUpload variant="image" maxCount={1} upload={t.upload} />
          </FormItem>
          <FormActions submitText="保存" />
        </Form>
      );
    }
    const { container } = renderWithProviders(<BrandForm />);
    expect(screen.getByRole('button', { name: /Logo.*上传图片/ })).toBeInTheDocument();
    await user.upload(picker(container), png('logo.png'));
    await act(async () => t.call('logo.png').resolve('https://cdn.example.com/logo.png'));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      logo: { url: 'https://cdn.example.com/logo.png', name: 'logo.png', size: 2 * KB },
    });
  });
});
