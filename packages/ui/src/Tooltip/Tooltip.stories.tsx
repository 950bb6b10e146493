import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { InfoIcon } from '../internal/icons';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: { content: '下载文件可在 15 天内重复下载', children: <Button>下载</Button> },
  argTypes: {
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
    children: { control: false },
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { delayDuration: 300, side: 'top' } };

export const Open: Story = { tags: ['visual'], args: { defaultOpen: true, side: 'bottom' } };

export const OnIconButton: Story = {
  args: {
    content: '视频时长至少 10 秒才能拆分',
    children: <Button variant="ghost" aria-label="拆分规则" leadingVisual={<InfoIcon />} />,
  },
};

/** Tab onto the trigger: the hint appears and describes it; Esc hides it and focus stays. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '下载' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tip = await screen.findByRole('tooltip');
    await expect(tip).toHaveTextContent('下载文件可在 15 天内重复下载');
    await expect(trigger).toHaveAccessibleDescription('下载文件可在 15 天内重复下载');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { content: 'Downloads stay available for 15 days', children: <Button>Download</Button>, defaultOpen: true },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultOpen: true },
  // Dark, open: its own iframe in docs, where the popup (portalled to <body>) is dark too.
  parameters: { docs: { story: { inline: false, iframeHeight: 160 } } },
};
