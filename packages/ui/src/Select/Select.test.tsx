import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField/FormField';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { Select } from './Select';

const options = [
  { value: 'douyin', label: '抖音' },
  { value: 'kuaishou', label: '快手' },
  { value: 'xhs', label: '小红书' },
  { value: 'wechat', label: '视频号', disabled: true },
];

beforeAll(() => {
  // Radix Select and cmdk scroll items into view; happy-dom has no layout.
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});

describeConformance({
  component: 'Select',
  render: (props) => <Select aria-label="平台" options={options} {...(props as object)} />,
});

describeConformance({
  component: 'Select',
  render: (props) => <Select aria-label="平台" multiple options={options} {...(props as object)} />,
});

describe('Select (single)', () => {
  it('is a combobox labelled by its FormField showing the placeholder', () => {
    renderWithProviders(
      <FormField label="平台">
        <Select options={options} />
      </FormField>,
    );
    const trigger = screen.getByRole('combobox', { name: '平台' });
    expect(trigger).toHaveTextContent('请选择');
  });

  it('opens with the keyboard, selects with Enter and returns focus', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<Select aria-label="平台" options={options} onValueChange={onValueChange} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('combobox')).toHaveFocus();
  });

  it('shows the selected label', () => {
    renderWithProviders(<Select aria-label="平台" options={options} defaultValue="xhs" />);
    expect(screen.getByRole('combobox')).toHaveTextContent('小红书');
  });
});

describe('Select (multiple)', () => {
  it('opens from the trigger, checks options, shows chips and closes on Esc', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<Select aria-label="平台" multiple options={options} onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: '平台' });
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    const search = await screen.findByRole('combobox', { name: '搜索' });
    await waitFor(() => expect(search).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith(['douyin']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith(['douyin', 'kuaishou']);
    expect(screen.getByRole('option', { name: '抖音' })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(screen.getByRole('button', { name: '移除 抖音' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '移除 快手' })).toBeInTheDocument();
  });

  it('filters by label and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Select aria-label="平台" multiple options={options} />);
    await user.click(screen.getByRole('combobox', { name: '平台' }));
    const search = await screen.findByRole('combobox', { name: '搜索' });
    await user.type(search, '小红');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(screen.getByRole('option', { name: '小红书' })).toBeInTheDocument();
    await user.type(search, 'zzz');
    expect(await screen.findByText('暂无匹配结果')).toBeInTheDocument();
  });

  it('removes one chip or clears all', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(
      <Select
        aria-label="平台"
        multiple
        options={options}
        defaultValue={['douyin', 'xhs']}
        onValueChange={onValueChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: '移除 抖音' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['xhs']);
    await user.click(screen.getByRole('button', { name: '清空全部' }));
    expect(onValueChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole('button', { name: /移除/ })).not.toBeInTheDocument();
  });

  it('does not select a disabled option', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<Select aria-label="平台" multiple options={options} onValueChange={onValueChange} />);
    await user.click(screen.getByRole('combobox', { name: '平台' }));
    await user.click(await screen.findByRole('option', { name: '视频号' }));
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('speaks English', async () => {
    renderWithProviders(<Select aria-label="Platform" multiple options={options} defaultValue={['douyin']} />, {
      locale: 'en',
    });
    expect(screen.getByRole('button', { name: 'Remove 抖音' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeInTheDocument();
  });
});

describe('Select (single, searchable)', () => {
  it('selects a searched option, closes and shows it', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<Select aria-label="平台" searchable options={options} onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: '平台' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await user.type(await screen.findByRole('combobox', { name: '搜索' }), '快');
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('kuaishou');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(trigger).toHaveTextContent('快手');
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
