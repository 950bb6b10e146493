import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormField } from '../FormField/FormField';
import { dropFiles } from '../test-utils/dragFiles';
import { createSimulatedUploadTransport, type SimulatedUploadOptions } from '../test-utils/simulatedUploadTransport';
import type { UploadTransport } from '../UploadDialog/uploadQueue';
import { FileUpload, type FileUploadProps, type FileUploadResult, type UploadedFile } from './FileUpload';

const KB = 1024;
const MB = 1024 * KB;
const file = (name: string, type: string, size = 120 * KB) => new File([new Uint8Array(size)], name, { type });

/** A small coloured square as an image file (so thumbnails show something in the browser). */
function swatchImage(name: string, colour: string): File {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${colour}"/><circle cx="20" cy="20" r="9" fill="white" opacity="0.8"/></svg>`;
  return new File([svg], name, { type: 'image/svg+xml' });
}
const svgUrl = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${colour}"/><rect x="10" y="10" width="20" height="20" rx="4" fill="white" opacity="0.8"/></svg>`,
  )}`;

/** The kit's simulated transport, resolving with a local URL of the file so the preview is real. */
function storyTransport(options: SimulatedUploadOptions = {}): UploadTransport<FileUploadResult> {
  const simulated = createSimulatedUploadTransport({ duration: 600, ...options });
  return async (f, context) => {
    await simulated(f, context);
    return { url: URL.createObjectURL(f) };
  };
}

/** A transport made once per mount, so a "fail once" story fails again on every visit. */
function WithTransport({ simulate, ...props }: Omit<FileUploadProps, 'upload'> & { simulate: SimulatedUploadOptions }) {
  const [upload] = useState(() => storyTransport(simulate));
  return <FileUpload {...props} upload={upload} />;
}

const documents: UploadedFile[] = [
  { url: 'https://cdn.example.com/docs/brand-guide.pdf', name: '品牌视觉规范 2026.pdf', size: 4.2 * MB },
  { url: 'https://cdn.example.com/docs/price.xlsx', name: '渠道报价单.xlsx', size: 86 * KB },
];
const images: UploadedFile[] = [
  { url: svgUrl('#1a66dd'), name: '主图.png', size: 320 * KB },
  { url: svgUrl('#e5484d'), name: '细节图.png', size: 280 * KB },
  { url: svgUrl('#2f9e5b'), name: '场景图.png', size: 410 * KB },
];
const DOC_TYPES = ['.pdf', '.xlsx', '.docx', 'application/pdf'];

const meta = {
  title: 'Components/FileUpload',
  component: FileUpload,
  args: {
    'aria-label': '附件',
    upload: storyTransport(),
    onValueChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['file', 'image'] },
    upload: { control: false },
  },
  decorators: [(Story) => <div style={{ width: 480, minHeight: 200 }}>{Story()}</div>],
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { variant: 'file', maxCount: 5, maxSize: 20 * MB, accept: DOC_TYPES, disabled: false, invalid: false },
};

/** The file variant with uploaded files: names (links), sizes, remove. */
export const Files: Story = {
  tags: ['visual'],
  render: (args) => (
    <FormField label="合同附件" hint="可上传多个文件">
      <FileUpload
        {...args}
        aria-label={undefined}
        accept={DOC_TYPES}
        maxSize={20 * MB}
        maxCount={5}
        defaultValue={documents}
      />
    </FormField>
  ),
};

/** The image variant: thumbnails and the "+" tile. */
export const Images: Story = {
  tags: ['visual'],
  render: (args) => (
    <FormField label="商品图片" required>
      <FileUpload
        {...args}
        aria-label={undefined}
        variant="image"
        maxCount={6}
        maxSize={5 * MB}
        defaultValue={images}
      />
    </FormField>
  ),
};

/** `maxCount={1}`: one logo; a new image replaces it once uploaded. */
export const Logo: Story = {
  render: (args) => (
    <FormField label="品牌 Logo" hint="建议 200×200 像素">
      <FileUpload
        upload={args.upload}
        onValueChange={fn()}
        variant="image"
        maxCount={1}
        accept={['.png', '.jpg', '.svg', 'image/png', 'image/jpeg', 'image/svg+xml']}
        defaultValue={images[0]}
      />
    </FormField>
  ),
};

/** Uploads in progress (held at fixed points for a stable picture), with cancel. */
export const Uploading: Story = {
  render: (args) => (
    <WithTransport
      {...args}
      simulate={{ holdAt: { '推广方案.pdf': 0.45, '海报.png': 0.7 } }}
      defaultValue={documents.slice(0, 1)}
    />
  ),
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-component="FileUpload"]')!;
    dropFiles(root, [file('推广方案.pdf', 'application/pdf', 2 * MB), swatchImage('海报.png', '#f08c00')]);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: '推广方案.pdf 上传进度' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
    await expect(canvas.getByRole('button', { name: '取消上传 海报.png' })).toBeInTheDocument();
  },
};

/** The image variant while uploading. */
export const UploadingImages: Story = {
  tags: ['visual'],
  render: (args) => (
    <WithTransport
      {...args}
      variant="image"
      simulate={{ holdAt: { '海报.svg': 0.6 } }}
      defaultValue={images.slice(0, 2)}
    />
  ),
  play: async ({ canvasElement }) => {
    dropFiles(canvasElement.querySelector('[data-component="FileUpload"]')!, [swatchImage('海报.svg', '#7c3aed')]);
    await within(canvasElement).findByRole('progressbar', { name: '海报.svg 上传进度' });
  },
};

/** A failed upload says why and offers retry; it succeeds the second time. */
export const FailedThenRetry: Story = {
  render: (args) => <WithTransport {...args} simulate={{ failNames: ['报价单.xlsx'], failTimes: 1, duration: 200 }} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    dropFiles(canvasElement.querySelector('[data-component="FileUpload"]')!, [
      file('报价单.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    ]);
    await expect(await canvas.findByText('上传失败：网络请求失败，请检查网络连接后重试')).toBeInTheDocument();
    const retry = canvas.getByRole('button', { name: '重试上传 报价单.xlsx' });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('link', { name: '报价单.xlsx' })).toBeInTheDocument();
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledTimes(1));
  },
};

/** Always failing: the state a designer reviews. */
export const Failed: Story = {
  tags: ['visual'],
  render: (args) => (
    <WithTransport
      {...args}
      variant="image"
      simulate={{ failNames: ['横幅.svg'], failTimes: Infinity, duration: 50 }}
      defaultValue={images.slice(0, 1)}
    />
  ),
  play: async ({ canvasElement }) => {
    dropFiles(canvasElement.querySelector('[data-component="FileUpload"]')!, [swatchImage('横幅.svg', '#db2777')]);
    await within(canvasElement).findByRole('button', { name: '重试上传 横幅.svg' });
  },
};

/** Files refused by type, size and count, with the reason for each. */
export const Rejected: Story = {
  args: { accept: DOC_TYPES, maxSize: 1 * MB, maxCount: 2 },
  play: async ({ canvasElement, args }) => {
    dropFiles(canvasElement.querySelector('[data-component="FileUpload"]')!, [
      file('安装包.exe', 'application/x-msdownload'),
      file('高清视频.pdf', 'application/pdf', 3 * MB),
      file('a.pdf', 'application/pdf'),
      file('b.pdf', 'application/pdf'),
      file('c.pdf', 'application/pdf'),
    ]);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('安装包.exe：文件类型不支持')).toBeInTheDocument();
    await expect(canvas.getByText('高清视频.pdf：文件大小超过 1.0 MB')).toBeInTheDocument();
    await expect(canvas.getByText('c.pdf：超出数量限制，最多 2 个文件')).toBeInTheDocument();
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledTimes(2));
  },
};

/** At `maxCount`: the button is disabled and the hint says the limit is reached. */
export const Full: Story = { args: { maxCount: 2, defaultValue: documents } };

export const WithFieldError: Story = {
  render: (args) => (
    <FormField label="营业执照" error="请上传营业执照" required>
      <FileUpload upload={args.upload} onValueChange={fn()} variant="image" maxCount={1} />
    </FormField>
  ),
};

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <FileUpload {...args} aria-label="附件" disabled defaultValue={documents} />
      <FileUpload {...args} aria-label="图片" variant="image" disabled defaultValue={images.slice(0, 2)} />
    </div>
  ),
};

export const English: Story = {
  globals: { locale: 'en' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <FileUpload {...args} aria-label="Attachments" accept={DOC_TYPES} maxSize={20 * MB} defaultValue={documents} />
      <FileUpload {...args} aria-label="Images" variant="image" maxCount={4} defaultValue={images.slice(0, 1)} />
    </div>
  ),
};

export const Dark: Story = {
  tags: ['visual'],
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <FormField label="合同附件">
        <FileUpload {...args} aria-label={undefined} accept={DOC_TYPES} defaultValue={documents} />
      </FormField>
      <FormField label="商品图片" error="至少上传 4 张图片">
        <FileUpload {...args} aria-label={undefined} variant="image" maxCount={6} defaultValue={images} />
      </FormField>
    </div>
  ),
};

/** Removing with the keyboard: focus moves to the next file, then to the button. */
export const KeyboardRemove: Story = {
  args: { defaultValue: documents },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: '移除 品牌视觉规范 2026.pdf' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([documents[1]]);
    await waitFor(() => expect(canvas.getByRole('button', { name: '移除 渠道报价单.xlsx' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([]);
    await waitFor(() => expect(canvas.getByRole('button', { name: '选择文件' })).toHaveFocus());
  },
};
