import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test-utils/axe';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { PasswordInput } from '../PasswordInput/PasswordInput';
import { TextInput } from '../TextInput/TextInput';
import { FormField } from './FormField';
import { useFieldValidation } from './useFieldValidation';
import { validateConfirmPassword, validatePassword, validatePhone, validateRequiredPassword } from './validators';

describeConformance({
  component: 'FormField',
  render: (props) => (
    <FormField label="名称" {...(props as object)}>
      <TextInput />
    </FormField>
  ),
});

describe('FormField', () => {
  it('labels the control inside it', () => {
    renderWithProviders(
      <FormField label="名称">
        <TextInput />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: '名称' })).toBeInTheDocument();
  });

  it('wires the hint to aria-describedby', () => {
    renderWithProviders(
      <FormField label="名称" hint="最多10个字">
        <TextInput />
      </FormField>,
    );
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('最多10个字');
  });

  describe('given an error', () => {
    it('marks the control invalid and describes it with the message', () => {
      renderWithProviders(
        <FormField label="名称" hint="提示" error="名称不能为空">
          <TextInput />
        </FormField>,
      );
      const input = screen.getByRole('textbox', { name: '名称' });
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription('提示 名称不能为空');
      expect(screen.getByRole('alert')).toHaveTextContent('名称不能为空');
    });
  });

  describe('given required', () => {
    it('shows a mark and says "required" in the label', () => {
      renderWithProviders(
        <FormField label="名称" required>
          <TextInput />
        </FormField>,
      );
      const input = screen.getByRole('textbox', { name: /^名称\s*必填$/ });
      expect(input).toBeRequired();
    });
    it('says "required" in English', () => {
      renderWithProviders(
        <FormField label="Name" required>
          <TextInput />
        </FormField>,
        { locale: 'en' },
      );
      expect(screen.getByRole('textbox', { name: /^Name\s*required$/ })).toBeInTheDocument();
    });
  });

  it('hands id and aria props to a render-prop child', async () => {
    renderWithProviders(
      <FormField label="备注" error="太长了">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: '备注' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('太长了');
    expect(await axeViolations()).toEqual([]);
  });
});

describe('password validators', () => {
  it('requires a password of at least 8 characters', () => {
    expect(validatePassword('')).toBe('formField.passwordRequired');
    expect(validatePassword('1234567')).toBe('formField.passwordTooShort');
    expect(validatePassword('12345678')).toBeNull();
  });
  it('requires a matching confirmation', () => {
    expect(validateConfirmPassword('', 'abcdefgh')).toBe('formField.confirmRequired');
    expect(validateConfirmPassword('abc', 'abcdefgh')).toBe('formField.confirmTooShort');
    expect(validateConfirmPassword('abcdefgx', 'abcdefgh')).toBe('formField.passwordMismatch');
    expect(validateConfirmPassword('abcdefgh', 'abcdefgh')).toBeNull();
  });
});

function PasswordForm() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const passwordCheck = useFieldValidation({ value: password, rules: [validatePassword] });
  const confirmCheck = useFieldValidation({
    value: confirm,
    rules: [(v: string) => validateConfirmPassword(v, password)],
  });
  return (
    <form>
      <FormField label="新密码" error={passwordCheck.error}>
        <PasswordInput value={password} onValueChange={setPassword} onBlur={passwordCheck.onBlur} />
      </FormField>
      <FormField label="确认密码" error={confirmCheck.error}>
        <PasswordInput value={confirm} onValueChange={setConfirm} onBlur={confirmCheck.onBlur} />
      </FormField>
    </form>
  );
}

describe('useFieldValidation with the password rules', () => {
  const password = () => screen.getByLabelText('新密码', { selector: 'input' });
  const confirm = () => screen.getByLabelText('确认密码', { selector: 'input' });

  it('shows nothing while typing, then the message on blur', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PasswordForm />);
    await user.type(password(), 'abc');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('密码长度最少8位');
    expect(password()).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the password is required when left empty', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PasswordForm />);
    await user.click(password());
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('密码不能为空');
  });

  it('clears the message as soon as the input is fixed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PasswordForm />);
    await user.type(password(), 'abc');
    await user.tab();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.click(password());
    await user.type(password(), 'defgh');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(password()).not.toHaveAttribute('aria-invalid');
  });

  it('checks the confirmation: empty, then different, then equal', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PasswordForm />);
    await user.type(password(), 'abcdefgh');
    await user.click(confirm());
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('确认密码不能为空');
    await user.type(confirm(), 'abcdefgx');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('两次密码不相同');
    await user.clear(confirm());
    await user.type(confirm(), 'abcdefgh');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PasswordForm />, { locale: 'en' });
    await user.click(password());
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Password is required');
  });
});

describe('sign-in validators', () => {
  it('accepts mainland mobile numbers only', () => {
    expect(validatePhone('')).toBe('formField.phoneRequired');
    expect(validatePhone('   ')).toBe('formField.phoneRequired');
    expect(validatePhone('13800138000')).toBeNull();
    expect(validatePhone(' 19912345678 ')).toBeNull();
    expect(validatePhone('12800138000')).toBe('formField.phoneInvalid');
    expect(validatePhone('1380013800')).toBe('formField.phoneInvalid');
    expect(validatePhone('138001380001')).toBe('formField.phoneInvalid');
    expect(validatePhone('1380013800a')).toBe('formField.phoneInvalid');
  });

  it('wants some password to sign in', () => {
    expect(validateRequiredPassword('')).toBe('formField.passwordRequired');
    expect(validateRequiredPassword('x')).toBeNull();
  });
});
