import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField/FormField';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { DateRangePicker, lastDays } from './DateRangePicker';

const today = new Date(2026, 10, 21, 10, 0, 0);

describeConformance({
  component: 'DateRangePicker',
  render: (props) => <DateRangePicker aria-label="创建时间" today={today} {...(props as object)} />,
});

describe('lastDays', () => {
  it('covers whole days ending today', () => {
    expect(lastDays(7, today)).toEqual({ from: new Date(2026, 10, 15), to: new Date(2026, 10, 21, 23, 59, 59, 999) });
  });
});

describe('DateRangePicker', () => {
  it('picks a start and an end day, then closes', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(
      <FormField label="创建时间">
        <DateRangePicker today={today} onValueChange={onValueChange} />
      </FormField>,
    );
    const trigger = screen.getByRole('button', { name: /^创建时间/ });
    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: /11月10日/ }));
    expect(onValueChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /11月3日/ }));
    expect(onValueChange).toHaveBeenLastCalledWith({
      from: new Date(2026, 10, 3),
      to: new Date(2026, 10, 10, 23, 59, 59, 999),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveTextContent('2026-11-03 至 2026-11-10');
  });

  it('offers quick ranges for the last 7 and 30 days', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<DateRangePicker aria-label="创建时间" today={today} onValueChange={onValueChange} />);
    await user.click(screen.getByRole('button', { name: /^创建时间/ }));
    await user.click(await screen.findByRole('button', { name: '最近30天' }));
    expect(onValueChange).toHaveBeenLastCalledWith(lastDays(30, today));
  });

  it('disables future days with disableFuture', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DateRangePicker aria-label="创建时间" today={today} disableFuture />);
    await user.click(screen.getByRole('button', { name: /^创建时间/ }));
    expect(await screen.findByRole('button', { name: /11月22日/ })).toBeDisabled();
  });

  it('clears', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(
      <DateRangePicker
        aria-label="创建时间"
        today={today}
        defaultValue={lastDays(7, today)}
        onValueChange={onValueChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: '清空' }));
    expect(onValueChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('button', { name: /^创建时间/ })).toHaveTextContent('开始日期 至 结束日期');
  });

  it('speaks English', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DateRangePicker aria-label="Created" today={today} />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: /^Created/ }));
    expect(await screen.findByRole('button', { name: 'Last 7 days' })).toBeInTheDocument();
  });
});
