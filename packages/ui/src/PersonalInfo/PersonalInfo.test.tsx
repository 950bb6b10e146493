import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { PersonalInfo, PersonalInfoDialog } from './PersonalInfo';
import { mainUser, memberUser } from './PersonalInfo.fixtures';

describeConformance({
  component: 'PersonalInfo',
  render: (props) => <PersonalInfo user={memberUser} onNameChange={() => Promise.resolve()} {...(props as object)} />,
});

const file = (name: string, type: string) => new File([new Uint8Array(32)], name, { type });
const fileInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]')!;

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:avatar-preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('PersonalInfo', () => {
  it('shows phone, brand, departments, roles and the messenger account with its provider', () => {
    renderWithProviders(<PersonalInfo user={memberUser} onNameChange={vi.fn()} />);
    expect(screen.getByText('华东大区')).toBeInTheDocument();
    expect(screen.getByText('素材管理员')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '飞书' })).toBeInTheDocument();
    expect(screen.getByText('lin.xiaoman')).toBeInTheDocument();
  });

  it('lets only non-main accounts change their display name', () => {
    renderWithProviders(<PersonalInfo user={mainUser} onNameChange={vi.fn()} />);
    expect(screen.queryByRole('button', { name: '修改昵称' })).toBeNull();
    expect(screen.getAllByText('暂无').length).toBeGreaterThan(0);
  });

  it('trims the new name, keeps Confirm disabled when empty and allows at most 10 characters', async () => {
    const onNameChange = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderWithProviders(<PersonalInfo user={memberUser} onNameChange={onNameChange} />);
    await user.click(screen.getByRole('button', { name: '修改昵称' }));
    const input = screen.getByRole('textbox', { name: /昵称/ });
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, '   ');
    expect(screen.getByRole('button', { name: '确认' })).toBeDisabled();
    await user.clear(input);
    await user.type(input, '一二三四五六七八九十十一');
    expect(input).toHaveValue('一二三四五六七八九十');
    await user.clear(input);
    await user.type(input, '  小满  {Enter}');
    expect(onNameChange).toHaveBeenCalledWith('小满');
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /昵称/ })).toBeNull();
  });

  it('shows a refusal next to the field and keeps the name typed', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <PersonalInfo user={memberUser} onNameChange={() => Promise.reject(new Error('昵称包含敏感词'))} />,
    );
    await user.click(screen.getByRole('button', { name: '修改昵称' }));
    const input = screen.getByRole('textbox', { name: /昵称/ });
    await user.clear(input);
    await user.type(input, '新名字{Enter}');
    expect(await screen.findByText('昵称包含敏感词')).toBeInTheDocument();
    expect(input).toHaveValue('新名字');
    expect(input).toHaveAccessibleDescription(/昵称包含敏感词/);
  });

  it('cancels the edit with Escape or Cancel', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PersonalInfo user={memberUser} onNameChange={vi.fn()} />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Change display name' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Change display name' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('offers an avatar upload that takes jpeg, jpg and png', () => {
    const { container } = renderWithProviders(
      <PersonalInfo user={memberUser} onNameChange={vi.fn()} uploadAvatar={() => Promise.resolve('url')} />,
    );
    const input = container.querySelector('input[type="file"]');
    expect(input?.getAttribute('accept')).toContain('.png');
    expect(input?.getAttribute('accept')).toContain('.jpeg');
  });

  it('hands a chosen png or jpeg to onAvatarChange and says when it is done', async () => {
    const onAvatarChange = vi.fn().mockResolvedValue(undefined);
    const { container } = renderWithProviders(
      <PersonalInfo user={memberUser} onNameChange={vi.fn()} onAvatarChange={onAvatarChange} />,
    );
    expect(fileInput(container).accept.split(',')).toEqual(['.jpg', '.jpeg', '.png', 'image/jpeg', 'image/png']);
    const photo = file('me.jpeg', 'image/jpeg');
    fireEvent.change(fileInput(container), { target: { files: [photo] } });
    await waitFor(() => expect(onAvatarChange).toHaveBeenCalledWith(photo));
    expect(await screen.findByText('上传成功')).toBeInTheDocument();
  });

  it('refuses another type with a message and never calls onAvatarChange', () => {
    const onAvatarChange = vi.fn().mockResolvedValue(undefined);
    const { container } = renderWithProviders(
      <PersonalInfo user={memberUser} onNameChange={vi.fn()} onAvatarChange={onAvatarChange} />,
      { locale: 'en' },
    );
    fireEvent.change(fileInput(container), { target: { files: [file('me.gif', 'image/gif')] } });
    expect(screen.getByText('me.gif: File type not allowed')).toBeInTheDocument();
    expect(onAvatarChange).not.toHaveBeenCalled();
  });

  it('shows why an avatar was refused by the server', async () => {
    const onAvatarChange = vi.fn().mockRejectedValue(new Error('图片过大'));
    const { container } = renderWithProviders(
      <PersonalInfo user={memberUser} onNameChange={vi.fn()} onAvatarChange={onAvatarChange} />,
    );
    fireEvent.change(fileInput(container), { target: { files: [file('me.png', 'image/png')] } });
    expect(await screen.findByText('上传失败：图片过大')).toBeInTheDocument();
  });

  it('shows the avatar read-only without an avatar callback', () => {
    const { container } = renderWithProviders(<PersonalInfo user={memberUser} onNameChange={vi.fn()} />);
    expect(fileInput(container)).toBeNull();
  });

  it('is busy while the name is saved and keeps the field locked to one save', async () => {
    let finish!: () => void;
    const onNameChange = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderWithProviders(<PersonalInfo user={memberUser} onNameChange={onNameChange} />);
    await user.click(screen.getByRole('button', { name: '修改昵称' }));
    const input = screen.getByRole('textbox', { name: /昵称/ });
    await user.clear(input);
    await user.type(input, '小满{Enter}');
    const confirm = screen.getByRole('button', { name: /确认/ });
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(confirm).toHaveAccessibleName('加载中 确认');
    expect(screen.getByRole('button', { name: '取消' })).toBeDisabled();
    await user.click(confirm);
    expect(onNameChange).toHaveBeenCalledTimes(1);
    finish();
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /昵称/ })).toBeNull();
  });

  it('names each messenger provider in both languages', () => {
    const { rerender } = renderWithProviders(
      <PersonalInfo
        user={{ ...memberUser, chatAccount: { provider: 'enterpriseWechat', account: 'LinXiaoMan' } }}
        onNameChange={vi.fn()}
      />,
      { locale: 'en' },
    );
    expect(screen.getByRole('img', { name: 'WeCom' })).toBeInTheDocument();
    rerender(
      <PersonalInfo
        user={{ ...memberUser, chatAccount: { provider: 'wechat', account: 'lxm' } }}
        onNameChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('img', { name: 'WeChat' })).toBeInTheDocument();
    expect(screen.getByText('Enterprise messenger account')).toBeInTheDocument();
  });

  it('opens in a dialog', () => {
    renderWithProviders(<PersonalInfoDialog open user={memberUser} onNameChange={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: '个人信息' });
    expect(within(dialog).getByText('林小满')).toBeInTheDocument();
  });
});
