import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { PasswordInput } from '../PasswordInput/PasswordInput';
import { TextInput } from '../TextInput/TextInput';
import { FormField } from './FormField';
import { useFieldValidation } from './useFieldValidation';
import { validateConfirmPassword, validatePassword } from './validators';

const meta = {
  title: 'Components/FormField',
  component: FormField,
  args: { label: '显示名称', children: <TextInput placeholder="请输入" /> },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { hint: '最多10个字符', required: true, error: '', orientation: 'vertical' } };

export const Required: Story = { args: { required: true } };

export const WithHint: Story = { args: { hint: '最多10个字符' } };

export const WithError: Story = {
  tags: ['visual'],
  args: { required: true, hint: '最多10个字符', error: '显示名称不能为空' },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', required: true, hint: '最多10个字符' } };

export const Disabled: Story = { args: { disabled: true } };

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Display name', required: true, hint: 'Up to 10 characters', error: 'Display name is required' },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { required: true, hint: '最多10个字符', error: '显示名称不能为空' },
};

/** New password + confirmation with the spec rules, checked on blur. */
const zh = { password: '新密码', confirm: '确认密码', submit: '确认' };
const en = { password: 'New password', confirm: 'Confirm password', submit: 'Confirm' };

function PasswordForm({ text = zh }: { text?: typeof zh }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const passwordCheck = useFieldValidation({ value: password, rules: [validatePassword] });
  const confirmCheck = useFieldValidation({
    value: confirm,
    rules: [(value: string) => validateConfirmPassword(value, password)],
  });
  return (
    <form
      style={{ display: 'grid', gap: 16 }}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        passwordCheck.validate();
        confirmCheck.validate();
      }}
    >
      <FormField label={text.password} required error={passwordCheck.error}>
        <PasswordInput
          autoComplete="new-password"
          value={password}
          onValueChange={setPassword}
          onBlur={passwordCheck.onBlur}
        />
      </FormField>
      <FormField label={text.confirm} required error={confirmCheck.error}>
        <PasswordInput
          autoComplete="new-password"
          value={confirm}
          onValueChange={setConfirm}
          onBlur={confirmCheck.onBlur}
        />
      </FormField>
      <Button type="submit" variant="primary">
        {text.submit}
      </Button>
    </form>
  );
}

export const PasswordFormStory: Story = {
  name: 'Password form',
  render: () => <PasswordForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText(/新密码/, { selector: 'input' });
    await userEvent.click(password);
    await userEvent.keyboard('abc');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.tab(); // to the show/hide toggle: the field is left
    await expect(await canvas.findByText('密码长度最少8位')).toBeInTheDocument();
    await userEvent.click(password);
    await userEvent.keyboard('defgh');
    await expect(canvas.queryByText('密码长度最少8位')).not.toBeInTheDocument();
    const confirm = canvas.getByLabelText(/确认密码/, { selector: 'input' });
    await userEvent.click(confirm);
    await userEvent.keyboard('abcdefgx');
    await userEvent.tab();
    await expect(await canvas.findByText('两次密码不相同')).toBeInTheDocument();
  },
};

export const PasswordFormEnglish: Story = {
  name: 'Password form (English)',
  globals: { locale: 'en' },
  render: () => <PasswordForm text={en} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByText('Password is required')).toBeInTheDocument();
    await expect(canvas.getByText('Please confirm the password')).toBeInTheDocument();
  },
};
