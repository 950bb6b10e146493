import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { UpgradeAnnouncement } from './UpgradeAnnouncement';

const notices = [
  {
    id: 'v3.2',
    title: 'V3.2 版本升级',
    publishTime: '2026-11-20 20:00',
    content:
      '本次升级内容：\n1. 新增封面制作，支持多平台尺寸与安全区提示；\n2. 任务中心支持取消进行中的导出；\n3. 素材库支持视频拆分与素材合并。',
  },
  { id: 'v3.1', title: 'V3.1 版本升级', publishTime: '2026-10-08', content: '修复若干已知问题，提升稳定性。' },
];

const meta = {
  title: 'Account/UpgradeAnnouncement',
  component: UpgradeAnnouncement,
  args: { notices, onAcknowledge: fn() },
} satisfies Meta<typeof UpgradeAnnouncement>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['visual'] };

export const Empty: Story = { args: { notices: [] } };

export const KeyboardAcknowledge: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAcknowledge).toHaveBeenCalledWith(['v3.2', 'v3.1']);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { notices: [{ id: 'v3.2', title: 'Version 3.2', content: 'Cover making\nCancel exports in the task centre' }] },
};

export const Dark: Story = { globals: { theme: 'dark' } };
