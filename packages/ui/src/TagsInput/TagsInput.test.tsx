import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField/FormField';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { TagsInput } from './TagsInput';
import { z } from 'zod';
import { Form, FormActions } from '../Form/Form';
import { FormItem } from '../Form/FormItem';
import { useSchemaForm } from '../Form/useSchemaForm';

describeConformance({
  component: 'TagsInput',
  render: (props) => <TagsInput aria-label="关键词" defaultValue={['新品']} {...(props as object)} />,
});

const input = () => screen.getByRole('textbox', { name: '关键词' });
const tagNames = () =>
  within(screen.getByRole('list', { name: '已添加的标签' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const announcer = (container: HTMLElement) => container.querySelector('[data-part="Announcer"]') as HTMLElement;

describe('TagsInput', () => {
  describe('adding', () => {
    it('adds a trimmed tag on Enter and on a comma, and announces it', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      const { container } = renderWithProviders(<TagsInput aria-label="关键词" onValueChange={onValueChange} />);
      await user.type(input(), '  夏季新品 {Enter}');
      expect(onValueChange).toHaveBeenLastCalledWith(['夏季新品']);
      expect(input()).toHaveValue('');
      expect(announcer(container)).toHaveTextContent('已添加 夏季新品');
      await user.type(input(), '防晒，');
      await user.type(input(), '清爽,');
      expect(onValueChange).toHaveBeenLastCalledWith(['夏季新品', '防晒', '清爽']);
      expect(tagNames()).toEqual(['夏季新品', '防晒', '清爽']);
    });

    it('splits pasted text on commas, keeping the last part to go on typing', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithProviders(<TagsInput aria-label="关键词" onValueChange={onValueChange} />);
      await user.click(input());
      await user.paste('口红, 眼影,，粉底');
      expect(onValueChange).toHaveBeenLastCalledWith(['口红', '眼影']);
      expect(input()).toHaveValue('粉底');
    });

    it('ignores Enter on empty text', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithProviders(<TagsInput aria-label="关键词" onValueChange={onValueChange} />);
      await user.type(input(), '   {Enter}');
      expect(onValueChange).not.toHaveBeenCalled();
    });

    it('refuses a duplicate, ignoring case, and says so', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithProviders(<TagsInput aria-label="关键词" defaultValue={['Nike']} onValueChange={onValueChange} />);
      await user.type(input(), 'nike{Enter}');
      expect(onValueChange).not.toHaveBeenCalled();
      expect(screen.getByText('nike 已存在')).toBeInTheDocument();
      expect(input()).toHaveAccessibleDescription('nike 已存在');
    });
  });

  describe('removing', () => {
    it('removes the last tag with Backspace in the empty input', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      const { container } = renderWithProviders(
        <TagsInput aria-label="关键词" defaultValue={['a', 'b']} onValueChange={onValueChange} />,
      );
      await user.type(input(), 'x{Backspace}{Backspace}');
      expect(onValueChange).toHaveBeenLastCalledWith(['a']);
      expect(announcer(container)).toHaveTextContent('已移除 b');
      expect(input()).toHaveFocus();
    });

    it('removes a tag with its button by keyboard and moves focus to the next one', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithProviders(
        <TagsInput aria-label="关键词" defaultValue={['a', 'b', 'c']} onValueChange={onValueChange} />,
      );
      await user.tab();
      await user.tab();
      expect(screen.getByRole('button', { name: '移除 b' })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(onValueChange).toHaveBeenLastCalledWith(['a', 'c']);
      await waitFor(() => expect(screen.getByRole('button', { name: '移除 c' })).toHaveFocus());
      await user.keyboard(' ');
      expect(onValueChange).toHaveBeenLastCalledWith(['a']);
      await waitFor(() => expect(input()).toHaveFocus());
    });
  });

  describe('given limits', () => {
    it('stops at maxTags with a reason, and counts', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithProviders(
        <TagsInput
          aria-label="关键词"
          maxTags={2}
          defaultValue={['a']}
          onValueChange={onValueChange}
          data-testid="root"
        />,
      );
      expect(screen.getByText('1/2')).toBeInTheDocument();
      await user.type(input(), 'b{Enter}');
      expect(screen.getByTestId('root')).toHaveAttribute('data-full', 'true');
      await user.type(input(), 'c{Enter}');
      expect(onValueChange).toHaveBeenLastCalledWith(['a', 'b']);
      expect(screen.getByText('最多添加 2 个标签')).toBeInTheDocument();
      expect(input()).toHaveValue('c');
      expect(input()).toHaveAccessibleDescription('已添加 2 个标签，最多 2 个 最多添加 2 个标签');
    });

    it('marks text longer than maxTagLength invalid and refuses it', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithProviders(<TagsInput aria-label="关键词" maxTagLength={4} onValueChange={onValueChange} />);
      await user.type(input(), '12345');
      expect(input()).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText('标签最多 4 个字')).toBeInTheDocument();
      await user.keyboard('{Enter}');
      expect(onValueChange).not.toHaveBeenCalled();
      await user.keyboard('{Backspace}{Enter}');
      expect(onValueChange).toHaveBeenLastCalledWith(['1234']);
      expect(input()).not.toHaveAttribute('aria-invalid');
    });
  });

  describe('given suggestions', () => {
    const suggestions = ['夏季', '夏日限定', '秋冬', '新品'];

    it('lists matching suggestions not yet added, picks one with the keyboard', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithProviders(
        <TagsInput
          aria-label="关键词"
          suggestions={suggestions}
          defaultValue={['夏季']}
          onValueChange={onValueChange}
        />,
      );
      const combobox = screen.getByRole('combobox', { name: '关键词' });
      await user.type(combobox, '夏');
      const list = await screen.findByRole('listbox', { name: '推荐标签' });
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['夏日限定']);
      expect(combobox).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard('{ArrowDown}');
      expect(combobox).toHaveAttribute('aria-activedescendant', within(list).getByRole('option').id);
      await user.keyboard('{Enter}');
      expect(onValueChange).toHaveBeenLastCalledWith(['夏季', '夏日限定']);
      expect(combobox).toHaveValue('');
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    });

    it('adds the typed text on Enter when no suggestion is highlighted, and picks with the mouse', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithProviders(<TagsInput aria-label="关键词" suggestions={suggestions} onValueChange={onValueChange} />);
      const combobox = screen.getByRole('combobox', { name: '关键词' });
      await user.type(combobox, '秋{Enter}');
      expect(onValueChange).toHaveBeenLastCalledWith(['秋']);
      await user.keyboard('{ArrowDown}');
      await user.click(await screen.findByRole('option', { name: '新品' }));
      expect(onValueChange).toHaveBeenLastCalledWith(['秋', '新品']);
      expect(combobox).toHaveFocus();
    });

    it('closes on Escape', async () => {
      const user = userEvent.setup();
      renderWithProviders(<TagsInput aria-label="关键词" suggestions={suggestions} />);
      await user.type(screen.getByRole('combobox'), '新');
      await screen.findByRole('listbox');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    });
  });

  it('offers no removal when disabled or read-only', () => {
    renderWithProviders(
      <>
        <TagsInput aria-label="a" defaultValue={['x']} disabled />
        <TagsInput aria-label="b" defaultValue={['y']} readOnly />
      </>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'a' })).toBeDisabled();
  });

  it('submits one hidden input per tag under its name', () => {
    const { container } = renderWithProviders(
      <TagsInput aria-label="关键词" name="keywords" defaultValue={['a', 'b']} />,
    );
    const hidden = container.querySelectorAll<HTMLInputElement>('input[type="hidden"][name="keywords"]');
    expect([...hidden].map((h) => h.value)).toEqual(['a', 'b']);
  });

  it('calls onBlur when focus leaves the control, not when it moves to a tag', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    renderWithProviders(
      <>
        <TagsInput aria-label="关键词" defaultValue={['a']} onBlur={onBlur} />
        <button type="button">之后</button>
      </>,
    );
    await user.click(input());
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: '移除 a' })).toHaveFocus();
    expect(onBlur).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '之后' }));
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('takes its id, description and state from a FormField', () => {
    renderWithProviders(
      <FormField label="关键词" hint="回车添加" error="至少添加一个关键词" required>
        <TagsInput />
      </FormField>,
    );
    const field = screen.getByRole('textbox', { name: /关键词/ });
    expect(field).toBeRequired();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('回车添加 至少添加一个关键词');
  });

  it('speaks English', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TagsInput aria-label="Keywords" defaultValue={['a']} />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Remove a' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox'), 'A{Enter}');
    expect(screen.getByText('A is already added')).toBeInTheDocument();
  });

  it('binds to a FormItem, and the schema checks the list', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const schema = z.object({ keywords: z.array(z.string()).min(2, '至少两个关键词') });
    function KeywordForm() {
      const form = useSchemaForm({ schema, defaultValues: { keywords: [] } });
      return (
        <Form form={form} onSubmit={onSubmit} aria-label="商品">
          <FormItem name="keywords" label="关键词" required>
            <TagsInput />
          </FormItem>
          <FormActions submitText="保存" />
        </Form>
      );
    }
    renderWithProviders(<KeywordForm />);
    const field = screen.getByRole('textbox', { name: /关键词/ });
    await user.type(field, '夏季{Enter}');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/至少两个关键词/));
    await user.type(field, '新品{Enter}');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ keywords: ['夏季', '新品'] });
  });
});
