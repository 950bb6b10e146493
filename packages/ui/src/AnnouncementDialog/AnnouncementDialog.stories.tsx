import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { openModal } from '../test-utils/modal';
import { AnnouncementDialog } from './AnnouncementDialog';
import { announcements } from './AnnouncementDialog.fixtures';

const meta = {
  title: 'Account/AnnouncementDialog',
  component: AnnouncementDialog,
  args: { open: true, announcements, onAcknowledge: fn(), onOpenChange: fn() },
  // Open at rest: each story in its own iframe on the docs page, not stacked over it.
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
} satisfies Meta<typeof AnnouncementDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = { tags: ['visual'] };

/** Upgrade notices (messages of type 2) use the same dialog with their own title. */
export const UpgradeNotice: Story = {
  args: {
    title: '升级公告',
    announcements: [
      {
        id: 7,
        title: 'V3.2 版本升级',
        publishTime: '2026-11-20 20:00',
        content: '任务中心支持实时进度；\n素材库支持批量拆分。',
      },
    ],
  },
};

export const One: Story = { args: { announcements: announcements.slice(1, 2) } };

/** The server sent markup: it shows as text. */
export const MarkupShownAsText: Story = {
  args: { announcements: announcements.slice(2) },
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    await expect(body.querySelector('[role="dialog"] img')).toBeNull();
    await expect(within(body).getByText(/<img src=x/)).toBeInTheDocument();
  },
};

/** A long notice scrolls inside the dialog. */
export const LongContent: Story = {
  args: {
    announcements: [{ id: 9, title: '服务条款更新', publishTime: '2026-06-01', content: '第一条：……\n'.repeat(60) }],
  },
};

/** Keyboard: move to the next message, then acknowledge. */
export const KeyboardPaging: Story = {
  // Open at rest, and its play follows keyboard focus, which the dialog iframes of a docs page take
  // from each other as they load: kept off the docs page (its canvas and the test run show it).
  tags: ['!autodocs'],
  play: async ({ args, canvasElement }) => {
    const body = within(await openModal(canvasElement));
    const user = userEvent.setup();
    body.getByRole('button', { name: '下一条' }).focus();
    await user.keyboard('{Enter}');
    await expect(body.getByRole('heading', { name: '素材库新增拆分与合并' })).toBeVisible();
    body.getByRole('button', { name: '我知道了' }).focus();
    await user.keyboard('{Enter}');
    await expect(args.onAcknowledge).toHaveBeenCalledWith([1, 2, 3]);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    announcements: [
      {
        id: 1,
        title: 'Spring Festival service hours',
        publishTime: '2026-01-20 10:00',
        content: 'Support answers 9:00–18:00.',
      },
      { id: 2, title: 'Split and merge in the material library', content: 'Follow progress in the task centre.' },
    ],
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
