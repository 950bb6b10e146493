import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { TextInput } from './TextInput';

describeConformance({
  component: 'TextInput',
  render: (props) => <TextInput aria-label="名称" {...(props as object)} />,
});

describe('TextInput', () => {
  it('reports typed text', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<TextInput aria-label="名称" onValueChange={onValueChange} />);
    await user.type(screen.getByRole('textbox', { name: '名称' }), 'ab');
    expect(onValueChange).toHaveBeenLastCalledWith('ab');
  });

  it('exposes its size as data-size', () => {
    renderWithProviders(<TextInput aria-label="名称" size="sm" data-testid="root" />);
    expect(screen.getByTestId('root')).toHaveAttribute('data-size', 'sm');
  });

  describe('given clearable', () => {
    it('shows a translated clear button only when there is a value, and clears with the keyboard', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithProviders(<TextInput aria-label="名称" clearable onValueChange={onValueChange} />);
      expect(screen.queryByRole('button', { name: '清空' })).not.toBeInTheDocument();
      await user.type(screen.getByRole('textbox'), 'abc');
      await user.tab();
      expect(screen.getByRole('button', { name: '清空' })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(screen.getByRole('textbox')).toHaveValue('');
      expect(screen.getByRole('textbox')).toHaveFocus();
      expect(onValueChange).toHaveBeenLastCalledWith('');
    });
    it('is named in English', async () => {
      renderWithProviders(<TextInput aria-label="Name" clearable defaultValue="x" />, { locale: 'en' });
      expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
    });
    it('is not offered when disabled or read-only', () => {
      renderWithProviders(
        <>
          <TextInput aria-label="a" clearable defaultValue="x" disabled />
          <TextInput aria-label="b" clearable defaultValue="x" readOnly />
        </>,
      );
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });
  });

  describe('given maxLength', () => {
    it('counts characters live and stops at the limit', async () => {
      const user = userEvent.setup();
      renderWithProviders(<TextInput aria-label="名称" maxLength={10} />);
      expect(screen.getByText('0/10')).toBeInTheDocument();
      await user.type(screen.getByRole('textbox'), 'abc');
      expect(screen.getByText('3/10')).toBeInTheDocument();
      expect(screen.getByRole('textbox')).toHaveAccessibleDescription('已输入 3 个字符，最多 10 个');
      expect(screen.getByRole('textbox')).toHaveAttribute('maxlength', '10');
    });
  });

  it('marks invalid with aria-invalid', () => {
    renderWithProviders(<TextInput aria-label="名称" invalid data-testid="root" />);
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('root')).toHaveAttribute('data-invalid', 'true');
  });

  it('renders leading and trailing visuals', () => {
    renderWithProviders(<TextInput aria-label="价格" leadingVisual="¥" trailingVisual="元" />);
    expect(screen.getByText('¥')).toBeInTheDocument();
    expect(screen.getByText('元')).toBeInTheDocument();
  });

  it('cannot be edited when disabled or read-only', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <TextInput aria-label="a" defaultValue="x" disabled />
        <TextInput aria-label="b" defaultValue="y" readOnly />
      </>,
    );
    await user.type(screen.getByRole('textbox', { name: 'a' }), 'z');
    await user.type(screen.getByRole('textbox', { name: 'b' }), 'z');
    expect(screen.getByRole('textbox', { name: 'a' })).toHaveValue('x');
    expect(screen.getByRole('textbox', { name: 'b' })).toHaveValue('y');
  });

  it('follows a controlled value', () => {
    const { rerender } = renderWithProviders(<TextInput aria-label="名称" value="a" onValueChange={() => {}} />);
    rerender(<TextInput aria-label="名称" value="b" onValueChange={() => {}} />);
    expect(screen.getByRole('textbox')).toHaveValue('b');
  });
});
