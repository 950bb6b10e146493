import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField/FormField';
import { MEMBER_SEARCH_DEBOUNCE_MS } from '../hooks/timing';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { MemberPicker, type Member, type MemberSearch } from './MemberPicker';
import { z } from 'zod';
import { Form, FormActions } from '../Form/Form';
import { FormItem } from '../Form/FormItem';
import { useSchemaForm } from '../Form/useSchemaForm';

const zhang: Member = { userId: 1, name: '张伟', department: '市场部', avatarUrl: 'https://cdn.example.com/1.png' };
const li: Member = { userId: 2, name: '李娜', department: '运营部' };
const wang: Member = { userId: 3, name: '王芳' };
const everyone = [zhang, li, wang];

beforeAll(() => {
  // cmdk scrolls the active item into view; happy-dom has no layout.
  Element.prototype.scrollIntoView ??= () => {};
});

/** A search whose calls stay pending until the test settles them. */
function pendingSearch() {
  const calls: Array<{
    query: string;
    signal: AbortSignal;
    resolve: (members: Member[]) => void;
    reject: (error: unknown) => void;
  }> = [];
  const onSearch = vi.fn<MemberSearch>(
    (query, { signal }) =>
      new Promise<Member[]>((resolve, reject) => {
        calls.push({ query, signal, resolve, reject });
      }),
  );
  const settle = async (index: number, members: Member[]) => {
    await act(async () => calls[index]!.resolve(members));
  };
  return { onSearch, calls, settle };
}

/** A search that answers at once with the members whose name contains the query. */
const instantSearch = vi.fn<MemberSearch>(async (query) => everyone.filter((m) => m.name.includes(query)));

describeConformance({
  component: 'MemberPicker',
  render: (props) => <MemberPicker aria-label="负责人" onSearch={instantSearch} {...(props as object)} />,
});

describeConformance({
  component: 'MemberPicker',
  render: (props) => (
    <MemberPicker aria-label="成员" multiple defaultValue={[zhang]} onSearch={instantSearch} {...(props as object)} />
  ),
});

const trigger = (name = '负责人') => screen.getByRole('combobox', { name });
const searchBox = () => screen.getByRole('combobox', { name: '搜索成员姓名' });

afterEach(() => {
  vi.useRealTimers();
});

