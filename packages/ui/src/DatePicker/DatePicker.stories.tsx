import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FormField } from '../FormField/FormField';
import { DatePicker } from './DatePicker';

/** A fixed "today" so stories and screenshots never change with the calendar. */
const today = new Date(2026, 10, 21, 10, 0, 0);

const meta = {
  title: 'Components/DatePicker',
  component: DatePicker,
  args: { 'aria-label': '发布日期', today, onValueChange: fn(), onOpenChange: fn() },
  decorators: [(Story) => <div style={{ width: 280, minHeight: 380 }}>{Story()}</div>],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { disableFuture: false, clearable: true, disabled: false, invalid: false } };

export const WithValue: Story = { args: { defaultValue: new Date(2026, 10, 3) } };

export const Open: Story = { tags: ['visual'], args: { defaultValue: new Date(2026, 10, 3), open: true } };

export const DisableFuture: Story = { args: { disableFuture: true, open: true } };

export const WithFormField: Story = {
  render: (args) => (
    <FormField label="发布日期" required error="请选择日期">
      <DatePicker {...args} aria-label={undefined} />
    </FormField>
  ),
};

export const Disabled: Story = { args: { disabled: true, defaultValue: new Date(2026, 10, 3) } };

export const English: Story = { globals: { locale: 'en' }, args: { 'aria-label': 'Publish date', open: true } };

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: new Date(2026, 10, 3), open: true, disableFuture: true },
  // Dark, open: its own iframe in docs, where the popup (portalled to <body>) is dark too.
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
};

/** Opens from the calendar button, arrows move by day, Enter picks; Esc closes and returns focus. */
export const KeyboardPicking: Story = {
  args: { disableFuture: true, defaultValue: new Date(2026, 10, 10) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: '发布日期' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: '打开日历' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: '日历' });
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/11月10日/));
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/11月18日/));
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(new Date(2026, 10, 18));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: '日历' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};
