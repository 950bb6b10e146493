import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PersonalInfo, PersonalInfoDialog } from './PersonalInfo';
import { mainUser, memberUser } from './PersonalInfo.fixtures';

const meta = {
  title: 'Account/PersonalInfo',
  component: PersonalInfo,
  args: { user: memberUser, onNameChange: fn(() => Promise.resolve()) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PersonalInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = { tags: ['visual'] };

/** The brand's main account: the name cannot be changed; nothing bound. */
export const MainAccount: Story = { args: { user: mainUser } };

export const WithAvatarUpload: Story = {
  args: {
    uploadAvatar: fn(
      () => new Promise<string>((resolve) => setTimeout(() => resolve('https://example.invalid/a.png'), 400)),
    ),
  },
};

export const EnterpriseWechat: Story = {
  args: { user: { ...memberUser, chatAccount: { provider: 'enterpriseWechat', account: 'LinXiaoMan' } } },
};

/** Editing the name: trimmed, at most 10 characters, Confirm disabled when empty. */
export const EditingName: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '修改昵称' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: /昵称/ }));
    await expect(canvas.getByRole('button', { name: '确认' })).toBeDisabled();
  },
};

/** Keyboard: Enter on "change", type, Enter saves; focus returns to "change". */
export const KeyboardRename: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    canvas.getByRole('button', { name: '修改昵称' }).focus();
    await user.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: /昵称/ })).toHaveFocus();
    await user.keyboard('{Control>}a{/Control}小满{Enter}');
    await expect(args.onNameChange).toHaveBeenCalledWith('小满');
    await expect(await canvas.findByRole('button', { name: '修改昵称' })).toHaveFocus();
  },
};

export const InDialog: Story = {
  render: (args) => <PersonalInfoDialog open user={args.user} onNameChange={args.onNameChange} />,
};

export const English: Story = { globals: { locale: 'en' }, args: { user: { ...memberUser, name: 'Lin Xiaoman' } } };

export const Dark: Story = { globals: { theme: 'dark' } };
