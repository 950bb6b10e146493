import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ComponentType } from 'react';
import { FormField } from '../FormField/FormField';
import { Select } from './Select';
import type { SelectBaseProps } from './SelectTypes';

/** Storybook cannot infer args from a discriminated union; this flat view of the props is for stories only. */
type SelectStoryArgs = SelectBaseProps & {
  multiple?: boolean;
  defaultValue?: string | string[] | null;
  onValueChange?: (value: string | string[] | null) => void;
};
const SelectForStories = Select as unknown as ComponentType<SelectStoryArgs>;

const options = [
  { value: 'douyin', label: '抖音' },
  { value: 'kuaishou', label: '快手' },
  { value: 'xhs', label: '小红书' },
  { value: 'bilibili', label: '哔哩哔哩' },
  { value: 'wechat', label: '视频号（未开通）', disabled: true },
];

const meta = {
  title: 'Components/Select',
  component: Select as unknown as ComponentType<SelectStoryArgs>,
  args: { 'aria-label': '平台', options, onValueChange: fn() },
  decorators: [(Story) => <div style={{ width: 320, minHeight: 320 }}>{Story()}</div>],
} satisfies Meta<SelectStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { placeholder: '请选择平台', searchable: false, disabled: false, invalid: false },
};

export const WithValue: Story = { tags: ['visual'], args: { defaultValue: 'xhs' } };

export const Searchable: Story = { args: { searchable: true, defaultValue: 'douyin' } };

export const Multiple: Story = {
  tags: ['visual'],
  args: { multiple: true, defaultValue: ['douyin', 'xhs'] },
};

export const MultipleOpen: Story = { args: { multiple: true, defaultValue: ['douyin'], open: true } };

export const WithFormField: Story = {
  render: (args) => (
    <FormField label="发布平台" required error="请选择平台">
      <SelectForStories {...args} aria-label={undefined} />
    </FormField>
  ),
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'douyin' } };

export const DisabledMultiple: Story = { args: { multiple: true, disabled: true, defaultValue: ['douyin'] } };

export const English: Story = {
  globals: { locale: 'en' },
  args: { 'aria-label': 'Platform', multiple: true, defaultValue: ['douyin'] },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { multiple: true, defaultValue: ['douyin', 'kuaishou'] },
};

export const DarkOpen: Story = {
  globals: { theme: 'dark' },
  args: { open: true, searchable: true },
  // Dark, open: its own iframe in docs, where the popup (portalled to <body>) is dark too.
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
};

/** Single (Radix): opens with ArrowDown, picks with Enter, focus returns to the trigger. */
export const KeyboardSingle: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: '平台' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard(' ');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Multiple: Enter opens, typing filters, Enter toggles, Esc closes and returns focus; chips remove. */
export const KeyboardMultiple: Story = {
  args: { multiple: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: '平台' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const search = await screen.findByRole('combobox', { name: '搜索' });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard('小红{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['xhs']);
    await userEvent.clear(search);
    await userEvent.keyboard('zzz');
    await expect(await screen.findByText('暂无匹配结果')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: '移除 小红书' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([]);
  },
};

/** Searchable single: ArrowDown opens, type, Enter picks and closes. */
export const KeyboardSearchable: Story = {
  args: { searchable: true },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: '平台' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('combobox', { name: '搜索' })).toHaveFocus());
    await userEvent.keyboard('快{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('kuaishou');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('快手');
  },
};
