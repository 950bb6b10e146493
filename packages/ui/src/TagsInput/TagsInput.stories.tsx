import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FormField } from '../FormField/FormField';
import { TagsInput } from './TagsInput';

const suggestions = ['夏季新品', '夏日限定', '防晒', '清爽', '敏感肌', '男士', '礼盒', '直播专享'];

const meta = {
  title: 'Components/TagsInput',
  component: TagsInput,
  args: { 'aria-label': '关键词', onValueChange: fn(), onBlur: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  decorators: [(Story) => <div style={{ width: 360, minHeight: 240 }}>{Story()}</div>],
} satisfies Meta<typeof TagsInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    defaultValue: ['夏季新品', '防晒'],
    maxTags: 5,
    maxTagLength: 8,
    suggestions,
    size: 'md',
    disabled: false,
    readOnly: false,
    invalid: false,
  },
};

export const WithTags: Story = {
  tags: ['visual'],
  render: (args) => (
    <FormField label="商品关键词" hint="回车或逗号添加，最多 5 个" required>
      <TagsInput {...args} aria-label={undefined} maxTags={5} defaultValue={['夏季新品', '防晒', '清爽', '敏感肌']} />
    </FormField>
  ),
};

/** `maxTags` reached: the counter reads 3/3 and another tag is refused with a reason. */
export const Full: Story = {
  args: { maxTags: 3, defaultValue: ['夏季新品', '防晒', '清爽'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '关键词' }), '礼盒{Enter}');
    await expect(await canvas.findByText('最多添加 3 个标签')).toBeInTheDocument();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Text longer than `maxTagLength` marks the field invalid. */
export const TooLong: Story = {
  args: { maxTagLength: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '关键词' });
    await userEvent.type(input, '超长的标签文字');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('标签最多 4 个字')).toBeInTheDocument();
  },
};

export const WithFieldError: Story = {
  render: (args) => (
    <FormField label="商品关键词" error="至少添加一个关键词" required>
      <TagsInput {...args} aria-label={undefined} />
    </FormField>
  ),
};

/** Suggestions matching the text, without the ones already added. */
export const WithSuggestions: Story = {
  args: { suggestions, defaultValue: ['防晒'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: '关键词' });
    await userEvent.type(input, '夏');
    const list = await screen.findByRole('listbox', { name: '推荐标签' });
    await expect(within(list).getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['防晒', '夏日限定']);
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: ['夏季新品', '防晒'] } };

export const ReadOnly: Story = { args: { readOnly: true, defaultValue: ['夏季新品', '防晒'] } };

export const English: Story = {
  globals: { locale: 'en' },
  args: { 'aria-label': 'Keywords', defaultValue: ['summer', 'sunscreen'], maxTags: 5 },
};

export const Dark: Story = {
  tags: ['visual'],
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <FormField label="商品关键词" hint="最多 5 个">
        <TagsInput {...args} aria-label={undefined} maxTags={5} defaultValue={['夏季新品', '防晒']} />
      </FormField>
      <FormField label="错误" error="至少添加一个关键词">
        <TagsInput {...args} aria-label={undefined} />
      </FormField>
      <TagsInput {...args} aria-label="禁用" disabled defaultValue={['禁用']} />
    </div>
  ),
};

/** Enter and a comma add; Backspace in the empty input removes the last; each tag's button removes it. */
export const KeyboardEditing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '关键词' });
    await userEvent.click(input);
    await userEvent.keyboard('夏季新品{Enter}防晒,清爽，');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['夏季新品', '防晒', '清爽']);
    await userEvent.keyboard('{Backspace}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['夏季新品', '防晒']);
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect(canvas.getByRole('button', { name: '移除 防晒' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['夏季新品']);
    await waitFor(() => expect(input).toHaveFocus());
  },
};
