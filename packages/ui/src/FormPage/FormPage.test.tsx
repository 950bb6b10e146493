import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DatePicker } from '../DatePicker/DatePicker';
import { FormItem } from '../Form/FormItem';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { TextInput } from '../TextInput/TextInput';
import { DRAFT_STORAGE_PREFIX, deserializeDraft, readDraft, serializeDraft } from './draft';
import { FormPage, type FormPageProps } from './FormPage';
import { FormSection } from './FormSection';

const schema = z.object({
  name: z.string().trim().min(1).max(20),
  slogan: z.string().max(30),
  startDate: z.date().nullable(),
});
type Values = z.output<typeof schema>;

const KEY = 'activity-new:13:1002';

function Example(props: Partial<FormPageProps<Values, typeof schema>>) {
  return (
    <FormPage
      title="新建活动"
      description="活动创建后可在列表中编辑。"
      back={{ onClick: () => {} }}
      schema={schema}
      defaultValues={{ name: '', slogan: '', startDate: null }}
      onSubmit={() => {}}
      {...props}
    >
      <FormSection title="基本信息" description="名称会展示给用户">
        <FormItem name="name" label="活动名称" required>
          <TextInput />
        </FormItem>
        <FormItem name="slogan" label="口号">
          <TextInput />
        </FormItem>
      </FormSection>
      <FormSection title="时间">
        <FormItem name="startDate" label="开始日期">
          <DatePicker />
        </FormItem>
      </FormSection>
    </FormPage>
  );
}

afterEach(() => {
  localStorage.clear();
});

describeConformance({
  component: 'FormPage',
  render: (props) => <Example {...(props as object)} />,
});

describeConformance({
  component: 'FormSection',
  render: (props) => <FormSection title="基本信息" {...(props as object)} />,
});

