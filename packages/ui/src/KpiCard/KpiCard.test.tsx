import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { KpiCard } from './KpiCard';
import { KpiCardGroup } from './KpiCardGroup';

describeConformance({
  component: 'KpiCard',
  render: (props) => (
    <KpiCard
      label="访问量"
      value={123456}
      valueType="count"
      trend={0.12}
      description="近 7 天"
      {...(props as object)}
    />
  ),
});

describeConformance({
  component: 'KpiCardGroup',
  render: (props) => (
    <KpiCardGroup label="核心指标" {...(props as object)}>
      <KpiCard label="访问量" value={123456} valueType="count" />
      <KpiCard label="销售额" value={9_900_00} valueType="money" />
    </KpiCardGroup>
  ),
});

describe('KpiCard', () => {
  it('shows the figure formatted, its trend, footnote and action', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithProviders(
      <KpiCard
        label="销售额"
        value={12_345_678}
        valueType="money"
        prefix="¥"
        trend={-0.05}
        description="统计截至昨日 24:00"
        action={
          <a href="#sales" onClick={onClick}>
            详情
          </a>
        }
        data-testid="card"
      />,
    );
    const card = screen.getByTestId('card');
    expect(card.querySelector('[data-part="Figure"]')).toHaveTextContent('123,456.78');
    expect(within(card).getByText('¥')).toBeInTheDocument();
    expect(within(card).getByText('较上期下降 5%')).toBeInTheDocument();
    expect(within(card).getByText('统计截至昨日 24:00')).toHaveAttribute('data-part', 'Description');
    await user.click(within(card).getByRole('link', { name: '详情' }));
    expect(onClick).toHaveBeenCalled();
  });

  it('passes loading to the figure', () => {
    renderWithProviders(<KpiCard label="访问量" value={1} loading data-testid="card" />);
    expect(screen.getByTestId('card').querySelector('[data-component="Statistic"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });
});

describe('KpiCardGroup', () => {
  it('is a named list with one item per card, fragments opened', () => {
    renderWithProviders(
      <KpiCardGroup label="核心指标">
        <KpiCard label="访问量" value={1} />
        <KpiCard label="新增用户" value={2} />
        {null}
        <>
          <KpiCard label="订单数" value={3} />
          <KpiCard label="销售额" value={4} />
        </>
      </KpiCardGroup>,
    );
    const list = screen.getByRole('list', { name: '核心指标' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[1]).toHaveTextContent('新增用户');
  });

  it('can be named by a visible heading and sets the narrowest card width', () => {
    renderWithProviders(
      <>
        <h2 id="kpi-heading">今日概览</h2>
        <KpiCardGroup aria-labelledby="kpi-heading" minItemWidth={240} data-testid="group">
          <KpiCard label="访问量" value={1} />
        </KpiCardGroup>
      </>,
    );
    expect(screen.getByRole('list', { name: '今日概览' })).toBe(screen.getByTestId('group'));
    expect(screen.getByTestId('group').style.getPropertyValue('--bc-kpi-min-width')).toBe('240px');
  });
});
