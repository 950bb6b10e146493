import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { DateRangePicker } from '../DateRangePicker/DateRangePicker';
import { FormItem } from '../Form/FormItem';
import type { FormLayout } from '../Form/FormContext';
import { NumberInput } from '../NumberInput/NumberInput';
import { Select } from '../Select/Select';
import { Tag } from '../Tag/Tag';
import { Switch } from '../Switch/Switch';
import { Textarea } from '../Textarea/Textarea';
import { TextInput } from '../TextInput/TextInput';
import { DRAFT_STORAGE_PREFIX, serializeDraft } from './draft';
import { FormPage } from './FormPage';
import { FormSection } from './FormSection';

const count = (inner: z.ZodNumber) =>
  z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), inner);

const schema = z.object({
  name: z.string().trim().min(1).max(30),
  slogan: z.string().max(50),
  platform: z.enum(['douyin', 'kuaishou', 'xhs']),
  budget: count(z.number().int().min(100)),
  period: z.object({ from: z.date(), to: z.date() }),
  notify: z.boolean(),
});
type Values = z.output<typeof schema>;

const DRAFT_KEY = 'storybook:activity-new';

interface ExampleProps {
  title?: string;
  layout?: FormLayout;
  draftKey?: string;
  editing?: boolean;
  onSubmit?: (values: Values) => Promise<void> | void;
  onCancel?: () => void;
}

function Example({
  title = '新建活动',
  layout = 'horizontal',
  draftKey,
  editing = false,
  onSubmit,
  onCancel,
}: ExampleProps) {
  return (
    <FormPage
      title={title}
      description="活动创建后进入审核，审核通过即开始投放。"
      back={{ href: '#activities', onClick: (event) => event.preventDefault() }}
      {...(editing
        ? {
            status: (
              <Tag tone="success" dot>
                投放中
              </Tag>
            ),
          }
        : {})}
      schema={schema}
      defaultValues={
        editing
          ? {
              name: '夏日音乐节',
              slogan: '一起嗨',
              platform: 'douyin',
              budget: 5000,
              period: { from: new Date(2026, 6, 1), to: new Date(2026, 6, 31) },
              notify: true,
            }
          : { name: '', slogan: '', notify: false }
      }
      layout={layout}
      submitText={editing ? '保存' : '创建'}
      onSubmit={onSubmit ?? (() => {})}
      {...(onCancel ? { onCancel } : {})}
      {...(draftKey ? { draftKey } : {})}
    >
      <FormSection title="基本信息" description="名称和口号会展示给用户。">
        <FormItem name="name" label="活动名称" required>
          <TextInput maxLength={30} />
        </FormItem>
        <FormItem name="slogan" label="口号">
          <Textarea maxLength={50} minRows={2} />
        </FormItem>
      </FormSection>
      <FormSection title="投放设置">
        <FormItem name="platform" label="投放平台" required>
          <Select
            options={[
              { value: 'douyin', label: '抖音' },
              { value: 'kuaishou', label: '快手' },
              { value: 'xhs', label: '小红书' },
            ]}
          />
        </FormItem>
        <FormItem name="budget" label="预算（元）" required hint="不少于 100 元">
          <NumberInput />
        </FormItem>
        <FormItem name="period" label="投放周期" required>
          <DateRangePicker />
        </FormItem>
        <FormItem name="notify" label="开始时通知我" valueProp="checked" changeProp="onCheckedChange">
          <Switch />
        </FormItem>
      </FormSection>
    </FormPage>
  );
}

const meta = {
  title: 'Components/FormPage',
  // The docs page documents the kit's FormPage and FormSection; the stories render Example, whose props are the args.
  component: FormPage as unknown as ComponentType<ExampleProps>,
  subcomponents: { FormSection },
  render: (args) => <Example {...args} />,
  args: { title: '新建活动', layout: 'horizontal', editing: false, onSubmit: fn(), onCancel: fn() },
  argTypes: {
    layout: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    editing: {
      description: 'Story only: edit a running campaign (filled fields, a status tag) instead of creating one.',
    },
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 880 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { layout: 'vertical' } };

export const Editing: Story = { args: { title: '编辑活动', editing: true } };

/** Submit empty: the messages beside the fields, focus on the first. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '创建' }));
    const name = canvas.getByRole('textbox', { name: /活动名称/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription(/请填写此项/));
    await expect(name).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A draft from an earlier visit: restored with a notice and a 丢弃草稿 action. */
export const WithDraft: Story = {
  args: { draftKey: DRAFT_KEY },
  beforeEach: () => {
    localStorage.setItem(
      DRAFT_STORAGE_PREFIX + DRAFT_KEY,
      serializeDraft({ name: '国庆特惠', slogan: '', platform: 'xhs', notify: false }),
    );
    return () => localStorage.removeItem(DRAFT_STORAGE_PREFIX + DRAFT_KEY);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('已恢复上次未提交的草稿。');
    await expect(canvas.getByRole('textbox', { name: /活动名称/ })).toHaveValue('国庆特惠');
    await expect(canvas.getByRole('combobox', { name: /投放平台/ })).toHaveTextContent('小红书');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'New campaign', draftKey: DRAFT_KEY },
  beforeEach: () => {
    localStorage.setItem(DRAFT_STORAGE_PREFIX + DRAFT_KEY, serializeDraft({ name: 'Autumn sale', slogan: '' }));
    return () => localStorage.removeItem(DRAFT_STORAGE_PREFIX + DRAFT_KEY);
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { editing: true, title: '编辑活动' } };
