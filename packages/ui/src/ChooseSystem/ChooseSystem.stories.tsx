import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileIcon, ImageIcon, PlayIcon } from '../internal/icons';
import { ChooseSystem, type SystemChoice } from './ChooseSystem';

const systems: SystemChoice[] = [
  { key: '/content_center', name: '内容中心', description: '内容管理、线索、直播与榜单', icon: <FileIcon size={20} /> },
  { key: '/sumwhy_video', name: '短视频创作', description: '模板、脚本、封面与素材库', icon: <PlayIcon size={20} /> },
  { key: '/content_market', name: '内容营销', description: '营销日历、任务与成长体系', icon: <ImageIcon size={20} /> },
  { key: '/scrm', name: '客户管理', description: '客户、粉丝与会话', disabled: true },
];

const meta = {
  title: 'SignIn/ChooseSystem',
  component: ChooseSystem,
  parameters: { layout: 'fullscreen' },
  args: { systems, onChoose: fn(), onLogout: fn() },
} satisfies Meta<typeof ChooseSystem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['visual'] };

/** No menu permission at all. */
export const NothingToChoose: Story = { tags: ['visual'], args: { systems: [] } };

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    systems: [
      { key: '/content_center', name: 'Content centre', description: 'Content, clues, live, rankings' },
      { key: '/sumwhy_video', name: 'Short-video creation', description: 'Templates, scripts, covers, materials' },
    ],
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** Keyboard: Tab past a system, Enter on the second; the disabled one is skipped. */
export const KeyboardChoose: Story = {
  play: async ({ args, canvasElement }) => {
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    await expect(within(canvasElement).getByRole('button', { name: /短视频创作/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith(systems[1]);
    await user.tab();
    await user.tab();
    await expect(within(canvasElement).getByRole('button', { name: '退出登录' })).toHaveFocus();
  },
};
