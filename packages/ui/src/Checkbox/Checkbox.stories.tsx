import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../FormField/FormField';
import { Checkbox } from './Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: '我已阅读并同意服务协议', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { defaultChecked: false, disabled: false, invalid: false } };

export const States: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Checkbox {...args} label="未选" />
      <Checkbox {...args} label="已选" defaultChecked />
      <Checkbox {...args} label="部分选中" defaultChecked="indeterminate" />
      <Checkbox {...args} label="禁用" disabled />
      <Checkbox {...args} label="禁用已选" disabled defaultChecked />
      <Checkbox {...args} label="错误" invalid />
    </div>
  ),
};

const platforms = [
  { value: 'douyin', label: '抖音' },
  { value: 'kuaishou', label: '快手' },
  { value: 'xhs', label: '小红书' },
  { value: 'wechat', label: '视频号', disabled: true },
];

export const Group: Story = {
  render: () => (
    <FormField label="发布平台" hint="可多选">
      <CheckboxGroup options={platforms} defaultValue={['douyin']} />
    </FormField>
  ),
};

export const GroupHorizontal: Story = {
  render: () => (
    <CheckboxGroup aria-label="发布平台" orientation="horizontal" options={platforms} defaultValue={['xhs']} />
  ),
};

function SelectAll() {
  const [value, setValue] = useState<string[]>(['douyin']);
  const enabled = platforms.filter((p) => !p.disabled).map((p) => p.value);
  const all = value.length === enabled.length;
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Checkbox
        label="全选"
        checked={all ? true : value.length ? 'indeterminate' : false}
        onCheckedChange={(on) => setValue(on ? enabled : [])}
      />
      <CheckboxGroup aria-label="发布平台" options={platforms} value={value} onValueChange={setValue} />
    </div>
  );
}

export const Indeterminate: Story = { render: () => <SelectAll /> };

export const English: Story = { globals: { locale: 'en' }, args: { label: 'I agree to the terms' } };

export const Dark: Story = { globals: { theme: 'dark' }, render: States.render! };

/** Tab to the box, Space toggles; "select all" resolves indeterminate. */
export const KeyboardToggle: Story = {
  render: () => <SelectAll />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: '全选' });
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.tab();
    await expect(all).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '小红书' })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: '抖音' })).not.toBeChecked();
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
  },
};
