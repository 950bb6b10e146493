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

/** `onAvatarChange(file)`: the simple way in; progress while it runs, then 上传成功. */
export const WithAvatarChange: Story = {
  args: { onAvatarChange: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))) },
};

/** A gif is refused with a message; nothing is uploaded. */
export const AvatarWrongType: Story = {
  args: { onAvatarChange: fn(() => Promise.resolve()) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['gif'], 'me.gif', { type: 'image/gif' }), { applyAccept: false });
    await expect(await canvas.findByText('me.gif：文件类型不支持')).toBeVisible();
    await expect(args.onAvatarChange).not.toHaveBeenCalled();
  },
};

/** The server refused the name: the message stays next to the field with what was typed. */
export const NameRefused: Story = {
  args: { onNameChange: fn(() => Promise.reject(new Error('昵称包含敏感词'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    await user.click(canvas.getByRole('button', { name: '修改昵称' }));
    await user.keyboard('{Control>}a{/Control}新名字{Enter}');
    await expect(await canvas.findByText('昵称包含敏感词')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /昵称/ })).toHaveValue('新名字');
  },
};

export const WeChat: Story = {
  args: { user: { ...memberUser, chatAccount: { provider: 'wechat', account: 'xiaoman_lin' } } },
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
  // Open at rest: in its own iframe on the docs page, not over it.
  parameters: { docs: { story: { inline: false, iframeHeight: 380 } } },
};

export const English: Story = { globals: { locale: 'en' }, args: { user: { ...memberUser, name: 'Lin Xiaoman' } } };

export const Dark: Story = { globals: { theme: 'dark' } };
