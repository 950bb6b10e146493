import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dropFiles } from '../test-utils/dragFiles';
import { createSimulatedUploadTransport, type SimulatedUploadOptions } from '../test-utils/simulatedUploadTransport';
import { AvatarUpload, type AvatarUploadProps } from './AvatarUpload';

/** A small PNG drawn on a canvas, so stories need no network or fixture files. */
function samplePng(name: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 64;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#1a66dd';
  context.fillRect(0, 0, 64, 64);
  context.fillStyle = '#ffc078';
  context.beginPath();
  context.arc(32, 26, 12, 0, Math.PI * 2);
  context.fill();
  context.fillRect(12, 44, 40, 20);
  return new Promise((resolve) =>
    canvas.toBlob((blob) => resolve(new File([blob!], name, { type: 'image/png' })), 'image/png'),
  );
}

/** A data URL stands in for the user's current avatar. */
const CURRENT_AVATAR =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#1f7a43"/><circle cx="32" cy="26" r="12" fill="#e9f7ef"/><rect x="12" y="44" width="40" height="20" rx="10" fill="#e9f7ef"/></svg>',
  );

function WithSimulatedTransport({
  simulate,
  ...props
}: Omit<AvatarUploadProps<unknown>, 'upload'> & { simulate: SimulatedUploadOptions }) {
  const [upload] = useState(() => createSimulatedUploadTransport(simulate));
  return <AvatarUpload {...props} upload={upload} />;
}

const withTransport = (simulate: SimulatedUploadOptions) =>
  function Render(args: AvatarUploadProps<unknown>) {
    return <WithSimulatedTransport {...args} simulate={simulate} />;
  };

const zoneOf = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-component="DropZone"]')!;

const meta = {
  title: 'Components/AvatarUpload',
  component: AvatarUpload,
  args: { upload: createSimulatedUploadTransport(), onUploaded: fn(), maxSize: 2 * 1024 * 1024 },
  argTypes: { upload: { control: false } },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof AvatarUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { src: CURRENT_AVATAR, previewSize: 80, disabled: false } };

/** The current avatar is shown until a new image is picked. */
export const WithCurrentAvatar: Story = { tags: ['visual'], args: { src: CURRENT_AVATAR } };

/** A new image previews at once and uploads with progress, then reports the result. */
export const Uploading: Story = {
  render: withTransport({ duration: 600, steps: 6 }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const image = await samplePng('头像.png');
    dropFiles(zoneOf(canvasElement), [image]);
    await expect(await canvas.findByRole('img', { name: '头像预览' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    await expect(await canvas.findByRole('progressbar', { name: '头像上传进度' })).toBeVisible();
    await expect(await canvas.findByText('上传成功')).toBeVisible();
    await waitFor(() =>
      expect(args.onUploaded).toHaveBeenCalledWith({ url: expect.stringContaining('%E5%A4%B4%E5%83%8F.png') }, image),
    );
  },
};

/** Only jpeg, jpg and png are accepted (spec section 5). */
export const WrongType: Story = {
  play: async ({ canvasElement }) => {
    dropFiles(zoneOf(canvasElement), [new File(['GIF89a'], '动图.gif', { type: 'image/gif' })]);
    await expect(await within(canvasElement).findByText('动图.gif：文件类型不支持')).toBeVisible();
  },
};

/** A failed upload shows the message; retry (by keyboard here) uploads again. */
export const FailureAndRetry: Story = {
  render: withTransport({ duration: 300, steps: 3, failNames: ['头像.png'], failMessage: '图片上传失败' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    dropFiles(zoneOf(canvasElement), [await samplePng('头像.png')]);
    await expect(await canvas.findByText('上传失败：图片上传失败')).toBeVisible();
    const retry = canvas.getByRole('button', { name: '重试' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('上传成功')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { src: CURRENT_AVATAR },
  play: async ({ canvasElement }) => {
    dropFiles(zoneOf(canvasElement), [new File(['x'], 'clip.mp4', { type: 'video/mp4' })]);
    await expect(await within(canvasElement).findByText('clip.mp4: File type not allowed')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { src: CURRENT_AVATAR },
  render: withTransport({ duration: 40, steps: 2, failNames: ['头像.png'], failMessage: '图片上传失败' }),
  play: async ({ canvasElement }) => {
    dropFiles(zoneOf(canvasElement), [await samplePng('头像.png')]);
    await expect(await within(canvasElement).findByText('上传失败：图片上传失败')).toBeVisible();
  },
};
