import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { clampRound, decimalsOf, parseNumber } from './number';
import { NumberInput } from './NumberInput';

describeConformance({
  component: 'NumberInput',
  render: (props) => <NumberInput aria-label="数量" {...(props as object)} />,
});

describe('number helpers', () => {
  it('parses numbers, empties and garbage', () => {
    expect(parseNumber(' 12.5 ')).toBe(12.5);
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('1a')).toBeNaN();
  });
  it('rounds to the step decimals and clamps', () => {
    expect(decimalsOf(0.05)).toBe(2);
    expect(decimalsOf(1)).toBe(0);
    expect(clampRound(3.14159, { precision: 2 })).toBe(3.14);
    expect(clampRound(120, { max: 100, precision: 0 })).toBe(100);
    expect(clampRound(-5, { min: 0, precision: 0 })).toBe(0);
  });
});

describe('NumberInput', () => {
  const input = () => screen.getByRole('spinbutton', { name: '数量' });

  it('steps with ArrowUp and ArrowDown within min and max', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(
      <NumberInput aria-label="数量" defaultValue={9} min={0} max={10} onValueChange={onValueChange} />,
    );
    await user.click(input());
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input()).toHaveValue('10');
    expect(input()).toHaveAttribute('aria-valuenow', '10');
    await user.keyboard('{ArrowDown}');
    expect(onValueChange).toHaveBeenLastCalledWith(9);
  });

  it('steps with the +/- buttons', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NumberInput aria-label="数量" defaultValue={1} step={0.5} />);
    await user.click(screen.getByRole('button', { name: '增加' }));
    expect(input()).toHaveValue('1.5');
    await user.click(screen.getByRole('button', { name: '减少' }));
    await user.click(screen.getByRole('button', { name: '减少' }));
    expect(input()).toHaveValue('0.5');
  });

  it('disables the + button at max', () => {
    renderWithProviders(<NumberInput aria-label="数量" defaultValue={5} max={5} />);
    expect(screen.getByRole('button', { name: '增加' })).toBeDisabled();
  });

  it('clamps and rounds on blur', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<NumberInput aria-label="数量" max={100} precision={1} onValueChange={onValueChange} />);
    await user.type(input(), '123.456');
    await user.tab();
    expect(input()).toHaveValue('100.0');
    expect(onValueChange).toHaveBeenLastCalledWith(100);
  });

  it('becomes null when emptied', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<NumberInput aria-label="数量" defaultValue={3} onValueChange={onValueChange} />);
    await user.clear(input());
    await user.tab();
    expect(onValueChange).toHaveBeenLastCalledWith(null);
    expect(input()).toHaveValue('');
  });

  it('drops text that is not a number on blur', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NumberInput aria-label="数量" defaultValue={3} />);
    await user.type(input(), 'x');
    await user.tab();
    expect(input()).toHaveValue('3');
  });

  it('starts from min when stepping an empty field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NumberInput aria-label="数量" min={5} />);
    await user.click(input());
    await user.keyboard('{ArrowUp}');
    expect(input()).toHaveValue('5');
  });

  it('names the steppers in English', () => {
    renderWithProviders(<NumberInput aria-label="Count" />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Increase' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decrease' })).toBeInTheDocument();
  });
});
