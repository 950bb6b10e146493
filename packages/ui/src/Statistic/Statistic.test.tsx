import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { formatValue } from './formatValue';
import { Statistic } from './Statistic';

describeConformance({
  component: 'Statistic',
  render: (props) => <Statistic label="访问量" value={123456} valueType="count" trend={0.12} {...(props as object)} />,
});

const figure = (root: HTMLElement) => root.querySelector('[data-part="Figure"]');

describe('Statistic', () => {
  describe('formats a numeric value by its type', () => {
    it.each([
      ['number', 1234567.891, undefined, '1,234,567.89'],
      ['number', 12.5, 2, '12.50'],
      ['count', 123456, undefined, '12.3万'],
      ['money', 123456, undefined, '1,234.56'],
      ['percent', 0.1256, undefined, '12.6%'],
      ['percent', 0.1256, 2, '12.56%'],
      ['duration', 3_725_000, undefined, '1:02:05'],
    ] as const)('%s %s (precision %s) → %s', (valueType, value, precision, expected) => {
      renderWithProviders(
        <Statistic label="指标" value={value} valueType={valueType} precision={precision} data-testid="s" />,
      );
      expect(figure(screen.getByTestId('s'))).toHaveTextContent(expected);
    });

    it('uses English units in English', () => {
      renderWithProviders(<Statistic label="Visits" value={123456} valueType="count" data-testid="s" />, {
        locale: 'en',
      });
      expect(figure(screen.getByTestId('s'))).toHaveTextContent('12.3w');
    });

    it('shows a dash for a missing or non-finite value, and a node as given', () => {
      const { rerender } = renderWithProviders(<Statistic label="指标" value={null} data-testid="s" />);
      expect(figure(screen.getByTestId('s'))).toHaveTextContent('-');
      rerender(<Statistic label="指标" value={Number.NaN} data-testid="s" />);
      expect(figure(screen.getByTestId('s'))).toHaveTextContent('-');
      rerender(<Statistic label="指标" value={<strong>A+</strong>} data-testid="s" />);
      expect(screen.getByText('A+').tagName).toBe('STRONG');
    });
  });

  it('shows the label, prefix and suffix', () => {
    renderWithProviders(<Statistic label="新增用户" value={320} prefix="约" suffix="人" />);
    expect(screen.getByText('新增用户')).toBeInTheDocument();
    expect(screen.getByText('约')).toHaveAttribute('data-part', 'Prefix');
    expect(screen.getByText('人')).toHaveAttribute('data-part', 'Suffix');
  });

  describe('given a trend', () => {
    it('reads a rise as 较上期上升 and colours it as good news', () => {
      renderWithProviders(<Statistic label="访问量" value={1000} trend={0.12} data-testid="s" />);
      expect(screen.getByText('较上期上升 12%')).toBeInTheDocument();
      const trend = screen.getByTestId('s').querySelector('[data-part="Trend"]');
      expect(trend).toHaveAttribute('data-direction', 'up');
      expect(trend).toHaveAttribute('data-tone', 'good');
      expect(trend?.querySelector('[aria-hidden="true"]')).toHaveTextContent('12%');
    });

    it('reads a fall as "down" in English', () => {
      renderWithProviders(<Statistic label="Visits" value={1000} trend={-0.034} />, { locale: 'en' });
      expect(screen.getByText('down 3.4%')).toBeInTheDocument();
    });

    it('colours a rise as bad news when lower is better, and not at all when neutral', () => {
      const { rerender } = renderWithProviders(
        <Statistic
          label="退款率"
          value={0.02}
          valueType="percent"
          trend={0.1}
          trendPolarity="negative"
          data-testid="s"
        />,
      );
      const trend = () => screen.getByTestId('s').querySelector('[data-part="Trend"]');
      expect(trend()).toHaveAttribute('data-tone', 'bad');
      rerender(<Statistic label="退款率" value={0.02} trend={-0.1} trendPolarity="negative" data-testid="s" />);
      expect(trend()).toHaveAttribute('data-tone', 'good');
      rerender(<Statistic label="退款率" value={0.02} trend={-0.1} trendPolarity="neutral" data-testid="s" />);
      expect(trend()).toHaveAttribute('data-tone', 'neutral');
    });

    it('reads zero as unchanged', () => {
      renderWithProviders(<Statistic label="访问量" value={1000} trend={0} />);
      expect(screen.getByText('与上期持平')).toBeInTheDocument();
    });

    it('formats a value trend like the value, after a visible comparison label', () => {
      renderWithProviders(
        <Statistic
          label="销售额"
          value={1_000_000}
          valueType="money"
          trend={-12_345}
          trendType="value"
          trendLabel="周同比"
        />,
      );
      expect(screen.getByText('周同比')).toBeVisible();
      expect(screen.getByText('下降 123.45')).toBeInTheDocument();
    });
  });

  it('shows a placeholder, announces loading and hides the trend while loading', () => {
    renderWithProviders(<Statistic label="访问量" value={1000} trend={0.1} loading data-testid="s" />);
    const root = screen.getByTestId('s');
    expect(root).toHaveAttribute('aria-busy', 'true');
    expect(root.querySelector('[data-component="Skeleton"]')).toBeInTheDocument();
    expect(screen.getByText('加载中')).toBeInTheDocument();
    expect(screen.queryByText('1,000')).not.toBeInTheDocument();
    expect(root.querySelector('[data-part="Trend"]')).toBeNull();
  });
});

describe('formatValue', () => {
  it('prints a dash for null, undefined and non-finite numbers', () => {
    for (const value of [null, undefined, Number.NaN, Infinity]) {
      expect(formatValue(value, { locale: 'zh-CN' })).toBe('-');
    }
  });
});
