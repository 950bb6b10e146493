import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FormField } from '../FormField/FormField';
import { DateRangePicker, lastDays } from './DateRangePicker';

/** A fixed "today" so stories and screenshots never change. */
const today = new Date(2026, 10, 21, 10, 0, 0);

const meta = {
  title: 'Components/DateRangePicker',
  component: DateRangePicker,
  args: { 'aria-label': '创建时间', today, onValueChange: fn() },
  decorators: [(Story) => <div style={{ width: 300, minHeight: 380 }}>{Story()}</div>],
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { disableFuture: true, quickRanges: true, clearable: true, disabled: false } };

export const WithValue: Story = { args: { defaultValue: lastDays(7, today) } };

export const Open: Story = {
  tags: ['visual'],
  args: { defaultValue: lastDays(7, today), disableFuture: true, open: true },
};

export const WithFormField: Story = {
  render: (args) => (
    <FormField label="创建时间" hint="不能选择今天之后的日期">
      <DateRangePicker {...args} aria-label={undefined} disableFuture />
    </FormField>
  ),
};

export const Disabled: Story = { args: { disabled: true, defaultValue: lastDays(7, today) } };

export const English: Story = {
  globals: { locale: 'en' },
  args: { 'aria-label': 'Created', open: true, disableFuture: true },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { open: true, disableFuture: true, defaultValue: lastDays(7, today) },
  // Dark, open: its own iframe in docs, where the popup (portalled to <body>) is dark too.
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
};

/** Keyboard: open, quick range, reopen, pick two days with arrows + Enter, Esc returns focus, clear. */
export const KeyboardRange: Story = {
  args: { disableFuture: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /^创建时间/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: '日历' });
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/11月21日/));
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      from: new Date(2026, 10, 18),
      to: new Date(2026, 10, 20, 23, 59, 59, 999),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: '最近7天' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(lastDays(7, today));
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: '日历' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '清空' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
  },
};
