import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { Pagination } from './Pagination';
import { getPageItems, getTotalPages } from './pageItems';

describeConformance({ component: 'Pagination', render: (props) => <Pagination total={52} {...(props as object)} /> });

describe('getPageItems', () => {
  it('lists every page when they fit', () => {
    expect(getPageItems(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('puts a gap before the last page near the start', () => {
    expect(getPageItems(2, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
  });
  it('puts gaps on both sides in the middle', () => {
    expect(getPageItems(10, 20)).toEqual([1, 'start-ellipsis', 9, 10, 11, 'end-ellipsis', 20]);
  });
  it('puts a gap after the first page near the end', () => {
    expect(getPageItems(19, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
  });
  it('counts at least one page', () => {
    expect(getTotalPages(0, 10)).toBe(1);
    expect(getTotalPages(52, 5)).toBe(11);
  });
});

describe('Pagination', () => {
  it('is a named navigation landmark with the total and the current page marked', () => {
    renderWithProviders(<Pagination total={52} defaultPageSize={5} defaultPage={3} />);
    expect(screen.getByRole('navigation', { name: '分页' })).toBeInTheDocument();
    expect(screen.getByText('共 52 条')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '第 3 页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '第 11 页' })).toBeInTheDocument();
  });

  it('speaks English', () => {
    renderWithProviders(<Pagination total={52} pageSizeOptions={[5, 10]} />, { locale: 'en' });
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByText('52 items')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '10 / page' })).toBeInTheDocument();
  });

  it('moves with previous and next, and keeps focus on an exhausted button', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderWithProviders(<Pagination total={20} defaultPageSize={10} onPageChange={onPageChange} />);
    const previous = screen.getByRole('button', { name: '上一页' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(previous);
    expect(onPageChange).not.toHaveBeenCalled();
    const next = screen.getByRole('button', { name: '下一页' });
    await user.click(next);
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
  });

  it('jumps to a typed page, clamped to the range', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderWithProviders(<Pagination total={100} defaultPageSize={10} onPageChange={onPageChange} />);
    const jump = screen.getByRole('textbox', { name: '跳转到指定页' });
    await user.type(jump, '7{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(7);
    expect(jump).toHaveValue('');
    await user.type(jump, '70{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(10);
  });

  it('changes page size and returns to page 1 in one combined change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onPageSizeChange = vi.fn();
    renderWithProviders(
      <Pagination
        total={52}
        pageSizeOptions={[5, 10, 20, 50]}
        defaultPage={4}
        onChange={onChange}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    expect(screen.getByRole('combobox', { name: '每页条数' })).toHaveValue('5');
    await user.selectOptions(screen.getByRole('combobox', { name: '每页条数' }), '20');
    expect(onPageSizeChange).toHaveBeenCalledWith(20);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, pageSize: 20 });
    expect(screen.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
  });

  it('follows a controlled page', () => {
    const { rerender } = renderWithProviders(<Pagination total={52} page={2} pageSize={5} />);
    expect(screen.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    rerender(<Pagination total={52} page={5} pageSize={5} />);
    expect(screen.getByRole('button', { name: '第 5 页' })).toHaveAttribute('aria-current', 'page');
  });

  it('ignores every control when disabled', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderWithProviders(<Pagination total={52} disabled onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });
});
