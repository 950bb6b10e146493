import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField/FormField';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { DatePicker } from './DatePicker';

const today = new Date(2026, 10, 21, 10, 0, 0);

describeConformance({
  component: 'DatePicker',
  render: (props) => <DatePicker aria-label="日期" today={today} {...(props as object)} />,
});

describe('DatePicker', () => {
  it('accepts a typed YYYY-MM-DD date on Enter', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(
      <FormField label="发布日期">
        <DatePicker today={today} onValueChange={onValueChange} />
      </FormField>,
    );
    await user.type(screen.getByRole('textbox', { name: '发布日期' }), '2026-11-03{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith(new Date(2026, 10, 3));
  });

  it('puts back the last value when the typed text is not a date', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DatePicker aria-label="日期" today={today} defaultValue={new Date(2026, 10, 1)} />);
    const input = screen.getByRole('textbox', { name: '日期' });
    await user.clear(input);
    await user.type(input, '2026-13-01');
    await user.tab();
    expect(input).toHaveValue('2026-11-01');
  });

  it('opens the calendar by keyboard, picks a day and returns focus', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<DatePicker aria-label="日期" today={today} onValueChange={onValueChange} />);
    const button = screen.getByRole('button', { name: '打开日历' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '日历' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /11月20日/ }));
    expect(onValueChange).toHaveBeenLastCalledWith(new Date(2026, 10, 20));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox')).toHaveValue('2026-11-20');
    await waitFor(() => expect(button).toHaveFocus());
  });

  describe('given disableFuture', () => {
    it('disables days after today and refuses a typed future date', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithProviders(<DatePicker aria-label="日期" today={today} disableFuture onValueChange={onValueChange} />);
      await user.click(screen.getByRole('button', { name: '打开日历' }));
      expect(await screen.findByRole('button', { name: /11月22日/ })).toBeDisabled();
      expect(screen.getByRole('button', { name: /11月21日/ })).toBeEnabled();
      await user.keyboard('{Escape}');
      await user.type(screen.getByRole('textbox'), '2026-11-25{Enter}');
      expect(onValueChange).not.toHaveBeenCalled();
    });
  });

  it('clears with the clear button', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(
      <DatePicker aria-label="日期" today={today} defaultValue={today} onValueChange={onValueChange} />,
    );
    await user.click(screen.getByRole('button', { name: '清空' }));
    expect(onValueChange).toHaveBeenLastCalledWith(null);
  });

  it('speaks English', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DatePicker aria-label="Date" today={today} />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Open calendar' }));
    expect(await screen.findByRole('dialog', { name: 'Calendar' })).toBeInTheDocument();
    expect(screen.getByText('November 2026')).toBeInTheDocument();
  });
});
