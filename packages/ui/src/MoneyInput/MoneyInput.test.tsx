import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField/FormField';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { MoneyInput } from './MoneyInput';
import { z } from 'zod';
import { Form, FormActions } from '../Form/Form';
import { FormItem } from '../Form/FormItem';
import { useSchemaForm } from '../Form/useSchemaForm';

describeConformance({
  component: 'MoneyInput',
  render: (props) => <MoneyInput aria-label="价格" {...(props as object)} />,
});

const input = () => screen.getByRole('textbox', { name: '价格' });

describe('MoneyInput', () => {
  it('reports typed yuan as integer fen and formats on blur', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<MoneyInput aria-label="价格" onValueChange={onValueChange} />);
    await user.type(input(), '12.5');
    expect(onValueChange).toHaveBeenLastCalledWith(1250);
    expect(input()).toHaveValue('12.5');
    await user.tab();
    expect(input()).toHaveValue('12.50');
  });

  it('has no float drift: 0.29 is 29 fen, 1.15 is 115', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<MoneyInput aria-label="价格" onValueChange={onValueChange} />);
    await user.type(input(), '0.29');
    expect(onValueChange).toHaveBeenLastCalledWith(29);
    await user.clear(input());
    expect(onValueChange).toHaveBeenLastCalledWith(null);
    await user.type(input(), '1.15');
    expect(onValueChange).toHaveBeenLastCalledWith(115);
  });

  it('shows a value in fen as yuan with a ¥ and thousands separators', () => {
    renderWithProviders(<MoneyInput aria-label="价格" defaultValue={123456} showUnit />);
    expect(input()).toHaveValue('1,234.56');
    expect(screen.getByText('¥')).toBeInTheDocument();
    expect(screen.getByText('元')).toBeInTheDocument();
    expect(input()).toHaveAccessibleDescription('金额单位：元');
  });

  it('reads back its own formatted text when edited', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<MoneyInput aria-label="价格" defaultValue={123456} onValueChange={onValueChange} />);
    await user.type(input(), '{Backspace}');
    expect(input()).toHaveValue('1,234.5');
    expect(onValueChange).toHaveBeenLastCalledWith(123450);
  });

  describe('given text that is not an amount', () => {
    it('marks the field invalid, says why, keeps the text and does not report it', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithProviders(<MoneyInput aria-label="价格" onValueChange={onValueChange} data-testid="root" />);
      await user.type(input(), '12.345');
      expect(onValueChange).toHaveBeenLastCalledWith(1234);
      expect(input()).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByTestId('root')).toHaveAttribute('data-invalid', 'true');
      expect(input()).toHaveAccessibleDescription(/金额最多保留两位小数/);
      expect((input() as HTMLInputElement).validationMessage).toBe('金额最多保留两位小数');
      await user.tab();
      expect(input()).toHaveValue('12.345');
      expect(input()).toHaveAttribute('aria-invalid', 'true');
    });

    it('recovers once the text is fixed', async () => {
      const user = userEvent.setup();
      renderWithProviders(<MoneyInput aria-label="价格" />);
      await user.type(input(), 'abc');
      expect(input()).toHaveAccessibleDescription(/请输入正确的金额/);
      await user.clear(input());
      await user.type(input(), '3');
      expect(input()).not.toHaveAttribute('aria-invalid');
      expect((input() as HTMLInputElement).validationMessage).toBe('');
    });

    it('does not flag a lone minus sign or point while typing', async () => {
      const user = userEvent.setup();
      renderWithProviders(<MoneyInput aria-label="价格" min={-10000} />);
      await user.type(input(), '-');
      expect(input()).not.toHaveAttribute('aria-invalid');
      await user.tab();
      expect(input()).toHaveAttribute('aria-invalid', 'true');
    });
  });

  describe('given min and max in fen', () => {
    it('marks amounts outside as invalid, naming the limit, and never reports them', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithProviders(<MoneyInput aria-label="价格" min={100} max={10000} onValueChange={onValueChange} />);
      await user.type(input(), '200');
      expect(input()).toHaveAccessibleDescription(/金额不能大于 ¥100.00/);
      expect(onValueChange).toHaveBeenLastCalledWith(2000);
      await user.clear(input());
      await user.type(input(), '0.5');
      expect(input()).toHaveAccessibleDescription(/金额不能小于 ¥1.00/);
      expect(onValueChange).toHaveBeenLastCalledWith(null);
    });

    it('rejects negative amounts unless min allows them', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      const { unmount } = renderWithProviders(<MoneyInput aria-label="价格" onValueChange={onValueChange} />);
      await user.type(input(), '-5');
      expect(input()).toHaveAttribute('aria-invalid', 'true');
      expect(onValueChange).not.toHaveBeenCalledWith(-500);
      unmount();
      renderWithProviders(<MoneyInput aria-label="价格" min={-10000} onValueChange={onValueChange} />);
      await user.type(input(), '-5');
      expect(onValueChange).toHaveBeenLastCalledWith(-500);
    });
  });

  it('takes a new value from outside over the text being typed (a form reset)', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [value, setValue] = useState<number | null>(500);
      return (
        <>
          <MoneyInput aria-label="价格" value={value} onValueChange={setValue} />
          <button type="button" onClick={() => setValue(null)}>
            重置
          </button>
        </>
      );
    }
    renderWithProviders(<Harness />);
    expect(input()).toHaveValue('5.00');
    await user.type(input(), 'x');
    expect(input()).toHaveValue('5.00x');
    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(input()).toHaveValue('');
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it('takes its id, description, required and invalid state from a FormField', () => {
    renderWithProviders(
      <FormField label="预算" hint="单位元" error="请填写预算" required>
        <MoneyInput />
      </FormField>,
    );
    const field = screen.getByRole('textbox', { name: /预算/ });
    expect(field).toBeRequired();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('单位元 请填写预算 金额单位：元');
  });

  it('calls onBlur and cannot be edited when disabled', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    renderWithProviders(
      <>
        <MoneyInput aria-label="价格" onBlur={onBlur} />
        <MoneyInput aria-label="禁用" disabled defaultValue={100} />
      </>,
    );
    await user.click(input());
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
    await user.type(screen.getByRole('textbox', { name: '禁用' }), '9');
    expect(screen.getByRole('textbox', { name: '禁用' })).toHaveValue('1.00');
  });

  it('speaks English', () => {
    renderWithProviders(<MoneyInput aria-label="Price" showUnit />, { locale: 'en' });
    expect(screen.getByText('CNY')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Price' })).toHaveAccessibleDescription('Amount in yuan (CNY)');
  });

  it('binds to a FormItem: the form gets fen, and the schema judges it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const schema = z.object({ price: z.number().int().min(100, '至少 1 元') });
    function PriceForm() {
      const form = useSchemaForm({ schema });
      return (
        <Form form={form} onSubmit={onSubmit} aria-label="商品">
          <FormItem name="price" label="价格" required>
            <MoneyInput />
          </FormItem>
          <FormActions submitText="保存" />
        </Form>
      );
    }
    renderWithProviders(<PriceForm />);
    const price = screen.getByRole('textbox', { name: /价格/ });
    await user.type(price, '0.5');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(price).toHaveAccessibleDescription(/至少 1 元/));
    await user.clear(price);
    await user.type(price, '12.5');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ price: 1250 });
  });
});
