import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { DateTimePicker } from './DateTimePicker';

const now = new Date(2026, 10, 21, 10, 30, 15);

describeConformance({
  component: 'DateTimePicker',
  render: (props) => <DateTimePicker aria-label="到期时间" today={now} {...(props as object)} />,
});

describe('DateTimePicker', () => {
  it('shows the value as YYYY-MM-DD HH:mm:ss', () => {
    renderWithProviders(
      <DateTimePicker aria-label="到期时间" today={now} defaultValue={new Date(2026, 0, 2, 3, 4, 5)} />,
    );
    expect(screen.getByRole('textbox', { name: '到期时间' })).toHaveValue('2026-01-02 03:04:05');
  });

  it('accepts typed text in the format', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<DateTimePicker aria-label="到期时间" today={now} onValueChange={onValueChange} />);
    await user.type(screen.getByRole('textbox'), '2026-12-01 08:00:30');
    await user.tab();
    expect(onValueChange).toHaveBeenLastCalledWith(new Date(2026, 11, 1, 8, 0, 30));
  });

  it('picks a day, sets the time and confirms', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<DateTimePicker aria-label="到期时间" today={now} onValueChange={onValueChange} />);
    await user.click(screen.getByRole('button', { name: '打开日历' }));
    await user.click(await screen.findByRole('button', { name: /11月25日/ }));
    const hour = screen.getByRole('spinbutton', { name: '时' });
    await user.clear(hour);
    await user.type(hour, '9');
    const minute = screen.getByRole('spinbutton', { name: '分' });
    await user.click(minute);
    await user.keyboard('{ArrowUp}');
    expect(onValueChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onValueChange).toHaveBeenLastCalledWith(new Date(2026, 10, 25, 9, 1, 0));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('takes the current time with 此刻', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<DateTimePicker aria-label="到期时间" today={now} onValueChange={onValueChange} />);
    await user.click(screen.getByRole('button', { name: '打开日历' }));
    await user.click(await screen.findByRole('button', { name: '此刻' }));
    expect(onValueChange).toHaveBeenLastCalledWith(now);
    expect(screen.getByRole('textbox')).toHaveValue('2026-11-21 10:30:15');
  });

  it('names its parts in English', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DateTimePicker aria-label="Expiry" today={now} />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Open calendar' }));
    expect(await screen.findByRole('button', { name: 'Now' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Hour' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });
});
