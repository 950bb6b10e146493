import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField/FormField';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { evaluateNumberRange, NumberRange } from './NumberRange';

describeConformance({
  component: 'NumberRange',
  render: (props) => <NumberRange aria-label="播放量" {...(props as object)} />,
});

describe('evaluateNumberRange', () => {
  it('accepts empty sides and ordered numbers', () => {
    expect(evaluateNumberRange('', '')).toEqual({ min: null, max: null, invalid: false });
    expect(evaluateNumberRange('1', '5')).toEqual({ min: 1, max: 5, invalid: false });
    expect(evaluateNumberRange('5', '5')).toEqual({ min: 5, max: 5, invalid: false });
  });
  it('flags min > max and text that is not a number', () => {
    expect(evaluateNumberRange('9', '5').invalid).toBe(true);
    expect(evaluateNumberRange('abc', '').invalid).toBe(true);
  });
});

describe('NumberRange', () => {
  it('is a labelled group of two inputs', () => {
    renderWithProviders(
      <FormField label="播放量">
        <NumberRange />
      </FormField>,
    );
    const group = screen.getByRole('group', { name: '播放量' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '最小值' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '最大值' })).toBeInTheDocument();
  });

  describe('given min greater than max', () => {
    it('shows 请规范输入内容 and reports invalid', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithProviders(<NumberRange aria-label="播放量" onValueChange={onValueChange} />);
      await user.type(screen.getByRole('textbox', { name: '最小值' }), '10');
      await user.type(screen.getByRole('textbox', { name: '最大值' }), '2');
      expect(screen.getByRole('alert')).toHaveTextContent('请规范输入内容');
      expect(onValueChange).toHaveBeenLastCalledWith({ min: 10, max: 2, invalid: true });
      expect(screen.getByRole('textbox', { name: '最小值' })).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('textbox', { name: '最大值' })).toHaveAccessibleDescription('请规范输入内容');
    });
    it('clears the message when fixed', async () => {
      const user = userEvent.setup();
      renderWithProviders(<NumberRange aria-label="播放量" defaultValue={{ min: 10, max: 2 }} />);
      expect(screen.getByRole('alert')).toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: '最大值' }), '0');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  it('flags a value that is not a number, in English', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NumberRange aria-label="Views" />, { locale: 'en' });
    await user.type(screen.getByRole('textbox', { name: 'Minimum' }), 'abc');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid range');
  });

  it('keeps typed text while following a controlled value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { rerender } = renderWithProviders(
      <NumberRange aria-label="播放量" value={{ min: 1, max: null }} onValueChange={onValueChange} />,
    );
    await user.type(screen.getByRole('textbox', { name: '最大值' }), 'x');
    expect(onValueChange).toHaveBeenLastCalledWith({ min: 1, max: null, invalid: true });
    rerender(<NumberRange aria-label="播放量" value={{ min: 2, max: 8 }} onValueChange={onValueChange} />);
    expect(screen.getByRole('textbox', { name: '最小值' })).toHaveValue('2');
    expect(screen.getByRole('textbox', { name: '最大值' })).toHaveValue('8');
  });
});
