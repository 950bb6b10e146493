import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { ChooseSystem, type SystemChoice } from './ChooseSystem';

const systems: SystemChoice[] = [
  { key: 'a', name: '内容中心' },
  { key: 'b', name: '客户管理', disabled: true },
];

describeConformance({
  component: 'ChooseSystem',
  render: (props) => <ChooseSystem systems={systems} {...(props as object)} />,
});

describe('ChooseSystem', () => {
  it('lists the systems and reports the chosen one; disabled ones cannot be chosen', async () => {
    const onChoose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ChooseSystem systems={systems} onChoose={onChoose} />);
    expect(screen.getByRole('heading', { name: '选择系统' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '内容中心' }));
    const disabled = screen.getByRole('button', { name: /客户管理/ });
    expect(disabled).toBeDisabled();
    expect(disabled).toHaveTextContent('未开通');
    await user.click(disabled);
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(onChoose).toHaveBeenCalledWith(systems[0]);
  });

  it('says there is no menu permission when there is nothing to choose, and offers logout', async () => {
    const onLogout = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ChooseSystem systems={[]} onLogout={onLogout} />, { locale: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'You have no menu permissions. Please contact your administrator.',
    );
    expect(screen.queryByRole('list', { name: 'Choose a system' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
