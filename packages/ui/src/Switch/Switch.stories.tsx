import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { label: '开启消息通知', onCheckedChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { defaultChecked: true, size: 'md', disabled: false } };

export const States: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Switch {...args} label="关闭" />
      <Switch {...args} label="开启" defaultChecked />
      <Switch {...args} label="小号" size="sm" defaultChecked />
      <Switch {...args} label="禁用" disabled />
      <Switch {...args} label="禁用开启" disabled defaultChecked />
    </div>
  ),
};

export const English: Story = { globals: { locale: 'en' }, args: { label: 'Notifications', defaultChecked: true } };

export const Dark: Story = { globals: { theme: 'dark' }, render: States.render! };

export const KeyboardToggle: Story = {
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: '开启消息通知' });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(control).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};
