import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FormField } from '../FormField/FormField';
import { MemberPicker, type Member, type MemberPickerBaseProps, type MemberSearch } from './MemberPicker';

/** Storybook cannot infer args from a discriminated union; this flat view of the props is for stories only. */
type MemberPickerStoryArgs = MemberPickerBaseProps & {
  multiple?: boolean;
  defaultValue?: Member | Member[] | null;
  onValueChange?: (value: Member | Member[] | null) => void;
};
const Picker = MemberPicker as unknown as ComponentType<MemberPickerStoryArgs>;

const photo = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="hsl(${hue} 60% 55%)"/><circle cx="16" cy="13" r="6" fill="white"/><rect x="6" y="21" width="20" height="11" rx="5" fill="white"/></svg>`,
  )}`;

const members: Member[] = [
  { userId: 101, name: '张伟', department: '市场部', avatarUrl: photo(210) },
  { userId: 102, name: '李娜', department: '运营部', avatarUrl: photo(340) },
  { userId: 103, name: '王芳', department: '设计部' },
  { userId: 104, name: '刘洋', department: '市场部' },
  { userId: 105, name: '陈静', department: '财务部', avatarUrl: photo(140) },
  { userId: 106, name: 'Alex Chen', department: 'Growth' },
];

/** A stand-in for the member search endpoint: filters by name after a short wait, honours abort. */
function fakeSearch({ delay = 150, fail = false, never = false } = {}): MemberSearch {
  return (query, { signal }) =>
    new Promise<Member[]>((resolve, reject) => {
      if (never) return;
      const timer = setTimeout(() => {
        if (fail) reject(new Error('服务暂不可用'));
        else resolve(members.filter((m) => m.name.toLowerCase().includes(query.toLowerCase())));
      }, delay);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
}

const meta = {
  title: 'Components/MemberPicker',
  component: MemberPicker as unknown as ComponentType<MemberPickerStoryArgs>,
  args: {
    'aria-label': '负责人',
    onSearch: fakeSearch(),
    onValueChange: fn(),
    onOpenChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    onSearch: { control: false },
  },
  decorators: [(Story) => <div style={{ width: 360, minHeight: 360 }}>{Story()}</div>],
} satisfies Meta<MemberPickerStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { multiple: false, clearable: true, size: 'md', disabled: false, invalid: false, debounceMs: 500 },
};

/** One member chosen, shown with the avatar in the field. */
export const WithValue: Story = {
  render: (args) => (
    <FormField label="负责人" hint="输入姓名搜索" required>
      <Picker {...args} aria-label={undefined} defaultValue={members[0]} clearable />
    </FormField>
  ),
};

/** Several members as removable tags with avatars. */
export const Multiple: Story = {
  tags: ['visual'],
  render: (args) => (
    <FormField label="协作成员">
      <Picker {...args} aria-label={undefined} multiple defaultValue={[members[0]!, members[2]!, members[4]!]} />
    </FormField>
  ),
};

/** The popover open on its results; members already in the group are listed but not selectable. */
export const Open: Story = {
  tags: ['visual'],
  render: (args) => (
    <Picker
      {...args}
      multiple
      aria-label="协作成员"
      defaultValue={[members[0]!]}
      disabledUserIds={[102, 104]}
      onSearch={fakeSearch({ delay: 0 })}
      open
    />
  ),
  play: async () => {
    await screen.findByRole('option', { name: /王芳/ });
  },
};

export const Loading: Story = {
  args: { open: true, onSearch: fakeSearch({ never: true }) },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('搜索中…');
  },
};

export const Empty: Story = {
  args: { open: true, onSearch: async () => [] },
  play: async () => {
    await expect(await screen.findByText('未找到相关成员')).toBeInTheDocument();
  },
};

/** The search failed: a message and a retry. */
export const SearchError: Story = {
  name: 'Error',
  args: { open: true, onSearch: fakeSearch({ fail: true, delay: 0 }) },
  play: async () => {
    await expect(await screen.findByText('成员搜索失败')).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  },
};

export const WithFieldError: Story = {
  render: (args) => (
    <FormField label="负责人" error="请选择负责人" required>
      <Picker {...args} aria-label={undefined} />
    </FormField>
  ),
};

export const Disabled: Story = {
  render: (args) => <Picker {...args} multiple disabled defaultValue={[members[0]!, members[1]!]} />,
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { 'aria-label': 'Owner', open: true, onSearch: fakeSearch({ delay: 0 }), disabledUserIds: [101] },
};

export const Dark: Story = {
  tags: ['visual'],
  globals: { theme: 'dark' },
  render: (args) => (
    <Picker
      {...args}
      multiple
      aria-label="协作成员"
      defaultValue={[members[0]!, members[4]!]}
      disabledUserIds={[102]}
      onSearch={fakeSearch({ delay: 0 })}
      open
    />
  ),
  play: async () => {
    await screen.findByRole('option', { name: /王芳/ });
  },
};

/** Opens with the keyboard, types a name, waits for the debounced search and picks with Enter. */
export const KeyboardSearch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: '负责人' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const search = await screen.findByRole('combobox', { name: '搜索成员姓名' });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard('王');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1), { timeout: 2000 });
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(members[2]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('王芳');
  },
};
