import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: {
    total: 52,
    defaultPage: 1,
    pageSizeOptions: [5, 10, 20, 50],
    defaultPageSize: 5,
    onPageChange: fn(),
    onPageSizeChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Task-centre paging: 52 items, 5 per page (options 5/10/20/50). */
export const Default: Story = { tags: ['visual'] };

export const Playground: Story = {
  args: { total: 520, defaultPage: 6, showTotal: true, showJumper: true, siblingCount: 1, size: 'md', disabled: false },
};

export const ManyPages: Story = { tags: ['visual'], args: { total: 1000, defaultPage: 50, defaultPageSize: 10 } };

export const FewPages: Story = { args: { total: 18, pageSizeOptions: [], defaultPageSize: 10 } };

export const NoItems: Story = { args: { total: 0 } };

export const Disabled: Story = { args: { disabled: true, defaultPage: 3 } };

export const Small: Story = { args: { size: 'sm', total: 200, defaultPage: 4 } };

/** Tab to the next-page button, Enter; type a page in the jumper, Enter; choose a page size. */
export const KeyboardPaging: Story = {
  args: { total: 520, defaultPageSize: 10, onPageChange: fn(), onPageSizeChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const previous = canvas.getByRole('button', { name: '上一页' });
    await expect(previous).toHaveFocus();
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    const next = canvas.getByRole('button', { name: '下一页' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: '每页条数' })).toHaveFocus();
    await userEvent.tab();
    const jump = canvas.getByRole('textbox', { name: '跳转到指定页' });
    await expect(jump).toHaveFocus();
    await userEvent.type(jump, '40{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(40);
    await expect(canvas.getByRole('button', { name: '第 40 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.type(jump, '999{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(52);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '每页条数' }), '50');
    await expect(args.onPageSizeChange).toHaveBeenLastCalledWith(50);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    await expect(canvas.getByText('52 items')).toBeInTheDocument();
    await expect(canvas.getByRole('option', { name: '5 / page' })).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultPage: 3 } };