describe('FormPage', () => {
  it('has the title as its h1, a back button and sections named by their headings', async () => {
    const user = userEvent.setup();
    const onBack = vi.fn();
    renderWithProviders(<Example back={{ onClick: onBack }} />);
    expect(screen.getByRole('heading', { level: 1, name: '新建活动' })).toBeInTheDocument();
    expect(screen.getByText('活动创建后可在列表中编辑。')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '基本信息' })).toContainElement(
      screen.getByRole('textbox', { name: /活动名称/ }),
    );
    expect(screen.getByRole('heading', { level: 2, name: '时间' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '返回' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('validates, submits and offers cancel in the footer', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(<Example onSubmit={onSubmit} onCancel={onCancel} submitText="创建" />);
    await user.click(screen.getByRole('button', { name: '创建' }));
    const name = screen.getByRole('textbox', { name: /活动名称/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription('请填写此项'));
    expect(name).toHaveFocus();
    await user.type(name, '夏日音乐节');
    await user.click(screen.getByRole('button', { name: '创建' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: '夏日音乐节', slogan: '', startDate: null });
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  describe('given a draftKey', () => {
    it('saves what the user types and restores it on the next visit with a notice', async () => {
      const user = userEvent.setup();
      const first = renderWithProviders(<Example draftKey={KEY} draftDelay={10} />);
      expect(screen.queryByText('已恢复上次未提交的草稿。')).not.toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: /活动名称/ }), '夏日音乐节');
      await waitFor(() => expect(readDraft(KEY)).toMatchObject({ name: '夏日音乐节' }));
      first.unmount();

      renderWithProviders(<Example draftKey={KEY} />);
      expect(screen.getByRole('textbox', { name: /活动名称/ })).toHaveValue('夏日音乐节');
      expect(screen.getByRole('status')).toHaveTextContent('已恢复上次未提交的草稿。');
    });

    it('writes the last keystrokes when the page goes away before the delay', async () => {
      const user = userEvent.setup();
      const first = renderWithProviders(<Example draftKey={KEY} draftDelay={60_000} />);
      await user.type(screen.getByRole('textbox', { name: /口号/ }), '一起嗨');
      expect(readDraft(KEY)).toBeNull();
      first.unmount();
      expect(readDraft(KEY)).toMatchObject({ slogan: '一起嗨' });
    });

    it('keeps the default of a field the draft lacks', () => {
      localStorage.setItem(DRAFT_STORAGE_PREFIX + KEY, serializeDraft({ name: '旧草稿' }));
      renderWithProviders(<Example draftKey={KEY} defaultValues={{ name: '', slogan: '默认口号', startDate: null }} />);
      expect(screen.getByRole('textbox', { name: /活动名称/ })).toHaveValue('旧草稿');
      expect(screen.getByRole('textbox', { name: /口号/ })).toHaveValue('默认口号');
    });

    it('discards the draft on request, back to the default values', async () => {
      const user = userEvent.setup();
      localStorage.setItem(DRAFT_STORAGE_PREFIX + KEY, serializeDraft({ name: '旧草稿', slogan: '', startDate: null }));
      renderWithProviders(<Example draftKey={KEY} defaultValues={{ name: '默认名称', slogan: '', startDate: null }} />);
      expect(screen.getByRole('textbox', { name: /活动名称/ })).toHaveValue('旧草稿');
      await user.click(screen.getByRole('button', { name: '丢弃草稿' }));
      expect(screen.getByRole('textbox', { name: /活动名称/ })).toHaveValue('默认名称');
      expect(screen.queryByText('已恢复上次未提交的草稿。')).not.toBeInTheDocument();
      expect(readDraft(KEY)).toBeNull();
    });

    it('clears the draft after a successful submit and keeps it after a refusal', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn().mockRejectedValueOnce(new Error('活动名称重复')).mockResolvedValueOnce(undefined);
      renderWithProviders(<Example draftKey={KEY} draftDelay={10} onSubmit={onSubmit} />);
      await user.type(screen.getByRole('textbox', { name: /活动名称/ }), '夏日音乐节');
      await waitFor(() => expect(readDraft(KEY)).not.toBeNull());
      await user.click(screen.getByRole('button', { name: '提交' }));
      expect(await screen.findByText('活动名称重复')).toBeInTheDocument();
      expect(readDraft(KEY)).toMatchObject({ name: '夏日音乐节' });
      await user.click(screen.getByRole('button', { name: '提交' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
      await waitFor(() => expect(readDraft(KEY)).toBeNull());
      expect(screen.getByRole('textbox', { name: /活动名称/ })).toHaveValue('夏日音乐节');
    });

    it('forgets the draft when the values return to the defaults', async () => {
      const user = userEvent.setup();
      renderWithProviders(<Example draftKey={KEY} draftDelay={10} />);
      const name = screen.getByRole('textbox', { name: /活动名称/ });
      await user.type(name, 'a');
      await waitFor(() => expect(readDraft(KEY)).not.toBeNull());
      await user.clear(name);
      await waitFor(() => expect(readDraft(KEY)).toBeNull());
    });

    it('speaks English', () => {
      localStorage.setItem(DRAFT_STORAGE_PREFIX + KEY, serializeDraft({ name: 'Draft', slogan: '', startDate: null }));
      renderWithProviders(<Example draftKey={KEY} />, { locale: 'en' });
      expect(screen.getByRole('status')).toHaveTextContent('Your unsaved draft from last time has been restored.');
      expect(screen.getByRole('button', { name: 'Discard draft' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    });
  });
});

describe('draft serialization', () => {
  it('keeps dates, nested values and lists', () => {
    const values = { when: new Date(2026, 2, 1, 9, 30), range: { from: new Date(2026, 0, 1) }, tags: ['a'], n: 3 };
    expect(deserializeDraft(serializeDraft(values))).toEqual(values);
  });

  it('ignores text that is not a draft', () => {
    expect(deserializeDraft('not json')).toBeNull();
    expect(deserializeDraft('[1,2]')).toBeNull();
  });
});
