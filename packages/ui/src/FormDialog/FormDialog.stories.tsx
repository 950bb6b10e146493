import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { Button } from '../Button/Button';
import type { DialogSize } from '../Dialog/Dialog';
import { FormItem } from '../Form/FormItem';
import { Select } from '../Select/Select';
import { Textarea } from '../Textarea/Textarea';
import { TextInput } from '../TextInput/TextInput';
import { FormDialog } from './FormDialog';

/** The shape of the api-client's tag-group request, with a type and a description. */
const schema = z.object({
  groupName: z.string().trim().min(1).max(20),
  scope: z.enum(['brand', 'personal']),
  description: z.string().max(200),
});
type Values = z.output<typeof schema>;

interface ExampleProps {
  title?: string;
  size?: DialogSize;
  defaultOpen?: boolean;
  submitText?: string;
  defaultValues?: Partial<Values>;
  onSubmit?: (values: Values) => Promise<void> | void;
}

function Example({
  title = '新建标签组',
  size = 'md',
  defaultOpen = false,
  submitText = '创建',
  defaultValues = { groupName: '', description: '' },
  onSubmit = () => {},
}: ExampleProps) {
  return (
    <FormDialog
      title={title}
      description="标签组用于整理素材标签。"
      trigger={<Button variant="primary">新建标签组</Button>}
      defaultOpen={defaultOpen}
      size={size}
      schema={schema}
      defaultValues={defaultValues}
      submitText={submitText}
      onSubmit={onSubmit}
    >
      <FormItem name="groupName" label="名称" required>
        <TextInput maxLength={20} />
      </FormItem>
      <FormItem name="scope" label="可见范围" required>
        <Select
          options={[
            { value: 'brand', label: '全品牌' },
            { value: 'personal', label: '仅自己' },
          ]}
        />
      </FormItem>
      <FormItem name="description" label="说明" hint="选填，最多 200 字">
        <Textarea maxLength={200} />
      </FormItem>
    </FormDialog>
  );
}

const meta = {
  title: 'Components/FormDialog',
  // The docs page documents the kit's FormDialog; the stories render Example, whose props are the args.
  component: FormDialog as unknown as ComponentType<ExampleProps>,
  render: (args) => <Example {...args} />,
  args: {
    title: '新建标签组',
    size: 'md',
    defaultOpen: false,
    submitText: '创建',
    onSubmit: fn() as ExampleProps['onSubmit'],
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] } },
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { defaultOpen: true } };

export const Editing: Story = {
  args: {
    defaultOpen: true,
    title: '编辑标签组',
    submitText: '保存',
    defaultValues: { groupName: '节日营销', scope: 'brand', description: '春节、中秋等节日素材' },
  },
};

/** Submit empty: the translated messages beside the fields, the dialog stays open. */
export const ValidationErrors: Story = {
  // Open at rest, and its play follows keyboard focus, which the dialog iframes of a docs page take
  // from each other as they load: kept off the docs page (its canvas and the test run show it).
  tags: ['!autodocs'],
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '新建标签组' });
    await userEvent.click(within(dialog).getByRole('button', { name: '创建' }));
    const name = within(dialog).getByRole('textbox', { name: /名称/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription(/请填写此项/));
    await expect(within(dialog).getByRole('combobox', { name: /可见范围/ })).toHaveAccessibleDescription('请填写此项');
    await expect(name).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refuses: its message in an alert, the dialog open and every value kept. */
export const ServerRefusal: Story = {
  // Open at rest, and its play follows keyboard focus, which the dialog iframes of a docs page take
  // from each other as they load: kept off the docs page (its canvas and the test run show it).
  tags: ['!autodocs'],
  args: {
    defaultOpen: true,
    defaultValues: { groupName: '', scope: 'brand', description: '' },
    onSubmit: () => Promise.reject(new Error('标签组名称已存在')),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '新建标签组' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /名称/ }), '节日营销');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /说明/ }), '春节素材');
    await userEvent.click(within(dialog).getByRole('button', { name: '创建' }));
    await expect(await within(dialog).findByText('标签组名称已存在')).toBeInTheDocument();
    await expect(within(dialog).getByRole('textbox', { name: /名称/ })).toHaveValue('节日营销');
    await expect(within(dialog).getByRole('textbox', { name: /说明/ })).toHaveValue('春节素材');
    await expect(within(dialog).getByRole('button', { name: '创建' })).toBeEnabled();
  },
};

/** A stray Escape over typed text asks 放弃未保存的修改？; 继续编辑 keeps everything. */
export const DirtyClose: Story = {
  // Closed at rest, shown inline in docs, where Storybook does not autoplay: story iframes on a docs
  // page play at once and take keyboard focus from each other, and this play follows focus.
  parameters: { docs: { story: { inline: true } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '新建标签组' }));
    const dialog = await screen.findByRole('dialog', { name: '新建标签组' });
    const name = within(dialog).getByRole('textbox', { name: /名称/ });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.type(name, '节日营销');
    await userEvent.keyboard('{Escape}');
    const confirm = await screen.findByRole('alertdialog');
    await expect(confirm).toHaveTextContent('放弃未保存的修改？');
    await userEvent.click(within(confirm).getByRole('button', { name: '继续编辑' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(screen.getByRole('textbox', { name: /名称/ })).toHaveValue('节日营销');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { defaultOpen: true, title: 'New tag group', submitText: 'Create' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'New tag group' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expect((await within(dialog).findAllByText('Required')).length).toBe(2);
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultOpen: true } };
