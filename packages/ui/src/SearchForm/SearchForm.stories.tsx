import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateRangePicker } from '../DateRangePicker/DateRangePicker';
import { FormField } from '../FormField/FormField';
import { NumberRange } from '../NumberRange/NumberRange';
import { Select } from '../Select/Select';
import { TextInput } from '../TextInput/TextInput';
import { SearchForm } from './SearchForm';

const today = new Date(2026, 10, 21, 10, 0, 0);
const platforms = [
  { value: 'douyin', label: '抖音' },
  { value: 'kuaishou', label: '快手' },
];

const fields = [
  <FormField key="name" label="视频名称">
    <TextInput name="name" placeholder="请输入" />
  </FormField>,
  <FormField key="platform" label="平台">
    <Select options={platforms} name="platform" />
  </FormField>,
  <FormField key="created" label="创建时间">
    <DateRangePicker today={today} disableFuture />
  </FormField>,
  <FormField key="views" label="播放量">
    <NumberRange name="views" />
  </FormField>,
  <FormField key="author" label="作者">
    <TextInput name="author" placeholder="请输入" />
  </FormField>,
];

const meta = {
  title: 'Components/SearchForm',
  component: SearchForm,
  args: { onSearch: fn(), onReset: fn(), children: fields },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 16, minHeight: 360 }}>{Story()}</div>],
} satisfies Meta<typeof SearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['visual'] };

export const Playground: Story = { args: { collapsedCount: 3, searching: false } };

export const Expanded: Story = { args: { defaultExpanded: true } };

export const FewFields: Story = { args: { children: fields.slice(0, 2) } };

export const Searching: Story = { args: { searching: true } };

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    children: [
      <FormField key="name" label="Video name">
        <TextInput name="name" />
      </FormField>,
      <FormField key="author" label="Author">
        <TextInput name="author" />
      </FormField>,
      <FormField key="tag" label="Tag">
        <TextInput name="tag" />
      </FormField>,
      <FormField key="views" label="Views">
        <NumberRange name="views" />
      </FormField>,
    ],
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultExpanded: true } };

/** Enter in a field searches; the toggle expands with aria-expanded; Reset calls onReset. */
export const KeyboardSearch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: '视频名称' })).toHaveFocus();
    await userEvent.keyboard('春季{Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    const toggle = canvas.getByRole('button', { name: '展开' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('textbox', { name: '作者' })).toBeVisible();
    canvas.getByRole('button', { name: '重置' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('textbox', { name: '视频名称' })).toHaveValue('');
  },
};
