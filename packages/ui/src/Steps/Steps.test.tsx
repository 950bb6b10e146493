import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { Steps, stepStatus } from './Steps';

const items = [{ title: '基本信息', description: '名称与类型' }, { title: '投放设置' }, { title: '确认提交' }];

describeConformance({
  component: 'Steps',
  render: (props) => <Steps items={items} current={1} {...(props as object)} />,
});

describe('stepStatus', () => {
  it('finishes the steps before the current one and keeps the later ones waiting', () => {
    expect([0, 1, 2].map((index) => stepStatus(index, 1, 'process'))).toEqual(['finish', 'process', 'wait']);
    expect(stepStatus(1, 1, 'error')).toBe('error');
    expect(stepStatus(2, 1, 'process', 'finish')).toBe('finish');
  });
});

describe('Steps', () => {
  it('is an ordered list naming each status, with the current step marked', () => {
    renderWithProviders(<Steps items={items} current={1} />);
    expect(screen.getByRole('list', { name: '步骤' })).toHaveAttribute('data-orientation', 'horizontal');
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-status'))).toEqual(['finish', 'process', 'wait']);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps[0]).not.toHaveAttribute('aria-current');
    expect(steps[0]).toHaveTextContent('基本信息 已完成名称与类型');
    expect(steps[1]).toHaveTextContent('投放设置 进行中');
    expect(steps[2]).toHaveTextContent('3确认提交 未开始');
  });

  it('shows an error on the current step', () => {
    renderWithProviders(<Steps items={items} current={2} status="error" orientation="vertical" />, { locale: 'en' });
    expect(screen.getByRole('list', { name: 'Steps' })).toHaveAttribute('data-orientation', 'vertical');
    expect(screen.getAllByRole('listitem')[2]).toHaveTextContent('确认提交 has errors');
  });

  it('makes finished steps buttons with onStepClick and moves back to them', async () => {
    const user = userEvent.setup();
    const onStepClick = vi.fn();
    const onCurrentChange = vi.fn();
    renderWithProviders(
      <Steps items={items} defaultCurrent={2} onStepClick={onStepClick} onCurrentChange={onCurrentChange} />,
    );
    expect(screen.getAllByRole('button')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /确认提交/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '基本信息 已完成' }));
    expect(onStepClick).toHaveBeenCalledWith(0);
    expect(onCurrentChange).toHaveBeenCalledWith(0);
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is keyboard operable', async () => {
    const user = userEvent.setup();
    const onStepClick = vi.fn();
    renderWithProviders(<Steps items={items} current={1} onStepClick={onStepClick} />);
    await user.tab();
    expect(screen.getByRole('button', { name: /基本信息/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onStepClick).toHaveBeenCalledWith(0);
  });
});
