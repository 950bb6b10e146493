import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import * as Dialog from './Dialog.namespace';
import type { DialogContentProps } from './Dialog';

type Args = Pick<DialogContentProps, 'size' | 'title' | 'description' | 'hideCloseButton'> & { defaultOpen?: boolean };

function Example({ defaultOpen, ...content }: Args) {
  return (
    <Dialog.Root {...(defaultOpen ? { defaultOpen } : {})}>
      <Dialog.Trigger asChild>
        <Button>打开对话框</Button>
      </Dialog.Trigger>
      <Dialog.Content
        {...content}
        footer={
          <>
            <Dialog.Close asChild>
              <Button>取消</Button>
            </Dialog.Close>
            <Dialog.Close asChild>
              <Button variant="primary">确认</Button>
            </Dialog.Close>
          </>
        }
      >
        <p style={{ margin: '8px 0' }}>对话框正文内容。焦点被限制在对话框内，按 Esc 关闭后焦点返回触发按钮。</p>
      </Dialog.Content>
    </Dialog.Root>
  );
}

const meta = {
  title: 'Components/Dialog',
  component: Dialog.Content,
  subcomponents: { Root: Dialog.Root, Trigger: Dialog.Trigger, Close: Dialog.Close },
  render: (args) => <Example {...args} />,
  args: { title: '编辑信息', description: '修改后立即生效。', size: 'md', defaultOpen: false },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
    defaultOpen: { description: "Story only: `Root`'s `defaultOpen`, the dialog open on first render." },
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { defaultOpen: true } };

export const Open: Story = { tags: ['visual'], args: { defaultOpen: true } };

export const Small: Story = { args: { defaultOpen: true, size: 'sm', description: undefined } };

export const Large: Story = { args: { defaultOpen: true, size: 'lg' } };

export const WithoutCloseButton: Story = { args: { defaultOpen: true, hideCloseButton: true } };

export const English: Story = {
  globals: { locale: 'en' },
  args: { defaultOpen: true, title: 'Edit details', description: 'Changes apply at once.' },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultOpen: true } };

/** Opens by keyboard, traps focus, closes on Esc and returns focus to the trigger. */
export const KeyboardFocusTrap: Story = {
  // Closed at rest, shown inline in docs, where Storybook does not autoplay: story iframes on a docs
  // page play at once and take keyboard focus from each other, and this play follows focus.
  parameters: { docs: { story: { inline: true } } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '打开对话框' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '编辑信息' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
