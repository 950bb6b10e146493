import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { CheckboxGroup } from '../Checkbox/CheckboxGroup';
import { DatePicker } from '../DatePicker/DatePicker';
import { NumberInput } from '../NumberInput/NumberInput';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { Select } from '../Select/Select';
import { Switch } from '../Switch/Switch';
import { Textarea } from '../Textarea/Textarea';
import { TextInput } from '../TextInput/TextInput';
import { Form, FormActions } from './Form';
import type { FormLayout } from './FormContext';
import { FormItem } from './FormItem';
import { useSchemaForm } from './useSchemaForm';

/** Like the api-client's number fields: form text becomes a number (`z.preprocess`). */
const count = (inner: z.ZodNumber) =>
  z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), inner);

const schema = z.object({
  userBrandName: z.string().trim().min(1).max(10),
  type: z.enum(['video', 'image', 'text']),
  duration: count(z.number().int().min(1).max(600)),
  platforms: z.array(z.string()).min(1).max(2),
  publishDate: z.date(),
  isOpen: z.boolean(),
  tags: z.array(z.string()),
  remark: z.string().max(50),
});

const platforms = [
  { value: 'douyin', label: '抖音' },
  { value: 'kuaishou', label: '快手' },
  { value: 'xhs', label: '小红书' },
];

interface ExampleProps {
  layout?: FormLayout;
  onSubmit?: () => Promise<void> | void;
  filled?: boolean;
}

function Example({ layout = 'vertical', onSubmit = () => {}, filled = false }: ExampleProps) {
  const form = useSchemaForm({
    schema,
    defaultValues: filled
      ? {
          userBrandName: '星河传媒',
          type: 'video',
          duration: 15,
          platforms: ['douyin'],
          publishDate: new Date(2026, 2, 1),
          isOpen: true,
          tags: ['hot'],
          remark: '',
        }
      : { userBrandName: '', platforms: [], isOpen: false, tags: [], remark: '' },
  });
  return (
    <Form form={form} onSubmit={onSubmit} layout={layout} aria-label="素材信息" style={{ maxWidth: 560 }}>
      <FormItem name="userBrandName" label="显示名称" required hint="最多 10 个字">
        <TextInput maxLength={10} />
      </FormItem>
      <FormItem name="type" label="类型" required>
        <RadioGroup
          orientation="horizontal"
          options={[
            { value: 'video', label: '视频' },
            { value: 'image', label: '图片' },
            { value: 'text', label: '文本' },
          ]}
        />
      </FormItem>
      <FormItem name="duration" label="时长（秒）" required>
        <NumberInput />
      </FormItem>
      <FormItem name="platforms" label="同步平台" required hint="最多选择 2 个">
        <Select multiple options={platforms} />
      </FormItem>
      <FormItem name="publishDate" label="发布日期" required>
        <DatePicker />
      </FormItem>
      <FormItem name="isOpen" label="对品牌公开" valueProp="checked" changeProp="onCheckedChange">
        <Switch />
      </FormItem>
      <FormItem name="tags" label="标签">
        <CheckboxGroup
          orientation="horizontal"
          options={[
            { value: 'hot', label: '热门' },
            { value: 'new', label: '新品' },
          ]}
        />
      </FormItem>
      <FormItem name="remark" label="备注">
        <Textarea maxLength={50} />
      </FormItem>
      <FormActions submitText="保存" onCancel={() => {}} />
    </Form>
  );
}

const meta = {
  title: 'Components/Form',
  // The docs page documents the kit's Form and its parts; the stories render Example, whose props are the args.
  component: Form as unknown as ComponentType<ExampleProps>,
  subcomponents: { FormItem, FormActions },
  render: (args) => <Example {...args} />,
  args: { layout: 'vertical', filled: false, onSubmit: fn() as ExampleProps['onSubmit'] },
  argTypes: {
    layout: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    filled: { description: 'Story only: start with every field filled in instead of empty.' },
  },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { filled: true } };

export const Horizontal: Story = { args: { layout: 'horizontal', filled: true } };

/** Submitting empty: the translated message beside each field, focus on the first. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    const name = canvas.getByRole('textbox', { name: /显示名称/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription(/请填写此项/));
    await expect(canvas.getByRole('spinbutton', { name: /时长/ })).toHaveAccessibleDescription('请填写此项');
    await expect(canvas.getByText('至少选择 1 项')).toBeInTheDocument();
    await expect(name).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refuses: its message in an alert at the top, every value kept. */
export const ServerRefusal: Story = {
  args: { filled: true, onSubmit: () => Promise.reject(new Error('显示名称已被其他品牌使用')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('显示名称已被其他品牌使用')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /显示名称/ })).toHaveValue('星河传媒');
    await expect(canvas.getByRole('button', { name: '保存' })).toBeEnabled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect((await canvas.findAllByText('Required')).length).toBeGreaterThan(0);
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { filled: true } };
