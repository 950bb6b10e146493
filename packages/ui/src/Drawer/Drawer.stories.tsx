import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import * as Drawer from './Drawer.namespace';
import type { DrawerContentProps } from './Drawer';

type Args = Pick<DrawerContentProps, 'size' | 'placement' | 'title' | 'description' | 'hideCloseButton'> & {
  defaultOpen?: boolean;
};

function Example({ defaultOpen, ...content }: Args) {
  return (
    <Drawer.Root {...(defaultOpen ? { defaultOpen } : {})}>
      <Drawer.Trigger asChild>
        <Button>查看详情</Button>
      </Drawer.Trigger>
      <Drawer.Content
        {...content}
        footer={
          <>
            <Drawer.Close asChild>
              <Button>取消</Button>
            </Drawer.Close>
            <Drawer.Close asChild>
              <Button variant="primary">确认</Button>
            </Drawer.Close>
          </>
        }
      >
        <p style={{ margin: 0 }}>侧边抽屉的正文内容。焦点被限制在抽屉内，按 Esc 关闭后焦点返回触发按钮。</p>
      </Drawer.Content>
    </Drawer.Root>
  );
}

const meta = {
  title: 'Components/Drawer',
  component: Drawer.Content,
  subcomponents: { Root: Drawer.Root, Trigger: Drawer.Trigger, Close: Drawer.Close },
  render: (args) => <Example {...args} />,
  args: { title: '素材详情', description: '上传于 2026-03-01', size: 'md', placement: 'right', defaultOpen: false },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
    placement: { control: 'inline-radio', options: ['right', 'left'] },
    defaultOpen: { description: "Story only: `Root`'s `defaultOpen`, the drawer open on first render." },
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { defaultOpen: true } };

export const Open: Story = { args: { defaultOpen: true } };

export const Left: Story = { args: { defaultOpen: true, placement: 'left', size: 'sm' } };

export const Large: Story = { args: { defaultOpen: true, size: 'lg', description: undefined } };

export const WithoutCloseButton: Story = { args: { defaultOpen: true, hideCloseButton: true } };

export const English: Story = {
  globals: { locale: 'en' },
  args: { defaultOpen: true, title: 'Material details', description: 'Uploaded on 2026-03-01' },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultOpen: true } };

/** Opens by keyboard, traps focus, closes on Esc and returns focus to the trigger. */
export const KeyboardFocusTrap: Story = {
  // Closed at rest, shown inline in docs, where Storybook does not autoplay: story iframes on a docs
  // page play at once and take keyboard focus from each other, and this play follows focus.
  parameters: { docs: { story: { inline: true } } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '查看详情' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: '素材详情' });
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(drawer.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
