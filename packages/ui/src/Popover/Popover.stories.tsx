import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import * as Popover from './Popover.namespace';

interface ExampleProps {
  defaultOpen?: boolean;
  title?: string;
  hideCloseButton?: boolean;
  trigger?: string;
  body?: string;
  confirm?: string;
}

function Example({
  defaultOpen,
  title = '筛选条件',
  hideCloseButton,
  trigger = '筛选',
  body = '只看我导出的记录',
  confirm = '确定',
}: ExampleProps) {
  return (
    <Popover.Root {...(defaultOpen ? { defaultOpen } : {})}>
      <Popover.Trigger asChild>
        <Button>{trigger}</Button>
      </Popover.Trigger>
      <Popover.Content title={title} {...(hideCloseButton ? { hideCloseButton } : {})}>
        <label style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 12 }}>
          <input type="checkbox" defaultChecked /> {body}
        </label>
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Popover.Close asChild>
            <Button size="sm" variant="primary">
              {confirm}
            </Button>
          </Popover.Close>
        </div>
      </Popover.Content>
    </Popover.Root>
  );
}

const meta = {
  title: 'Components/Popover',
  component: Popover.Content,
  subcomponents: { Root: Popover.Root, Trigger: Popover.Trigger, Close: Popover.Close },
  render: (args) => <Example {...args} />,
  args: {},
  argTypes: {
    defaultOpen: { description: "Story only: `Root`'s `defaultOpen`, the panel open on first render." },
    trigger: { description: "Story only: the trigger button's text." },
    body: { description: 'Story only: the label of the checkbox inside the panel.' },
    confirm: { description: 'Story only: the text of the `Close` button inside the panel.' },
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 260 } } },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { defaultOpen: true, title: '筛选条件', hideCloseButton: false } };

export const Open: Story = { tags: ['visual'], args: { defaultOpen: true } };

/** Enter opens and moves focus in; Space toggles the option; Esc closes and focus returns to the trigger. */
export const KeyboardUse: Story = {
  // Closed at rest, shown inline in docs, where Storybook does not autoplay: story iframes on a docs
  // page play at once and take keyboard focus from each other, and this play follows focus.
  parameters: { docs: { story: { inline: true } } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '筛选' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: '筛选条件' });
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    const option = within(panel).getByRole('checkbox', { name: '只看我导出的记录' });
    while (document.activeElement !== option) await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(option).not.toBeChecked();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The translated × closes it too. */
export const CloseButton: Story = {
  // Closed at rest, shown inline in docs, where Storybook does not autoplay: story iframes on a docs
  // page play at once and take keyboard focus from each other, and this play follows focus.
  parameters: { docs: { story: { inline: true } } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '筛选' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const close = await screen.findByRole('button', { name: '关闭' });
    close.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { defaultOpen: true, title: 'Filters', trigger: 'Filter', body: 'Only my exports', confirm: 'OK' },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultOpen: true } };
