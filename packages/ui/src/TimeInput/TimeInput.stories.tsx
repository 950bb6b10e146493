import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FormField } from '../FormField/FormField';
import { TimeInput } from './TimeInput';

const meta = {
  title: 'Components/TimeInput',
  component: TimeInput,
  args: { 'aria-label': '开始时间', onValueChange: fn(), onOpenChange: fn(), onBlur: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  decorators: [(Story) => <div style={{ width: 240, minHeight: 320 }}>{Story()}</div>],
} satisfies Meta<typeof TimeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { defaultValue: '09:30', seconds: false, minuteStep: 30, clearable: true, disabled: false, invalid: false },
};

export const WithValue: Story = {
  render: (args) => (
    <FormField label="每日推送时间" hint="24 小时制" required>
      <TimeInput {...args} aria-label={undefined} defaultValue="20:00" />
    </FormField>
  ),
};

/** The list, open at the current time. */
export const Open: Story = { tags: ['visual'], args: { defaultValue: '09:30', open: true } };

/** `minuteStep={15}`: quarter hours in the list. */
export const QuarterHours: Story = { args: { minuteStep: 15, defaultValue: '12:15', open: true } };

/** `seconds`: the value is HH:mm:ss. */
export const WithSeconds: Story = { args: { seconds: true, defaultValue: '08:30:15' } };

/** A value that is not a real time. */
export const Invalid: Story = {
  render: (args) => (
    <FormField label="开始时间" hint="格式 HH:mm">
      <TimeInput {...args} aria-label={undefined} value="25:00" />
    </FormField>
  ),
};

export const WithFieldError: Story = {
  render: (args) => (
    <FormField label="开始时间" error="请选择开始时间" required>
      <TimeInput {...args} aria-label={undefined} />
    </FormField>
  ),
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '09:00' } };

export const English: Story = {
  globals: { locale: 'en' },
  args: { 'aria-label': 'Start time', defaultValue: '18:00', open: true },
};

export const Dark: Story = {
  tags: ['visual'],
  globals: { theme: 'dark' },
  args: { defaultValue: '10:00', open: true },
  // Dark, open: its own iframe in docs, where the popup (portalled to <body>) is dark too.
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
};

/** ArrowDown opens at the value, arrows move, Enter picks; focus never leaves the input. */
export const KeyboardPicking: Story = {
  args: { defaultValue: '09:00' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: '开始时间' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox', { name: '可选时间' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('10:00');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('10:00');
  },
};

/** Typed text: 9:5 is not a time, so after leaving the field it is invalid; 9:50 is fine. */
export const TypingInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: '开始时间' });
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}9:5');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('请输入正确的时间，格式 HH:mm');
    await userEvent.click(input);
    await userEvent.keyboard('{End}0');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('09:50');
  },
};
