import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneLoginForm } from './PhoneLoginForm';

const meta = {
  title: 'SignIn/PhoneLoginForm',
  component: PhoneLoginForm,
  args: {
    onSendCode: fn(() => Promise.resolve()),
    onSubmit: fn(() => Promise.resolve()),
    onForgotPassword: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhoneLoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['visual'] };

/** The account may also sign in with a password; messengers offered. */
export const WithPasswordAndSso: Story = {
  args: { onPasswordLogin: fn(), ssoProviders: ['flyBook', 'enterpriseWechat'], onSso: fn() },
};

/** Blurred with a wrong number: the message shows under the field. */
export const InvalidPhone: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /手机号/ }), '1280013');
    await userEvent.tab();
    await expect(canvas.getByText('请输入正确的手机号')).toBeVisible();
  },
};

/** The server refused the sign-in: its message above the button, the fields untouched. */
export const Refused: Story = {
  tags: ['visual'],
  args: { defaultPhone: '13800138000', onSubmit: fn(() => Promise.reject(new Error('该账号暂未开通权限'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /验证码/ }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('该账号暂未开通权限');
  },
};

/** Keyboard only: type the number, Tab to "get code", Enter, type the code, Enter signs in. */
export const KeyboardSignIn: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('13800138000');
    await user.tab();
    await user.tab();
    await expect(canvas.getByRole('button', { name: '获取验证码' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await expect(args.onSendCode).toHaveBeenCalledWith('13800138000');
    await expect(canvas.getByRole('textbox', { name: /验证码/ })).toHaveFocus();
    await user.keyboard('246810{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ phone: '13800138000', code: '246810' });
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { onPasswordLogin: fn(), ssoProviders: ['flyBook'], onSso: fn() },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { ssoProviders: ['flyBook', 'enterpriseWechat'] } };
