import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { variant: 'text', lines: 3 },
  argTypes: { variant: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
  decorators: [
    (Story) => (
      <div aria-busy="true" aria-label="加载中的内容" role="region" style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['visual'] };

export const Playground: Story = { args: { lines: 2, width: 240, height: 16, animated: true } };

export const Rect: Story = { args: { variant: 'rect', height: 120 } };

export const Circle: Story = { args: { variant: 'circle', width: 48, height: 48 } };

/** A list item placeholder: avatar, title and two lines. */
export const Composition: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Skeleton variant="circle" />
      <div style={{ flex: 1, display: 'grid', gap: 8 }}>
        <Skeleton width="40%" height={16} />
        <Skeleton lines={2} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: '加载中的内容' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    for (const node of canvasElement.querySelectorAll('[data-component="Skeleton"]')) {
      await expect(node).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

export const Static: Story = { args: { animated: false } };

export const English: Story = { globals: { locale: 'en' } };

export const Dark: Story = { globals: { theme: 'dark' }, args: { lines: 3 } };
