import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ForgotPasswordFlow } from './ForgotPasswordFlow';

const meta = {
  title: 'SignIn/ForgotPasswordFlow',
  component: ForgotPasswordFlow,
  args: {
    onSendCode: fn(() => Promise.resolve()),
    onVerify: fn(() => Promise.resolve()),
    onResetPassword: fn(() => Promise.resolve()),
    onBackToLogin: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ForgotPasswordFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Identity verification: Next is disabled until a code is typed. */
export const Verify: Story = { tags: ['visual'] };

/** The new password step with the on-blur messages showing. */
export const NewPasswordRules: Story = {
  tags: ['visual'],
  args: { defaultPhone: '13800138000' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /验证码/ }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await userEvent.type(canvas.getByLabelText(/^新密码/, { selector: 'input' }), 'abc');
    await userEvent.type(canvas.getByLabelText(/^确认密码/, { selector: 'input' }), 'abd');
    await userEvent.tab();
    await expect(canvas.getByText('密码长度最少8位')).toBeVisible();
    await expect(canvas.getByText('确认密码长度最少8位')).toBeVisible();
  },
};

/** Keyboard only, from the code to 修改成功. */
export const KeyboardFlow: Story = {
  args: { defaultPhone: '13800138000' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    await user.keyboard('654321{Enter}');
    await expect(args.onVerify).toHaveBeenCalledWith({ phone: '13800138000', code: '654321' });
    await expect(canvas.getByLabelText(/^新密码/, { selector: 'input' })).toHaveFocus();
    await user.keyboard('brand-2026');
    await user.tab();
    await user.tab();
    await user.keyboard('brand-2026{Enter}');
    await expect(await canvas.findByText('修改成功')).toHaveFocus();
  },
};

export const English: Story = { globals: { locale: 'en' } };

export const Dark: Story = { globals: { theme: 'dark' } };
