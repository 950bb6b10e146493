import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QRCode } from './QRCode';

const onRefresh = fn();

const meta = {
  title: 'Components/QRCode',
  component: QRCode,
  args: { value: 'https://console.example.com/publish?task=20260301-0001', title: '扫码发布到抖音' },
  argTypes: {
    errorLevel: { control: 'inline-radio', options: ['L', 'M', 'Q', 'H'] },
    status: { control: 'inline-radio', options: ['active', 'expired', 'loading'] },
  },
} satisfies Meta<typeof QRCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '扫码发布到抖音' })).toBeInTheDocument();
  },
};

export const Playground: Story = { args: { size: 160, errorLevel: 'M', status: 'active', bordered: true, onRefresh } };

/** Expired: the code fades under 已失效 and a refresh button. */
export const Expired: Story = {
  args: { status: 'expired', onRefresh },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('已失效')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '刷新' }));
    await expect(onRefresh).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const Borderless: Story = { args: { bordered: false } };

export const LargeHighCorrection: Story = { args: { size: 240, errorLevel: 'H' } };

export const TooLong: Story = { args: { value: 'x'.repeat(5000) } };

export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'Scan to publish', status: 'expired', onRefresh },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  },
};

/** Still dark modules on white in the dark theme, so phones can read it. */
export const Dark: Story = { globals: { theme: 'dark' } };

export const DarkExpired: Story = { globals: { theme: 'dark' }, args: { status: 'expired', onRefresh } };
