import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PhoneLoginForm } from '../PhoneLoginForm/PhoneLoginForm';
import { LoginLayout } from './LoginLayout';

const logo = (
  <svg width="32" height="32" viewBox="0 0 32 32">
    <rect width="32" height="32" rx="9" fill="#fff" />
    <path d="M9 22l6-12 4 8 2-4 3 8z" fill="#2563eb" />
  </svg>
);

const form = (
  <PhoneLoginForm
    onSendCode={fn(() => Promise.resolve())}
    onSubmit={fn(() => Promise.resolve())}
    onForgotPassword={fn()}
    ssoProviders={['flyBook', 'enterpriseWechat']}
    onSso={fn()}
  />
);

const meta = {
  title: 'SignIn/LoginLayout',
  component: LoginLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    productName: '品牌内容营销平台',
    logo,
    title: '手机号登录',
    children: form,
    footer: '© 2026 品牌内容营销平台',
  },
} satisfies Meta<typeof LoginLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['visual'] };

/** System version 2 (/cutShadow_login) has its own look and name. */
export const CutShadow: Story = { tags: ['visual'], args: { variant: 'cutShadow', productName: '剪影 · 智能创作' } };

/** The alternate brand (matrix customer acquisition). */
export const AlternateBrand: Story = { args: { productName: '矩阵获客' } };

export const English: Story = {
  globals: { locale: 'en' },
  args: { productName: 'Brand Content Marketing Console', title: 'Sign in with your phone', footer: '© 2026' },
};

export const Dark: Story = { globals: { theme: 'dark' } };
