import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { dropFiles } from '../test-utils/dragFiles';
import { createSimulatedUploadTransport, type SimulatedUploadOptions } from '../test-utils/simulatedUploadTransport';
import { UploadDialog, type UploadDialogProps } from './UploadDialog';

const MATERIAL_TYPES = [
  '.jpg',
  '.jpeg',
  '.png',
  '.mp4',
  '.mov',
  'image/jpeg',
  'image/png',
  'video/mp4',
  'video/quicktime',
];
const MB = 1024 * 1024;

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });
const png = (name: string, size = 820 * 1024) => file(name, 'image/png', size);
const mp4 = (name: string, size = 36 * MB) => file(name, 'video/mp4', size);

/** A simulated transport made once per mount, so a "fail once" story fails again on every visit. */
function WithSimulatedTransport({
  simulate,
  ...props
}: Omit<UploadDialogProps<unknown>, 'upload'> & { simulate: SimulatedUploadOptions }) {
  const [upload] = useState(() => createSimulatedUploadTransport(simulate));
  return <UploadDialog {...props} upload={upload} />;
}

const withTransport = (simulate: SimulatedUploadOptions) =>
  function Render(args: UploadDialogProps<unknown>) {
    return <WithSimulatedTransport {...args} simulate={simulate} />;
  };

const openDialog = () => screen.findByRole('dialog');
const dropInto = (dialog: HTMLElement, files: File[]) =>
  dropFiles(dialog.querySelector('[data-component="DropZone"]')!, files);
/** Clicks "start upload" once the dropped files have enabled it. */
async function clickStart(dialog: HTMLElement, name = '开始上传') {
  const start = within(dialog).getByRole('button', { name });
  await waitFor(() => expect(start).toBeEnabled());
  await userEvent.click(start);
}

/** The row of a file; waits for it, since rows render after the drop event. */
const rowOf = async (dialog: HTMLElement, name: string) =>
  (await within(dialog).findByText(name)).closest('li') as HTMLElement;

const meta = {
  title: 'Components/UploadDialog',
  component: UploadDialog,
  args: {
    defaultOpen: true,
    upload: createSimulatedUploadTransport(),
    accept: MATERIAL_TYPES,
    maxSize: 500 * MB,
    maxFiles: 20,
    concurrency: 3,
    onComplete: fn(),
    onOpenChange: fn(),
    trigger: <Button variant="primary">上传素材</Button>,
  },
  argTypes: { upload: { control: false }, trigger: { control: false } },
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
} satisfies Meta<typeof UploadDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: only the drop zone, "start upload" disabled. */
export const Default: Story = { tags: ['visual'] };

export const Playground: Story = { args: { autoStart: false, multiple: true, size: 'md' } };

/** Every row status at once (deterministic: held progress, instant success and failure). */
export const WithFiles: Story = {
  tags: ['visual'],
  args: { concurrency: 4 },
  render: withTransport({
    duration: 40,
    steps: 2,
    failNames: ['失败-海报.png'],
    failTimes: Number.POSITIVE_INFINITY,
    failMessage: '网络请求失败，请检查网络连接后重试',
    holdAt: { '上传中-口播.mp4': 0.42, '已取消-花絮.mp4': 0.1 },
  }),
  play: async () => {
    const dialog = await openDialog();
    dropInto(dialog, [png('已完成-封面.png'), png('失败-海报.png'), mp4('上传中-口播.mp4'), mp4('已取消-花絮.mp4')]);
    await clickStart(dialog);
    await waitFor(async () => expect(await rowOf(dialog, '已完成-封面.png')).toHaveTextContent('上传成功'));
    await waitFor(async () => expect(await rowOf(dialog, '失败-海报.png')).toHaveTextContent('上传失败'));
    await userEvent.click(await within(dialog).findByRole('button', { name: '取消上传 已取消-花絮.mp4' }));
    dropInto(dialog, [png('等待-详情页.png'), file('脚本.exe', 'application/x-msdownload', 2048)]);
    await expect(await rowOf(dialog, '等待-详情页.png')).toHaveTextContent('等待上传');
    await expect(await rowOf(dialog, '脚本.exe')).toHaveTextContent('文件类型不支持');
    await expect(await rowOf(dialog, '上传中-口播.mp4')).toHaveTextContent('42%');
  },
};

/** Files that break the rules stay in the list as rejected, with the reason. */
export const Rejected: Story = {
  args: { maxSize: 2 * MB, maxFiles: 2 },
  play: async () => {
    const dialog = await openDialog();
    dropInto(dialog, [
      png('商品主图.png', MB),
      file('说明.pdf', 'application/pdf', 1024),
      file('伪装.png', 'text/plain', 10),
      mp4('原片.mp4', 3 * MB),
      png('第二张.png', MB),
      png('第三张.png', MB),
    ]);
    await expect(await rowOf(dialog, '说明.pdf')).toHaveTextContent('未添加：文件类型不支持');
    await expect(await rowOf(dialog, '原片.mp4')).toHaveTextContent('未添加：文件大小超过 2.0 MB');
    await expect(await rowOf(dialog, '第三张.png')).toHaveTextContent('未添加：超出数量限制，最多 2 个文件');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('共 2 个');
  },
};

