import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { Button } from '../Button/Button';
import type { DrawerPlacement, DrawerSize } from '../Drawer/Drawer';
import { FormItem } from '../Form/FormItem';
import { Textarea } from '../Textarea/Textarea';
import { TextInput } from '../TextInput/TextInput';
import { FormDrawer } from './FormDrawer';

/** The api-client's text material request (`/cgp/web/media/material/upload/content`), without the folder. */
const schema = z.object({
  name: z.string().trim().min(1),
  content: z.string().min(1).max(500),
});
type Values = z.output<typeof schema>;

interface ExampleProps {
  title?: string;
  size?: DrawerSize;
  placement?: DrawerPlacement;
  defaultOpen?: boolean;
  onSubmit?: (values: Values) => Promise<void> | void;
}

function Example({
  title = '新建文本素材',
  size = 'md',
  placement = 'right',
  defaultOpen = false,
  onSubmit = () => {},
}: ExampleProps) {
  return (
    <FormDrawer
      title={title}
      trigger={<Button variant="primary">新建文本</Button>}
      defaultOpen={defaultOpen}
      size={size}
      placement={placement}
      schema={schema}
      defaultValues={{ name: '', content: '' }}
      submitText="保存"
      onSubmit={onSubmit}
    >
      <FormItem name="name" label="名称" required>
        <TextInput />
      </FormItem>
      <FormItem name="content" label="正文" required>
        <Textarea maxLength={500} minRows={8} />
      </FormItem>
    </FormDrawer>
  );
}

const meta = {
  title: 'Components/FormDrawer',
  // The docs page documents the kit's FormDrawer; the stories render Example, whose props are the args.
  component: FormDrawer as unknown as ComponentType<ExampleProps>,
  render: (args) => <Example {...args} />,
  args: { title: '新建文本素材', size: 'md', placement: 'right', defaultOpen: false, onSubmit: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
    placement: { control: 'inline-radio', options: ['right', 'left'] },
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { defaultOpen: true } };

export const Left: Story = { args: { defaultOpen: true, placement: 'left', size: 'sm' } };

/** Submit empty: the messages beside the fields, the drawer stays open. */
export const ValidationErrors: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const drawer = await screen.findByRole('dialog', { name: '新建文本素材' });
    await userEvent.click(within(drawer).getByRole('button', { name: '保存' }));
    await expect((await within(drawer).findAllByText('请填写此项')).length).toBe(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Saved: the drawer closes and focus returns to the trigger. */
export const SavesAndCloses: Story = {
  // Closed at rest, shown inline in docs, where Storybook does not autoplay: story iframes on a docs
  // page play at once and take keyboard focus from each other, and this play follows focus.
  parameters: { docs: { story: { inline: true } } },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '新建文本' });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: '新建文本素材' });
    await userEvent.type(within(drawer).getByRole('textbox', { name: /名称/ }), '开场白');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /正文/ }), '欢迎来到直播间');
    await userEvent.click(within(drawer).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { defaultOpen: true, title: 'New text material' },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultOpen: true } };
