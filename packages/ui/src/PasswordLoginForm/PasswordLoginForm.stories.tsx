import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordLoginForm } from './PasswordLoginForm';

const meta = {
  title: 'SignIn/PasswordLoginForm',
  component: PasswordLoginForm,
  args: { onSubmit: fn(() => Promise.resolve()), onCodeLogin: fn(), onForgotPassword: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordLoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Refused: Story = {
  tags: ['visual'],
  args: { defaultPhone: '13800138000', onSubmit: fn(() => Promise.reject(new Error('账号或密码错误'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^密码/, { selector: 'input' }), 'wrong-pass');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('账号或密码错误');
  },
};

/** Keyboard only: number, Tab, password, Enter. */
export const KeyboardSignIn: Story = {
  play: async ({ args }) => {
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('13800138000');
    await user.tab();
    await user.keyboard('p4ssw0rd!{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ phone: '13800138000', password: 'p4ssw0rd!' });
  },
};

export const English: Story = { globals: { locale: 'en' } };

export const Dark: Story = { globals: { theme: 'dark' } };
