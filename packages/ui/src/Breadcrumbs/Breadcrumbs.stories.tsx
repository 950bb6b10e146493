import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { LinkComponentProps } from '../internal/link';
import { Breadcrumbs } from './Breadcrumbs';

const items = [
  { label: '短视频创作', path: '/sumwhy_video' },
  { label: '素材库', path: '/sumwhy_video/material_library' },
  { label: '素材详情', path: '/sumwhy_video/material_library/detail?id=7' },
];

const meta = {
  title: 'Shell/Breadcrumbs',
  component: Breadcrumbs,
  args: { items, onNavigate: fn() },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['visual'] };

export const Playground: Story = { args: { previousPath: '/sumwhy_video/material_library' } };

export const SingleItem: Story = { args: { items: [{ label: '首页', path: '/home' }] } };

export const LongTrail: Story = {
  args: {
    items: [
      { label: '内容营销', path: '/content_market' },
      { label: '视频任务', path: '/content_market/video_task' },
      { label: '任务详情', path: '/content_market/video_task/video_task_details?id=3' },
      { label: '创建任务：双十一门店探店短视频征集（第二期）', path: '/content_market/video_task/create_task' },
    ],
  },
};

/** Keyboard: Tab to a link and press Enter; coming from that page reports "back". */
export const KeyboardBack: Story = {
  args: { previousPath: '/sumwhy_video/material_library' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    await expect(canvas.getByRole('link', { name: '素材库' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith(items[1], 'back');
  },
};

/**
 * A detail page's trail: the group crumb (素材与模板) leads to its first page, and every link carries
 * the address the page opens on (here the library's remembered query).
 */
export const GroupCrumb: Story = {
  args: {
    items: [
      { label: '短视频创作', path: '/sumwhy_video/material_library', href: '/sumwhy_video/material_library?page=2' },
      { label: '素材与模板', path: '/sumwhy_video/material_library', href: '/sumwhy_video/material_library?page=2' },
      { label: '封面制作', path: '/sumwhy_video/cover_management' },
      { label: '封面详情', path: '/sumwhy_video/cover_management/detail?id=3' },
    ],
    previousPath: '/sumwhy_video/cover_management',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    await expect(canvas.getByRole('link', { name: '素材与模板' })).toHaveAttribute(
      'href',
      '/sumwhy_video/material_library?page=2',
    );
    await user.click(canvas.getByRole('link', { name: '封面制作' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(args.items[2], 'back');
  },
};

/** The app's router link renders the crumbs (here a stand-in that prefixes a base path). */
export const WithLinkComponent: Story = {
  args: {
    linkComponent: function BasePathLink({ href, children, ...rest }: LinkComponentProps) {
      return (
        <a href={`/console${href}`} {...rest}>
          {children}
        </a>
      );
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '素材库' })).toHaveAttribute(
      'href',
      '/console/sumwhy_video/material_library',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    items: [
      { label: 'Short-video creation', path: '/sumwhy_video' },
      { label: 'Material library', path: '/sumwhy_video/material_library' },
    ],
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
