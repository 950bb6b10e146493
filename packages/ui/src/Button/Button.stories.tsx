import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlusIcon } from '../internal/icons';
import { Button } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: '保存', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['visual'] };

export const Playground: Story = { args: { variant: 'primary', size: 'md', loading: false, disabled: false } };

export const Variants: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} variant="primary">
        主要
      </Button>
      <Button {...args} variant="secondary">
        次要
      </Button>
      <Button {...args} variant="danger">
        删除
      </Button>
      <Button {...args} variant="ghost">
        幽灵
      </Button>
      <Button {...args} variant="link">
        链接
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">
        小
      </Button>
      <Button {...args} size="md">
        中
      </Button>
      <Button {...args} size="lg">
        大
      </Button>
    </div>
  ),
};

export const Loading: Story = {
  args: { variant: 'primary', loading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Disabled: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Button {...args} variant="primary" disabled>
        主要
      </Button>
      <Button {...args} disabled>
        次要
      </Button>
      <Button {...args} variant="danger" disabled>
        删除
      </Button>
    </div>
  ),
};

export const WithIcon: Story = { args: { variant: 'primary', leadingVisual: <PlusIcon />, children: '新建任务' } };

export const IconOnly: Story = { args: { 'aria-label': '新建', leadingVisual: <PlusIcon />, children: undefined } };

export const Block: Story = { args: { variant: 'primary', block: true, children: '登录' } };

export const English: Story = {
  globals: { locale: 'en' },
  args: { variant: 'primary', loading: true, children: 'Save' },
};

export const KeyboardActivation: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};
