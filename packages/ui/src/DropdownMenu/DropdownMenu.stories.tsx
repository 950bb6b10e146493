import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { MoreIcon } from '../internal/icons';
import * as DropdownMenu from './DropdownMenu.namespace';

interface ExampleProps {
  defaultOpen?: boolean;
  /** Stories that start open use a non-modal menu so the page behind is not aria-hidden for the axe check. */
  modal?: boolean;
  onAction?: (action: string) => void;
  triggerLabel?: string;
  labels?: { group: string; view: string; download: string; rename: string; remove: string; columns: string };
}

const zh = {
  group: '文件操作',
  view: '查看',
  download: '下载',
  rename: '重命名',
  remove: '删除',
  columns: '显示缩略图',
};
const en = {
  group: 'File',
  view: 'View',
  download: 'Download',
  rename: 'Rename',
  remove: 'Delete',
  columns: 'Show thumbnails',
};

function Example({
  defaultOpen,
  modal = true,
  onAction = () => undefined,
  triggerLabel = '更多操作',
  labels = zh,
}: ExampleProps) {
  const [thumbs, setThumbs] = useState(true);
  return (
    <DropdownMenu.Root modal={modal} {...(defaultOpen ? { defaultOpen } : {})}>
      <DropdownMenu.Trigger asChild>
        <Button leadingVisual={<MoreIcon />}>{triggerLabel}</Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label>{labels.group}</DropdownMenu.Label>
        <DropdownMenu.Item onSelect={() => onAction('view')}>{labels.view}</DropdownMenu.Item>
        <DropdownMenu.Item onSelect={() => onAction('download')}>{labels.download}</DropdownMenu.Item>
        <DropdownMenu.Item disabled onSelect={() => onAction('rename')}>
          {labels.rename}
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.CheckboxItem checked={thumbs} onCheckedChange={setThumbs}>
          {labels.columns}
        </DropdownMenu.CheckboxItem>
        <DropdownMenu.Separator />
        <DropdownMenu.Item tone="danger" onSelect={() => onAction('delete')}>
          {labels.remove}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

const meta = {
  title: 'Components/DropdownMenu',
  component: DropdownMenu.Root,
  subcomponents: {
    Trigger: DropdownMenu.Trigger,
    Content: DropdownMenu.Content,
    Item: DropdownMenu.Item,
    CheckboxItem: DropdownMenu.CheckboxItem,
    Label: DropdownMenu.Label,
    Separator: DropdownMenu.Separator,
  },
  render: (args) => <Example {...args} />,
  args: { onAction: fn() },
  argTypes: {
    onAction: {
      description: 'Story only: called with the chosen item (`view`, `download`, `delete`) from its `onSelect`.',
    },
    triggerLabel: { description: "Story only: the trigger button's text." },
    labels: { description: 'Story only: the texts of the group label and the items.' },
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 320 } } },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { defaultOpen: true, modal: false } };

export const Open: Story = { tags: ['visual'], args: { defaultOpen: true, modal: false } };

/** Opens with Enter, moves with arrows past the disabled item, chooses with Enter; focus returns to the trigger. */
export const KeyboardChoose: Story = {
  // Closed at rest, shown inline in docs, where Storybook does not autoplay: story iframes on a docs
  // page play at once and take keyboard focus from each other, and this play follows focus.
  parameters: { docs: { story: { inline: true } } },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '更多操作' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '查看' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: '下载' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitemcheckbox', { name: '显示缩略图' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(screen.getByRole('menuitemcheckbox', { name: '显示缩略图' })).toHaveAttribute('aria-checked', 'false');
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: '删除' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('delete');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Esc closes without choosing and returns focus. */
export const KeyboardEscape: Story = {
  // Closed at rest, shown inline in docs, where Storybook does not autoplay: story iframes on a docs
  // page play at once and take keyboard focus from each other, and this play follows focus.
  parameters: { docs: { story: { inline: true } } },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '更多操作' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { defaultOpen: true, modal: false, triggerLabel: 'More actions', labels: en },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultOpen: true, modal: false } };
