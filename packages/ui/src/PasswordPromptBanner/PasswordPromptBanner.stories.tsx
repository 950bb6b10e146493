import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordPromptBanner } from './PasswordPromptBanner';

const meta = {
  title: 'Account/PasswordPromptBanner',
  component: PasswordPromptBanner,
  parameters: { layout: 'fullscreen' },
  args: { onSetPassword: fn(() => Promise.resolve()), onPasswordSet: fn(), onDismiss: fn() },
} satisfies Meta<typeof PasswordPromptBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['visual'] };

/** Keyboard: Tab to "set password", Enter opens the dialog with focus in the first field. */
export const KeyboardOpenDialog: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    await expect(await body.findByRole('dialog', { name: '设置密码' })).toBeInTheDocument();
    await expect(body.getByLabelText(/^新密码/, { selector: 'input' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

export const English: Story = { globals: { locale: 'en' } };

export const Dark: Story = { globals: { theme: 'dark' } };
