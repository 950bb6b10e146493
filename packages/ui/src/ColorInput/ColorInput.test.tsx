import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField/FormField';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { ColorInput } from './ColorInput';
import { z } from 'zod';
import { Form, FormActions } from '../Form/Form';
import { FormItem } from '../Form/FormItem';
import { useSchemaForm } from '../Form/useSchemaForm';

describeConformance({
  component: 'ColorInput',
  render: (props) => <ColorInput aria-label="主题色" {...(props as object)} />,
});

const hexInput = () => screen.getByRole('textbox', { name: '主题色' });
const brand = [{ value: '#E60012', label: '品牌红' }, { value: '#1a66dd', label: '品牌蓝' }, '#ffcc00'];

describe('ColorInput', () => {
  describe('the hex field', () => {
    it('reports a valid hex as it is typed and normalises 3 digits on blur', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithProviders(<ColorInput aria-label="主题色" onValueChange={onValueChange} />);
      await user.type(hexInput(), 'F0A');
      expect(onValueChange).toHaveBeenLastCalledWith('#ff00aa');
      expect(hexInput()).toHaveValue('F0A');
      await user.tab();
      expect(hexInput()).toHaveValue('#ff00aa');
    });

    it('reports six digits with or without #, in lower case', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithProviders(<ColorInput aria-label="主题色" onValueChange={onValueChange} />);
      await user.type(hexInput(), '#1A66DD');
      expect(onValueChange).toHaveBeenLastCalledWith('#1a66dd');
    });

    it('shows a hex that is not a colour as invalid once the user leaves it, without reporting it', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithProviders(
        <ColorInput aria-label="主题色" defaultValue="#1a66dd" onValueChange={onValueChange} data-testid="root" />,
      );
      await user.clear(hexInput());
      await user.type(hexInput(), '#12345');
      expect(hexInput()).not.toHaveAttribute('aria-invalid');
      await user.keyboard('{Enter}');
      expect(hexInput()).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByTestId('root')).toHaveAttribute('data-invalid', 'true');
      expect(hexInput()).toHaveAccessibleDescription('请输入正确的颜色值，如 #1677ff');
      expect(onValueChange).not.toHaveBeenCalledWith('#12345');
      await user.type(hexInput(), '6');
      expect(hexInput()).not.toHaveAttribute('aria-invalid');
      expect(onValueChange).toHaveBeenLastCalledWith('#123456');
    });

    it('marks a value from outside that is not #rrggbb', () => {
      renderWithProviders(<ColorInput aria-label="主题色" value="blue" onValueChange={() => {}} />);
      expect(hexInput()).toHaveAttribute('aria-invalid', 'true');
    });
  });

  describe('the swatch popover', () => {
    it('names the current colour on the swatch button', () => {
      renderWithProviders(<ColorInput aria-label="主题色" defaultValue="#1a66dd" />);
      expect(screen.getByRole('button', { name: '选择颜色，当前 #1a66dd' })).toBeInTheDocument();
    });

    it('opens on the current preset, moves with the arrows and picks with Enter', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithProviders(
        <ColorInput aria-label="主题色" swatches={brand} defaultValue="#1a66dd" onValueChange={onValueChange} />,
      );
      await user.click(screen.getByRole('button', { name: /选择颜色/ }));
      const dialog = await screen.findByRole('dialog', { name: '颜色选择' });
      const presets = within(dialog).getByRole('group', { name: '预设颜色' });
      const blue = within(presets).getByRole('button', { name: '品牌蓝 #1a66dd' });
      await waitFor(() => expect(blue).toHaveFocus());
      expect(blue).toHaveAttribute('aria-pressed', 'true');
      await user.keyboard('{ArrowRight}');
      expect(within(presets).getByRole('button', { name: '#ffcc00' })).toHaveFocus();
      await user.keyboard('{Home}');
      expect(within(presets).getByRole('button', { name: '品牌红 #e60012' })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(onValueChange).toHaveBeenLastCalledWith('#e60012');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(hexInput()).toHaveValue('#e60012');
      expect(screen.getByRole('button', { name: '选择颜色，当前 #e60012' })).toHaveFocus();
    });

    it('takes any colour from the native picker and keeps the popover open', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithProviders(<ColorInput aria-label="主题色" onValueChange={onValueChange} />);
      await user.click(screen.getByRole('button', { name: '选择颜色' }));
      const custom = await screen.findByLabelText('自定义颜色');
      fireEvent.change(custom, { target: { value: '#336699' } });
      expect(onValueChange).toHaveBeenLastCalledWith('#336699');
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });

    it('offers no native picker without allowCustom and does not open when disabled', async () => {
      const user = userEvent.setup();
      const { unmount } = renderWithProviders(<ColorInput aria-label="主题色" allowCustom={false} />);
      await user.click(screen.getByRole('button', { name: '选择颜色' }));
      await screen.findByRole('dialog');
      expect(screen.queryByLabelText('自定义颜色')).not.toBeInTheDocument();
      unmount();
      renderWithProviders(<ColorInput aria-label="主题色" disabled defaultValue="#ffffff" />);
      expect(screen.getByRole('button', { name: /选择颜色/ })).toBeDisabled();
      expect(hexInput()).toBeDisabled();
    });
  });

  it('calls onBlur only when focus leaves the field and its popover', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    renderWithProviders(
      <>
        <ColorInput aria-label="主题色" onBlur={onBlur} />
        <button type="button">之后</button>
      </>,
    );
    await user.click(hexInput());
    await user.click(screen.getByRole('button', { name: '选择颜色' }));
    await screen.findByRole('dialog');
    expect(onBlur).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '之后' }));
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('takes its id, description and state from a FormField', () => {
    renderWithProviders(
      <FormField label="品牌色" hint="用于按钮和链接" error="请选择品牌色" required>
        <ColorInput />
      </FormField>,
    );
    const field = screen.getByRole('textbox', { name: /品牌色/ });
    expect(field).toBeRequired();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('用于按钮和链接 请选择品牌色');
  });

  it('speaks English', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ColorInput aria-label="Theme" defaultValue="#ffffff" />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Choose a colour, now #ffffff' }));
    expect(await screen.findByRole('dialog', { name: 'Colour picker' })).toBeInTheDocument();
    expect(screen.getByLabelText('Custom colour')).toBeInTheDocument();
  });

  it('binds to a FormItem', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const schema = z.object({ brandColor: z.string().regex(/^#[0-9a-f]{6}$/) });
    function ThemeForm() {
      const form = useSchemaForm({ schema });
      return (
        <Form form={form} onSubmit={onSubmit} aria-label="主题">
          <FormItem name="brandColor" label="品牌色" required>
            <ColorInput swatches={brand} />
          </FormItem>
          <FormActions submitText="保存" />
        </Form>
      );
    }
    renderWithProviders(<ThemeForm />);
    await user.click(screen.getByRole('button', { name: '选择颜色' }));
    await user.click(await screen.findByRole('button', { name: '品牌蓝 #1a66dd' }));
    expect(screen.getByRole('textbox', { name: /品牌色/ })).toHaveValue('#1a66dd');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ brandColor: '#1a66dd' });
  });
});
