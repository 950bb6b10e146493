import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils/render';
import { ArrangePanel } from './ArrangePanel';
import { sampleDocument } from './panels.fixtures';

const setup = (selection: string[], locale: 'zh-CN' | 'en' = 'zh-CN') => {
  const onCommand = vi.fn();
  renderWithProviders(<ArrangePanel document={sampleDocument()} selection={selection} onCommand={onCommand} />, {
    locale,
  });
  return { onCommand, user: userEvent.setup() };
};

describe('ArrangePanel', () => {
  it('aligns one object to the canvas', async () => {
    const { onCommand, user } = setup(['title']);
    expect(screen.getByRole('group', { name: '对齐画布' })).toBeInTheDocument();
    for (const name of ['左对齐', '水平居中', '右对齐', '顶对齐', '垂直居中', '底对齐']) {
      await user.click(screen.getByRole('button', { name }));
    }
    expect(onCommand.mock.calls.map((c) => c[0])).toEqual(
      ['left', 'centerX', 'right', 'top', 'centerY', 'bottom'].map((edge) => ({ type: 'align', ids: ['title'], edge })),
    );
    expect(screen.getByRole('button', { name: '水平等距' })).toBeDisabled();
  });

  it('aligns several to the selection and distributes three or more', async () => {
    const { onCommand, user } = setup(['title', 'photo', 'logo']);
    expect(screen.getByRole('group', { name: '对齐所选' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '水平等距' }));
    await user.click(screen.getByRole('button', { name: '垂直等距' }));
    expect(onCommand.mock.calls.map((c) => c[0])).toEqual([
      { type: 'distribute', ids: ['title', 'photo', 'logo'], axis: 'horizontal' },
      { type: 'distribute', ids: ['title', 'photo', 'logo'], axis: 'vertical' },
    ]);
  });

  it('changes the stacking order', async () => {
    const { onCommand, user } = setup(['title']);
    for (const name of ['上移一层', '下移一层', '置于顶层', '置于底层']) {
      await user.click(screen.getByRole('button', { name }));
    }
    expect(onCommand.mock.calls.map((c) => c[0])).toEqual(
      ['forward', 'backward', 'front', 'back'].map((to) => ({ type: 'arrange', ids: ['title'], to })),
    );
  });

  it('disables everything without a selection, in English too', () => {
    setup([], 'en');
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Align to canvas' })).toBeInTheDocument();
  });
});