describe('MemberPicker', () => {
  describe('single', () => {
    it('searches at once on opening, shows results and picks one with the keyboard', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      const search = pendingSearch();
      renderWithProviders(
        <MemberPicker aria-label="负责人" onSearch={search.onSearch} onValueChange={onValueChange} />,
      );
      expect(trigger()).toHaveTextContent('请选择成员');
      await user.tab();
      await user.keyboard('{ArrowDown}');
      await waitFor(() => expect(searchBox()).toHaveFocus());
      expect(search.onSearch).toHaveBeenCalledWith('', expect.objectContaining({ signal: expect.any(AbortSignal) }));
      expect(screen.getByRole('status')).toHaveTextContent('搜索中…');
      await search.settle(0, everyone);
      expect(screen.getByRole('status')).toHaveTextContent('找到 3 位成员');
      const listbox = screen.getByRole('listbox', { name: '成员搜索结果' });
      const options = within(listbox).getAllByRole('option');
      expect(options).toHaveLength(3);
      expect(options[0]).toHaveAccessibleName(/^张伟\s*，\s*市场部$/);
      expect(options[1]).toHaveAccessibleName(/^李娜\s*，\s*运营部$/);
      expect(options[2]).toHaveAccessibleName('王芳');
      await user.keyboard('{ArrowDown}{Enter}');
      expect(onValueChange).toHaveBeenLastCalledWith(li);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(trigger()).toHaveTextContent('李娜');
      await waitFor(() => expect(trigger()).toHaveFocus());
    });

    it('offers a clear button only when asked', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithProviders(
        <MemberPicker
          aria-label="负责人"
          clearable
          defaultValue={wang}
          onSearch={instantSearch}
          onValueChange={onValueChange}
        />,
      );
      await user.click(screen.getByRole('button', { name: '清空' }));
      expect(onValueChange).toHaveBeenLastCalledWith(null);
      expect(trigger()).toHaveFocus();
    });
  });

  describe('searching as the user types', () => {
    /**
     * Opens with real timers (Testing Library's async act waits on a real setTimeout), then fakes
     * the clock for the debounce; typing is a plain change event, which needs no timers.
     */
    async function openThenFakeTimers(search: ReturnType<typeof pendingSearch>, debounceMs?: number) {
      const user = userEvent.setup();
      renderWithProviders(
        <MemberPicker
          aria-label="负责人"
          onSearch={search.onSearch}
          {...(debounceMs === undefined ? {} : { debounceMs })}
        />,
      );
      await user.click(trigger());
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      return (text: string) => fireEvent.change(searchBox(), { target: { value: text } });
    }

    it(`waits ${MEMBER_SEARCH_DEBOUNCE_MS} ms after the last keystroke, then searches once`, async () => {
      const search = pendingSearch();
      const type = await openThenFakeTimers(search);
      await search.settle(0, everyone);
      type('张');
      act(() => vi.advanceTimersByTime(300));
      type('张伟');
      act(() => vi.advanceTimersByTime(MEMBER_SEARCH_DEBOUNCE_MS - 1));
      expect(search.onSearch).toHaveBeenCalledTimes(1);
      act(() => vi.advanceTimersByTime(1));
      expect(search.onSearch).toHaveBeenCalledTimes(2);
      expect(search.onSearch).toHaveBeenLastCalledWith('张伟', expect.anything());
      expect(screen.getByRole('status')).toHaveTextContent('搜索中…');
      await search.settle(1, [zhang]);
      expect(screen.getAllByRole('option')).toHaveLength(1);
    });

    it('aborts the previous search and ignores its late answer', async () => {
      const search = pendingSearch();
      const type = await openThenFakeTimers(search);
      type('李');
      act(() => vi.advanceTimersByTime(MEMBER_SEARCH_DEBOUNCE_MS));
      expect(search.calls[0]!.signal.aborted).toBe(true);
      expect(search.calls[1]!.query).toBe('李');
      type('李娜');
      act(() => vi.advanceTimersByTime(MEMBER_SEARCH_DEBOUNCE_MS));
      expect(search.calls[1]!.signal.aborted).toBe(true);
      expect(search.calls[2]!.query).toBe('李娜');
      await search.settle(2, [li]);
      await search.settle(1, everyone);
      expect(screen.getAllByRole('option')).toHaveLength(1);
      expect(screen.getByRole('option')).toHaveAccessibleName(/^李娜\s*，\s*运营部$/);
    });

    it('highlights the top result of a new search, so Enter picks it', async () => {
      const onValueChange = vi.fn();
      const search = pendingSearch();
      const user = userEvent.setup();
      renderWithProviders(
        <MemberPicker aria-label="负责人" onSearch={search.onSearch} onValueChange={onValueChange} />,
      );
      await user.click(trigger());
      await search.settle(0, everyone);
      await user.type(searchBox(), '王', { skipClick: true });
      await waitFor(() => expect(search.onSearch).toHaveBeenCalledTimes(2), { timeout: 2000 });
      await search.settle(1, [wang]);
      await user.keyboard('{Enter}');
      expect(onValueChange).toHaveBeenLastCalledWith(wang);
    });

    it('takes its own debounce', async () => {
      const search = pendingSearch();
      const type = await openThenFakeTimers(search, 200);
      type('王');
      act(() => vi.advanceTimersByTime(199));
      expect(search.onSearch).toHaveBeenCalledTimes(1);
      act(() => vi.advanceTimersByTime(1));
      expect(search.onSearch).toHaveBeenLastCalledWith('王', expect.anything());
    });

    it('aborts the search when the popover closes', async () => {
      const user = userEvent.setup();
      const search = pendingSearch();
      renderWithProviders(<MemberPicker aria-label="负责人" onSearch={search.onSearch} />);
      await user.click(trigger());
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(search.calls[0]!.signal.aborted).toBe(true);
    });
  });

  describe('states', () => {
    it('says when nobody matches', async () => {
      const user = userEvent.setup();
      const search = pendingSearch();
      renderWithProviders(<MemberPicker aria-label="负责人" onSearch={search.onSearch} />);
      await user.click(trigger());
      await search.settle(0, []);
      expect(screen.getByRole('status')).toHaveTextContent('未找到相关成员');
      expect(screen.queryByRole('option')).not.toBeInTheDocument();
    });

    it('shows a failed search with a retry that searches again', async () => {
      const user = userEvent.setup();
      const search = pendingSearch();
      renderWithProviders(<MemberPicker aria-label="负责人" onSearch={search.onSearch} />);
      await user.click(trigger());
      await act(async () => search.calls[0]!.reject(new Error('500')));
      expect(screen.getByRole('status')).toHaveTextContent('成员搜索失败');
      await user.click(screen.getByRole('button', { name: '重试' }));
      expect(search.onSearch).toHaveBeenCalledTimes(2);
      await search.settle(1, [wang]);
      expect(screen.getByRole('option', { name: /王芳/ })).toBeInTheDocument();
    });
  });

  describe('multiple', () => {
    it('toggles members, shows them as removable tags with avatars, and stays open', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithProviders(
        <MemberPicker
          aria-label="成员"
          multiple
          defaultValue={[zhang]}
          onSearch={instantSearch}
          onValueChange={onValueChange}
        />,
      );
      expect(screen.getByRole('button', { name: '移除 张伟' })).toBeInTheDocument();
      expect(trigger('成员')).toHaveTextContent('已选 1 人');
      await user.click(trigger('成员'));
      const zhangOption = await screen.findByRole('option', { name: /张伟/ });
      expect(zhangOption).toHaveAttribute('aria-checked', 'true');
      await user.click(screen.getByRole('option', { name: /王芳/ }));
      expect(onValueChange).toHaveBeenLastCalledWith([zhang, wang]);
      await user.click(zhangOption);
      expect(onValueChange).toHaveBeenLastCalledWith([wang]);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });

    it('removes a member with its tag button', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithProviders(
        <MemberPicker
          aria-label="成员"
          multiple
          defaultValue={[zhang, li]}
          onSearch={instantSearch}
          onValueChange={onValueChange}
        />,
      );
      await user.click(screen.getByRole('button', { name: '移除 李娜' }));
      expect(onValueChange).toHaveBeenLastCalledWith([zhang]);
      expect(trigger('成员')).toHaveFocus();
      await user.click(screen.getByRole('button', { name: '清空' }));
      expect(onValueChange).toHaveBeenLastCalledWith([]);
    });

    it('lists disabledUserIds with the reason and does not let them be chosen', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithProviders(
        <MemberPicker
          aria-label="成员"
          multiple
          disabledUserIds={[2]}
          onSearch={instantSearch}
          onValueChange={onValueChange}
        />,
      );
      await user.click(trigger('成员'));
      const blocked = await screen.findByRole('option', { name: /李娜/ });
      expect(blocked).toHaveAttribute('aria-disabled', 'true');
      expect(blocked).toHaveAccessibleName(/^李娜\s*，\s*运营部\s*，\s*已添加$/);
      await user.click(blocked);
      expect(onValueChange).not.toHaveBeenCalled();
    });

    it('submits each chosen userId under its name', () => {
      const { container } = renderWithProviders(
        <MemberPicker
          aria-label="成员"
          multiple
          name="userIds"
          defaultValue={[zhang, wang]}
          onSearch={instantSearch}
        />,
      );
      const hidden = container.querySelectorAll<HTMLInputElement>('input[type="hidden"][name="userIds"]');
      expect([...hidden].map((h) => h.value)).toEqual(['1', '3']);
    });
  });

  it('does not open when disabled', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <MemberPicker aria-label="成员" multiple disabled defaultValue={[zhang]} onSearch={instantSearch} />,
    );
    expect(trigger('成员')).toBeDisabled();
    expect(screen.queryByRole('button', { name: '移除 张伟' })).not.toBeInTheDocument();
    await user.click(trigger('成员'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('calls onBlur when focus leaves the picker and its popover', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    renderWithProviders(
      <>
        <MemberPicker aria-label="负责人" onSearch={instantSearch} onBlur={onBlur} />
        <button type="button">之后</button>
      </>,
    );
    await user.click(trigger());
    await waitFor(() => expect(searchBox()).toHaveFocus());
    expect(onBlur).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(trigger()).toHaveFocus());
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('takes its id, description and state from a FormField', () => {
    renderWithProviders(
      <FormField label="负责人" hint="可搜索姓名" error="请选择负责人" required>
        <MemberPicker onSearch={instantSearch} />
      </FormField>,
    );
    const field = screen.getByRole('combobox', { name: /负责人/ });
    expect(field).toHaveAttribute('aria-required', 'true');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('可搜索姓名 请选择负责人');
  });

  it('speaks English', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MemberPicker aria-label="Owner" onSearch={async () => []} />, { locale: 'en' });
    await user.click(screen.getByRole('combobox', { name: 'Owner' }));
    expect(await screen.findByText('No matching members')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search members by name' })).toBeInTheDocument();
  });

  it('binds to a FormItem: the form holds the member objects', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const member = z.object({ userId: z.number(), name: z.string() }).loose();
    const schema = z.object({ owners: z.array(member).min(1) });
    function GroupForm() {
      const form = useSchemaForm({ schema, defaultValues: { owners: [] } });
      return (
        <Form form={form} onSubmit={onSubmit} aria-label="群组">
          <FormItem name="owners" label="负责人" required>
            <MemberPicker multiple onSearch={instantSearch} />
          </FormItem>
          <FormActions submitText="保存" />
        </Form>
      );
    }
    renderWithProviders(<GroupForm />);
    await user.click(screen.getByRole('combobox', { name: /负责人/ }));
    await user.click(await screen.findByRole('option', { name: /王芳/ }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ owners: [wang] });
  });
});
