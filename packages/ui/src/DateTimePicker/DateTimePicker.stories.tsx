import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FormField } from '../FormField/FormField';
import { DateTimePicker } from './DateTimePicker';

/** A fixed "now" so stories and screenshots never change. */
const now = new Date(2026, 10, 21, 10, 30, 15);

const meta = {
  title: 'Components/DateTimePicker',
  component: DateTimePicker,
  args: { 'aria-label': '到期时间', today: now, onValueChange: fn() },
  decorators: [(Story) => <div style={{ width: 300, minHeight: 460 }}>{Story()}</div>],
} satisfies Meta<typeof DateTimePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { disableFuture: false, clearable: true, disabled: false, invalid: false } };

export const WithValue: Story = { args: { defaultValue: new Date(2026, 11, 1, 8, 0, 0) } };

export const Open: Story = { tags: ['visual'], args: { defaultValue: new Date(2026, 11, 1, 8, 0, 0), open: true } };

export const ExpiryDialogField: Story = {
  name: 'Expiry field (required)',
  render: (args) => (
    <FormField label="到期时间" required error="请选择时间" hint="格式 YYYY-MM-DD HH:mm:ss">
      <DateTimePicker {...args} aria-label={undefined} />
    </FormField>
  ),
};

export const Disabled: Story = { args: { disabled: true, defaultValue: new Date(2026, 11, 1, 8, 0, 0) } };

export const English: Story = { globals: { locale: 'en' }, args: { 'aria-label': 'Expiry', open: true } };

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { open: true, defaultValue: new Date(2026, 11, 1, 8, 0, 0) },
  // Dark, open: its own iframe in docs, where the popup (portalled to <body>) is dark too.
  parameters: { docs: { story: { inline: false, iframeHeight: 500 } } },
};

/** Typed value in YYYY-MM-DD HH:mm:ss, then the popover by keyboard: day, time, confirm. */
export const KeyboardEntry: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '到期时间' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('2026-12-01 08:00:30{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(new Date(2026, 11, 1, 8, 0, 30));
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await screen.findByRole('dialog', { name: '日历' });
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/12月1日/));
    await userEvent.keyboard('{ArrowRight}{Enter}');
    const hour = screen.getByRole('spinbutton', { name: '时' });
    hour.focus();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(new Date(2026, 11, 2, 9, 0, 30));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(input).toHaveValue('2026-12-02 09:00:30');
  },
};
