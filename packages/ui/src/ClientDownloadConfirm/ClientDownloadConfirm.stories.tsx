import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ClientDownloadConfirm } from './ClientDownloadConfirm';

const meta = {
  title: 'Account/ClientDownloadConfirm',
  component: ClientDownloadConfirm,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    platform: 'windows',
    windowsUrl: 'https://cdn.example.com/client/BrandConsole-Setup-3.2.0.exe',
    macArmUrl: 'https://cdn.example.com/client/BrandConsole-3.2.0-arm64.dmg',
  },
} satisfies Meta<typeof ClientDownloadConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Windows: Story = { tags: ['visual'] };

export const Mac: Story = { args: { platform: 'mac' } };

/** No address for this platform: warn and offer nothing to download. */
export const NoAddress: Story = { tags: ['visual'], args: { platform: 'mac', macArmUrl: undefined } };

export const KeyboardConfirm: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const user = userEvent.setup();
    body.getByRole('button', { name: '下载' }).focus();
    await user.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith(args.windowsUrl);
  },
};

export const English: Story = { globals: { locale: 'en' } };

export const Dark: Story = { globals: { theme: 'dark' }, args: { platform: 'mac', macArmUrl: undefined } };
