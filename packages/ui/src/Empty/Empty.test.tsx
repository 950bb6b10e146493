import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { Empty } from './Empty';

describeConformance({ component: 'Empty', render: (props) => <Empty {...(props as object)} /> });

describe('Empty', () => {
  it('says there is no data in the current language', () => {
    const { unmount } = renderWithProviders(<Empty />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    unmount();
    renderWithProviders(<Empty />, { locale: 'en' });
    expect(screen.getByText('No data')).toBeInTheDocument();
  });

  it('shows a custom title, description and a working action', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithProviders(
      <Empty title="还没有任务" description="创建后显示在这里" action={<Button onClick={onClick}>新建</Button>} />,
    );
    expect(screen.getByText('还没有任务')).toBeInTheDocument();
    expect(screen.getByText('创建后显示在这里')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '新建' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('hides the illustration when asked', () => {
    renderWithProviders(<Empty data-testid="e" illustration={null} />);
    expect(screen.getByTestId('e').querySelector('[data-part="Illustration"]')).toBeNull();
  });
});
