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
    downloadUrl: 'https://cdn.example.com/client/BrandConsole-Setup-3.2.0.exe',
    macArmUrl: 'https://cdn.example.com/client/BrandConsole-3.2.0-arm64.dmg',
  },
  // Open at rest: each story in its own iframe on the docs page, not stacked over it.
  parameters: { docs: { story: { inline: false, iframeHeight: 280 } } },
} satisfies Meta<typeof ClientDownloadConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Windows: Story = { tags: ['visual'] };

export const Mac: Story = { args: { platform: 'mac' } };

/** No address for this platform: warn and offer nothing to download. */
export const NoAddress: Story = { tags: ['visual'], args: { platform: 'mac', macArmUrl: undefined } };

/** The Windows executable named by `windowsFileName` (the address does not end with it). */
export const WindowsFileName: Story = {
  args: {
    downloadUrl: 'https://cdn.example.com/client/download?id=42',
    windowsFileName: 'BrandConsole-Setup-3.2.0.exe',
  },
};

/** No Windows address either. */
export const NoWindowsAddress: Story = { args: { platform: 'windows', downloadUrl: undefined } };

export const KeyboardConfirm: Story = {
  // Open at rest, and its play follows keyboard focus, which the dialog iframes of a docs page take
  // from each other as they load: kept off the docs page (its canvas and the test run show it).
  tags: ['!autodocs'],
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const user = userEvent.setup();
    body.getByRole('button', { name: '下载' }).focus();
    await user.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith(args.downloadUrl);
  },
};

/** Keyboard: the warning's only action closes it. */
export const KeyboardCloseWarning: Story = {
  // Open at rest, and its play follows keyboard focus, which the dialog iframes of a docs page take
  // from each other as they load: kept off the docs page (its canvas and the test run show it).
  tags: ['!autodocs'],
  args: { platform: 'mac', macArmUrl: undefined },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const user = userEvent.setup();
    await expect(body.queryByRole('button', { name: '下载' })).toBeNull();
    body.getByRole('button', { name: '知道了' }).focus();
    await user.keyboard('{Enter}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const English: Story = { globals: { locale: 'en' } };

export const EnglishNoAddress: Story = { globals: { locale: 'en' }, args: { platform: 'mac', macArmUrl: undefined } };

export const Dark: Story = { globals: { theme: 'dark' }, args: { platform: 'mac', macArmUrl: undefined } };
