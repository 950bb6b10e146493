import type { Meta, StoryObj } from '@storybook/react-vite';
import { Splash } from './Splash';

const meta = {
  title: 'Shell/Splash',
  component: Splash,
  args: { visible: true },
} satisfies Meta<typeof Splash>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['visual'] };

export const Playground: Story = { args: { productName: '品牌内容营销平台' } };

/** The alternate brand (matrix customer acquisition) changes the product name. */
export const AlternateBrand: Story = { args: { productName: '矩阵获客' } };

export const WithLogo: Story = {
  args: {
    logo: (
      <svg width="48" height="48" viewBox="0 0 48 48" role="img" aria-label="品牌标志">
        <rect width="48" height="48" rx="12" fill="#2563eb" />
        <path d="M14 30l8-14 6 10 4-6 4 10z" fill="#fff" />
      </svg>
    ),
  },
};

export const English: Story = { globals: { locale: 'en' }, args: { productName: 'Brand Content Marketing Console' } };

export const Dark: Story = { tags: ['visual'], globals: { theme: 'dark' } };
