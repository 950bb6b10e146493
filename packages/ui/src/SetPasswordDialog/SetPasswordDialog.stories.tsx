import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { openModal } from '../test-utils/modal';
import { SetPasswordDialog } from './SetPasswordDialog';

const meta = {
  title: 'Account/SetPasswordDialog',
  component: SetPasswordDialog,
  args: { defaultOpen: true, onSubmit: fn(() => Promise.resolve()), onOpenChange: fn(), onSuccess: fn() },
  // Open at rest: each story in its own iframe on the docs page, not stacked over it.
  parameters: { docs: { story: { inline: false, iframeHeight: 380 } } },
} satisfies Meta<typeof SetPasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['visual'] };

/** The on-blur rules showing. */
export const Mismatch: Story = {
  // Open at rest, and its play follows keyboard focus, which the dialog iframes of a docs page take
  // from each other as they load: kept off the docs page (its canvas and the test run show it).
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const body = within(await openModal(canvasElement));
    await userEvent.type(body.getByLabelText(/^新密码/, { selector: 'input' }), 'brand-2026');
    await userEvent.type(body.getByLabelText(/^确认密码/, { selector: 'input' }), 'brand-2027');
    await userEvent.tab();
    await expect(body.getByText('两次密码不相同')).toBeVisible();
  },
};

/** The server refused: the message shows in the dialog, the passwords stay. */
export const Refused: Story = {
  // Open at rest, and its play follows keyboard focus, which the dialog iframes of a docs page take
  // from each other as they load: kept off the docs page (its canvas and the test run show it).
  tags: ['!autodocs'],
  args: { onSubmit: fn(() => Promise.reject(new Error('新密码不能与初始密码相同'))) },
  play: async ({ canvasElement }) => {
    const body = within(await openModal(canvasElement));
    await userEvent.type(body.getByLabelText(/^新密码/, { selector: 'input' }), 'brand-2026');
    await userEvent.type(body.getByLabelText(/^确认密码/, { selector: 'input' }), 'brand-2026');
    await userEvent.click(body.getByRole('button', { name: '确认' }));
    await expect(await body.findByText('新密码不能与初始密码相同')).toBeVisible();
  },
};

/** Keyboard only: type, Tab past the show-password toggle, type, Enter. */
export const KeyboardSubmit: Story = {
  // Open at rest, and its play follows keyboard focus, which the dialog iframes of a docs page take
  // from each other as they load: kept off the docs page (its canvas and the test run show it).
  tags: ['!autodocs'],
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const user = userEvent.setup();
    await expect(body.getByLabelText(/^新密码/, { selector: 'input' })).toHaveFocus();
    await user.keyboard('brand-2026');
    await user.tab();
    await user.tab();
    await user.keyboard('brand-2026{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('brand-2026');
  },
};

export const English: Story = { globals: { locale: 'en' } };

export const Dark: Story = { globals: { theme: 'dark' } };
