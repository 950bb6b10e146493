import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { NotFound } from './NotFound';

describeConformance({ component: 'NotFound', render: (props) => <NotFound {...(props as object)} /> });

describe('NotFound', () => {
  it('says the page does not exist and leads home or back', async () => {
    const onHome = vi.fn();
    const onBack = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<NotFound onHome={onHome} onBack={onBack} />);
    expect(screen.getByRole('heading', { level: 1, name: '页面不存在' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '返回首页' }));
    await user.click(screen.getByRole('button', { name: '返回上一页' }));
    expect(onHome).toHaveBeenCalledTimes(1);
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('offers only the actions it is given, in English too', () => {
    renderWithProviders(<NotFound onHome={() => {}} />, { locale: 'en' });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Go to the home page']);
  });
});