/** Uploads in progress: bars and percentages move, at most `concurrency` at once. */
export const Uploading: Story = {
  args: { concurrency: 2 },
  render: withTransport({ duration: 6000, steps: 30 }),
  play: async ({ args }) => {
    const dialog = await openDialog();
    dropInto(dialog, [png('01.png'), png('02.png'), png('03.png')]);
    await clickStart(dialog);
    await expect(await rowOf(dialog, '03.png')).toHaveTextContent('等待上传');
    const bar = within(await rowOf(dialog, '01.png')).getByRole('progressbar', { name: '01.png 上传进度' });
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0));
    await expect(await rowOf(dialog, '01.png')).toHaveTextContent('上传中');
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

/** A failed file shows the server's message; retry uploads it again and it succeeds. */
export const FailureAndRetry: Story = {
  args: { autoStart: true },
  render: withTransport({ duration: 300, steps: 5, failNames: ['海报.png'], failTimes: 1 }),
  play: async ({ args }) => {
    // Uploads take their simulated time on the page's timers: on a busy page (a docs page loading its
    // story iframes together) that outlasts waitFor's default second.
    const uploads = { timeout: 5000 };
    const dialog = await openDialog();
    dropInto(dialog, [png('海报.png'), png('封面.png')]);
    await waitFor(
      async () =>
        expect(await rowOf(dialog, '海报.png')).toHaveTextContent('上传失败：网络请求失败，请检查网络连接后重试'),
      uploads,
    );
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledTimes(1), uploads);
    await userEvent.click(within(dialog).getByRole('button', { name: '重试上传 海报.png' }));
    await waitFor(async () => expect(await rowOf(dialog, '海报.png')).toHaveTextContent('上传成功'), uploads);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('成功 2 个 · 失败 0 个');
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledTimes(2), uploads);
  },
};

/** Cancel aborts the running upload; the file can be retried or removed. */
export const Cancel: Story = {
  // Open at rest, and its play follows keyboard focus, which the dialog iframes of a docs page take
  // from each other as they load: kept off the docs page (its canvas and the test run show it).
  tags: ['!autodocs'],
  args: { autoStart: true },
  render: withTransport({ duration: 20_000, steps: 100 }),
  play: async () => {
    const dialog = await openDialog();
    dropInto(dialog, [mp4('直播切片.mp4')]);
    await userEvent.click(await within(dialog).findByRole('button', { name: '取消上传 直播切片.mp4' }));
    await expect(await rowOf(dialog, '直播切片.mp4')).toHaveTextContent('已取消');
    await expect(within(dialog).getByRole('button', { name: '重试上传 直播切片.mp4' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: '移除 直播切片.mp4' }));
    await expect(within(dialog).queryByText('直播切片.mp4')).not.toBeInTheDocument();
  },
};

/**
 * Keyboard only: open from the trigger, start, cancel, retry and close with Esc; focus stays in
 * the row as its buttons change and returns to the trigger. (Choosing files needs the native
 * picker, which a test cannot drive, so the files are dropped in.)
 */
export const Keyboard: Story = {
  // Closed at rest, shown inline in docs, where Storybook does not autoplay: story iframes on a docs
  // page play at once and take keyboard focus from each other, and this play follows focus.
  parameters: { docs: { story: { inline: true } } },
  args: { defaultOpen: false },
  render: withTransport({ duration: 20_000, steps: 100 }),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '上传素材' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await openDialog();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    dropInto(dialog, [png('a.png')]);
    const start = await within(dialog).findByRole('button', { name: '开始上传' });
    for (let i = 0; i < 6 && document.activeElement !== start; i += 1) await userEvent.tab();
    await expect(start).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const cancel = await within(dialog).findByRole('button', { name: '取消上传 a.png' });
    for (let i = 0; i < 6 && document.activeElement !== cancel; i += 1) await userEvent.tab({ shift: true });
    await expect(cancel).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '重试上传 a.png' })).toHaveFocus());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '取消上传 a.png' })).toHaveFocus());
    await expect(await rowOf(dialog, 'a.png')).toHaveTextContent('上传中');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { maxSize: 2 * MB },
  render: withTransport({
    duration: 40,
    steps: 2,
    failNames: ['poster.png'],
    failTimes: Number.POSITIVE_INFINITY,
    failMessage: 'Network request failed',
  }),
  play: async () => {
    const dialog = await openDialog();
    dropInto(dialog, [png('cover.png'), png('poster.png'), mp4('raw.mp4', 3 * MB)]);
    await clickStart(dialog, 'Start upload');
    await waitFor(async () =>
      expect(await rowOf(dialog, 'poster.png')).toHaveTextContent('Failed: Network request failed'),
    );
    await waitFor(async () => expect(await rowOf(dialog, 'cover.png')).toHaveTextContent('Uploaded'));
    await expect(await rowOf(dialog, 'raw.mp4')).toHaveTextContent('File is larger than 2.0 MB');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { maxSize: 2 * MB },
  render: withTransport({
    duration: 40,
    steps: 2,
    failNames: ['失败-海报.png'],
    failTimes: Number.POSITIVE_INFINITY,
    holdAt: { '上传中-口播.png': 0.42 },
  }),
  play: async () => {
    const dialog = await openDialog();
    dropInto(dialog, [png('已完成-封面.png'), png('失败-海报.png'), png('上传中-口播.png'), mp4('原片.mp4', 3 * MB)]);
    await clickStart(dialog);
    await waitFor(async () => expect(await rowOf(dialog, '失败-海报.png')).toHaveTextContent('上传失败'));
    await waitFor(async () => expect(await rowOf(dialog, '已完成-封面.png')).toHaveTextContent('上传成功'));
  },
};
