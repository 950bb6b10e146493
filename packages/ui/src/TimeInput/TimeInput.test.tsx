import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField/FormField';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { TimeInput } from './TimeInput';
import { z } from 'zod';
import { Form, FormActions } from '../Form/Form';
import { FormItem } from '../Form/FormItem';
import { useSchemaForm } from '../Form/useSchemaForm';

describeConformance({
  component: 'TimeInput',
  render: (props) => <TimeInput aria-label="开始时间" {...(props as object)} />,
});

const combobox = () => screen.getByRole('combobox', { name: '开始时间' });

describe('TimeInput', () => {
  describe('typing', () => {
    it('reports a real time as it is typed and shows it in the exact format on blur', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithProviders(<TimeInput aria-label="开始时间" onValueChange={onValueChange} />);
      await user.type(combobox(), '9:05');
      expect(onValueChange).toHaveBeenLastCalledWith('09:05');
      expect(combobox()).toHaveValue('9:05');
      await user.tab();
      expect(combobox()).toHaveValue('09:05');
    });

    it('accepts a compact time and a full-width colon', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithProviders(<TimeInput aria-label="开始时间" onValueChange={onValueChange} />);
      await user.type(combobox(), '1830');
      expect(onValueChange).toHaveBeenLastCalledWith('18:30');
      await user.clear(combobox());
      expect(onValueChange).toHaveBeenLastCalledWith(null);
      await user.type(combobox(), '07：15');
      expect(onValueChange).toHaveBeenLastCalledWith('07:15');
    });

    it('works with seconds', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithProviders(<TimeInput aria-label="开始时间" seconds onValueChange={onValueChange} />);
      await user.type(combobox(), '08:30');
      expect(onValueChange).toHaveBeenLastCalledWith('08:30:00');
      await user.type(combobox(), ':45');
      expect(onValueChange).toHaveBeenLastCalledWith('08:30:45');
      expect(combobox()).toHaveAttribute('title', 'HH:mm:ss');
    });
  });

  describe('given a time that does not exist', () => {
    it('is not reported, and shows as invalid once the user leaves it', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithProviders(<TimeInput aria-label="开始时间" onValueChange={onValueChange} data-testid="root" />);
      await user.type(combobox(), '25:00');
      expect(onValueChange).not.toHaveBeenCalled();
      expect(combobox()).not.toHaveAttribute('aria-invalid');
      await user.tab();
      expect(combobox()).toHaveValue('25:00');
      expect(combobox()).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByTestId('root')).toHaveAttribute('data-invalid', 'true');
      expect(combobox()).toHaveAccessibleDescription('请输入正确的时间，格式 HH:mm');
      expect((combobox() as HTMLInputElement).validationMessage).toBe('请输入正确的时间，格式 HH:mm');
    });

    it('turns valid again once fixed', async () => {
      const user = userEvent.setup();
      renderWithProviders(<TimeInput aria-label="开始时间" />);
      await user.type(combobox(), '12:61{Enter}');
      expect(combobox()).toHaveAttribute('aria-invalid', 'true');
      await user.type(combobox(), '{Backspace}{Backspace}50');
      expect(combobox()).not.toHaveAttribute('aria-invalid');
    });

    it('marks a value from outside that is not a time', () => {
      renderWithProviders(<TimeInput aria-label="开始时间" value="9:3" onValueChange={() => {}} />);
      expect(combobox()).toHaveAttribute('aria-invalid', 'true');
    });
  });

  describe('the list', () => {
    it('opens with ArrowDown at the current time, moves with the arrows and picks with Enter', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithProviders(<TimeInput aria-label="开始时间" defaultValue="09:30" onValueChange={onValueChange} />);
      await user.tab();
      await user.keyboard('{ArrowDown}');
      const list = await screen.findByRole('listbox', { name: '可选时间' });
      expect(combobox()).toHaveAttribute('aria-expanded', 'true');
      expect(combobox()).toHaveAttribute('aria-controls', list.id);
      const active = () => document.getElementById(combobox().getAttribute('aria-activedescendant')!);
      expect(active()).toHaveTextContent('09:30');
      expect(screen.getByRole('option', { name: '09:30' })).toHaveAttribute('aria-selected', 'true');
      await user.keyboard('{ArrowDown}{ArrowDown}');
      expect(active()).toHaveTextContent('10:30');
      await user.keyboard('{PageDown}');
      expect(active()).toHaveTextContent('11:30');
      await user.keyboard('{ArrowUp}{Enter}');
      expect(onValueChange).toHaveBeenLastCalledWith('11:00');
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
      expect(combobox()).toHaveFocus();
      expect(combobox()).toHaveValue('11:00');
    });

    it('offers times every minuteStep minutes', async () => {
      const user = userEvent.setup();
      renderWithProviders(<TimeInput aria-label="开始时间" minuteStep={15} />);
      await user.click(combobox());
      expect(await screen.findAllByRole('option')).toHaveLength(96);
      expect(screen.getAllByRole('option')[1]).toHaveTextContent('00:15');
    });

    it('lets Enter keep a typed time while the list is open, and the arrows go on from it', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithProviders(<TimeInput aria-label="开始时间" onValueChange={onValueChange} />);
      await user.click(combobox());
      await screen.findByRole('listbox');
      await user.type(combobox(), '14:10');
      expect(combobox()).not.toHaveAttribute('aria-activedescendant');
      await user.keyboard('{ArrowDown}');
      const activeId = combobox().getAttribute('aria-activedescendant')!;
      expect(document.getElementById(activeId)).toHaveTextContent('14:30');
      await user.type(combobox(), '{Backspace}5');
      await user.keyboard('{Enter}');
      expect(onValueChange).toHaveBeenLastCalledWith('14:15');
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
      expect(combobox()).toHaveValue('14:15');
    });

    it('closes on Escape, keeping focus and the text', async () => {
      const user = userEvent.setup();
      renderWithProviders(<TimeInput aria-label="开始时间" defaultValue="07:00" />);
      await user.click(combobox());
      await screen.findByRole('listbox');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
      expect(combobox()).toHaveValue('07:00');
      expect(combobox()).toHaveFocus();
    });

    it('picks with the mouse from the clock button, keeping focus in the input', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithProviders(<TimeInput aria-label="开始时间" onValueChange={onValueChange} />);
      await user.click(screen.getByRole('button', { name: '选择时间' }));
      await user.click(await screen.findByRole('option', { name: '08:00' }));
      expect(onValueChange).toHaveBeenLastCalledWith('08:00');
      expect(combobox()).toHaveFocus();
    });

    it('does not open when disabled', async () => {
      const user = userEvent.setup();
      renderWithProviders(<TimeInput aria-label="开始时间" disabled defaultValue="08:00" />);
      await user.click(screen.getByRole('button', { name: '选择时间' }));
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '清空' })).not.toBeInTheDocument();
    });
  });

  it('clears with the clear button', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<TimeInput aria-label="开始时间" defaultValue="08:00" onValueChange={onValueChange} />);
    await user.click(screen.getByRole('button', { name: '清空' }));
    expect(onValueChange).toHaveBeenLastCalledWith(null);
    expect(combobox()).toHaveValue('');
    expect(combobox()).toHaveFocus();
  });

  it('takes a new value from outside over the text being typed', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [value, setValue] = useState<string | null>('08:00');
      return (
        <>
          <TimeInput aria-label="开始时间" value={value} onValueChange={setValue} />
          <button type="button" onClick={() => setValue('20:00')}>
            晚上
          </button>
        </>
      );
    }
    renderWithProviders(<Harness />);
    await user.type(combobox(), 'x');
    await user.click(screen.getByRole('button', { name: '晚上' }));
    expect(combobox()).toHaveValue('20:00');
  });

  it('takes its id, description, required and invalid state from a FormField, and calls onBlur', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    renderWithProviders(
      <FormField label="营业开始" hint="24 小时制" error="请选择时间" required>
        <TimeInput onBlur={onBlur} />
      </FormField>,
    );
    const field = screen.getByRole('combobox', { name: /营业开始/ });
    expect(field).toBeRequired();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('24 小时制 请选择时间');
    await user.click(field);
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('speaks English', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TimeInput aria-label="Start" />, { locale: 'en' });
    expect(screen.getByRole('combobox', { name: 'Start' })).toHaveAttribute('placeholder', 'Select a time');
    await user.click(screen.getByRole('button', { name: 'Choose a time' }));
    expect(await screen.findByRole('listbox', { name: 'Times' })).toBeInTheDocument();
  });

  it('binds to a FormItem', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const schema = z.object({ pushAt: z.string().regex(/^\d{2}:\d{2}$/) });
    function PushForm() {
      const form = useSchemaForm({ schema });
      return (
        <Form form={form} onSubmit={onSubmit} aria-label="推送">
          <FormItem name="pushAt" label="推送时间" required>
            <TimeInput />
          </FormItem>
          <FormActions submitText="保存" />
        </Form>
      );
    }
    renderWithProviders(<PushForm />);
    await user.type(screen.getByRole('combobox', { name: /推送时间/ }), '2030');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ pushAt: '20:30' });
  });
});
