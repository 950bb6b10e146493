import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { CheckboxGroup } from '../Checkbox/CheckboxGroup';
import { FormItem } from '../Form/FormItem';
import { NumberInput } from '../NumberInput/NumberInput';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { Textarea } from '../Textarea/Textarea';
import { TextInput } from '../TextInput/TextInput';
import { StepForm, type StepFormStep } from './StepForm';

const count = (inner: z.ZodNumber) =>
  z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), inner);

const schema = z.object({
  name: z.string().trim().min(1).max(20),
  type: z.enum(['live', 'video']),
  platforms: z.array(z.string()).min(1),
  budget: count(z.number().int().min(100)),
  remark: z.string().max(100),
});
type Values = z.output<typeof schema>;

function steps(english: boolean): StepFormStep<Values>[] {
  return [
    {
      key: 'basic',
      title: english ? 'Basics' : '基本信息',
      description: english ? 'Name and type' : '名称与类型',
      fields: ['name', 'type'],
      content: (
        <>
          <FormItem name="name" label={english ? 'Campaign name' : '活动名称'} required>
            <TextInput maxLength={20} />
          </FormItem>
          <FormItem name="type" label={english ? 'Type' : '类型'} required>
            <RadioGroup
              orientation="horizontal"
              options={[
                { value: 'live', label: english ? 'Live' : '直播' },
                { value: 'video', label: english ? 'Short video' : '短视频' },
              ]}
            />
          </FormItem>
        </>
      ),
    },
    {
      key: 'delivery',
      title: english ? 'Delivery' : '投放设置',
      description: english ? 'Platforms and budget' : '平台与预算',
      fields: ['platforms', 'budget'],
      content: (
        <>
          <FormItem name="platforms" label={english ? 'Platforms' : '投放平台'} required>
            <CheckboxGroup
              orientation="horizontal"
              options={[
                { value: 'douyin', label: english ? 'Douyin' : '抖音' },
                { value: 'kuaishou', label: english ? 'Kuaishou' : '快手' },
              ]}
            />
          </FormItem>
          <FormItem name="budget" label={english ? 'Budget (CNY)' : '预算（元）'} required>
            <NumberInput />
          </FormItem>
        </>
      ),
    },
    {
      key: 'confirm',
      title: english ? 'Confirm' : '确认提交',
      fields: ['remark'],
      content: (
        <FormItem name="remark" label={english ? 'Remark' : '备注'}>
          <Textarea maxLength={100} />
        </FormItem>
      ),
    },
  ];
}

interface ExampleProps {
  english?: boolean;
  orientation?: 'horizontal' | 'vertical';
  defaultCurrent?: string;
  onSubmit?: (values: Values) => Promise<void> | void;
  onCurrentChange?: (key: string) => void;
}

function Example({
  english = false,
  orientation = 'horizontal',
  defaultCurrent,
  onSubmit,
  onCurrentChange,
}: ExampleProps) {
  return (
    <StepForm
      schema={schema}
      steps={steps(english)}
      defaultValues={{ name: '', platforms: [], remark: '' }}
      orientation={orientation}
      submitText={english ? 'Create' : '创建活动'}
      onSubmit={onSubmit ?? (() => {})}
      {...(defaultCurrent ? { defaultCurrent } : {})}
      {...(onCurrentChange ? { onCurrentChange } : {})}
      style={{ maxWidth: 720 }}
    />
  );
}

const meta = {
  title: 'Components/StepForm',
  // The docs page documents the kit's StepForm; the stories render Example, whose props are the args.
  component: StepForm as unknown as ComponentType<ExampleProps>,
  render: (args) => <Example {...args} />,
  args: { orientation: 'horizontal', onSubmit: fn(), onCurrentChange: fn() },
  argTypes: {
    english: { description: "Story only: the steps' titles, labels and options in English." },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    defaultCurrent: { control: 'inline-radio', options: ['basic', 'delivery', 'confirm'] },
  },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Next is blocked by an invalid field of the step, then passes once it is filled in. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    const name = canvas.getByRole('textbox', { name: /活动名称/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription(/请填写此项/));
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('基本信息');
    await userEvent.type(name, '双十一直播');
    await userEvent.click(canvas.getByRole('radio', { name: '直播' }));
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('投放设置'));
    await expect(args.onCurrentChange).toHaveBeenCalledWith('delivery');
    await expect(canvas.getByRole('spinbutton', { name: /预算/ })).not.toHaveAccessibleDescription();
  },
};

export const SecondStep: Story = { args: { defaultCurrent: 'delivery' } };

export const Vertical: Story = { args: { orientation: 'vertical' } };

/** Submitting everything from the last step, with the earlier steps filled in. */
export const LastStep: Story = { args: { defaultCurrent: 'confirm' } };

export const English: Story = { globals: { locale: 'en' }, args: { english: true } };

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultCurrent: 'delivery' } };
