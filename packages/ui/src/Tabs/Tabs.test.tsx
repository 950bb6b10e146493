import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import * as Tabs from './Tabs.namespace';

function Example(props: { onValueChange?: (v: string) => void; value?: string }) {
  return (
    <Tabs.Root defaultValue="a" {...props}>
      <Tabs.List aria-label="任务中心">
        <Tabs.Trigger value="a">导出文件</Tabs.Trigger>
        <Tabs.Trigger value="b">标签任务</Tabs.Trigger>
        <Tabs.Trigger value="c" disabled>
          合并记录
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="a">A 面板</Tabs.Content>
      <Tabs.Content value="b">B 面板</Tabs.Content>
      <Tabs.Content value="c">C 面板</Tabs.Content>
    </Tabs.Root>
  );
}

describeConformance({
  component: 'Tabs',
  render: (props) => (
    <Tabs.Root defaultValue="a" {...(props as object)}>
      <Tabs.List aria-label="列表">
        <Tabs.Trigger value="a">一</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="a">内容</Tabs.Content>
    </Tabs.Root>
  ),
});

describe('Tabs', () => {
  it('shows the panel of the selected tab', () => {
    renderWithProviders(<Example />);
    expect(screen.getByRole('tablist', { name: '任务中心' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '导出文件' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('A 面板');
  });

  it('moves with arrow keys, skipping disabled tabs, and reports the change', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<Example onValueChange={onValueChange} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '标签任务' })).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('b');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('B 面板');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '导出文件' })).toHaveFocus();
  });

  it('follows a controlled value', () => {
    renderWithProviders(<Example value="b" />);
    expect(screen.getByRole('tab', { name: '标签任务' })).toHaveAttribute('data-state', 'active');
  });
});
