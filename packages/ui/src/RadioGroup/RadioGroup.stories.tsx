import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormField } from '../FormField/FormField';
import { RadioGroup } from './RadioGroup';

const options = [
  { value: 'video', label: '视频' },
  { value: 'image', label: '图文' },
  { value: 'live', label: '直播（未开通）', disabled: true },
];

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: { 'aria-label': '内容类型', options, onValueChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['visual'], args: { defaultValue: 'video' } };

export const Playground: Story = { args: { orientation: 'vertical', disabled: false, invalid: false } };

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'image' } };

export const WithFormField: Story = {
  render: (args) => (
    <FormField label="内容类型" required error="请选择内容类型">
      <RadioGroup {...args} aria-label={undefined} />
    </FormField>
  ),
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'video' } };

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    'aria-label': 'Content type',
    defaultValue: 'video',
    options: [
      { value: 'video', label: 'Video' },
      { value: 'image', label: 'Image and text' },
    ],
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultValue: 'image' } };

/** Tab enters the group, arrows move and select, the disabled radio is skipped. */
export const KeyboardSelection: Story = {
  args: { defaultValue: 'video' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '视频' })).toHaveFocus();
    // Radix selects on the focus that follows a held arrow key, so hold it like a person does.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: '图文' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('image');
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: '视频' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
  },
};
