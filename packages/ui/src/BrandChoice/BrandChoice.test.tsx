import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { HeaderBrand } from '../Header/Header';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { BrandChoice } from './BrandChoice';

const brands: HeaderBrand[] = [
  { brandId: 13, brandName: '星河美妆', isValid: true },
  { brandId: 14, brandName: '青禾食品', isValid: true },
  { brandId: 15, brandName: '旧城百货', isValid: false },
];

describeConformance({
  component: 'BrandChoice',
  render: (props) => <BrandChoice brands={brands} onConfirm={() => Promise.resolve()} {...(props as object)} />,
});

describe('BrandChoice', () => {
  it('preselects the first brand and opens the chosen one', async () => {
    const onConfirm = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderWithProviders(<BrandChoice brands={brands} onConfirm={onConfirm} />);
    expect(screen.getByRole('radio', { name: '星河美妆' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '青禾食品' }));
    await user.click(screen.getByRole('button', { name: '进入' }));
    expect(onConfirm).toHaveBeenCalledWith(brands[1]);
  });

  it('shows disabled brands as 该账号已被禁用 and never chooses them', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<BrandChoice brands={[brands[2]!, brands[0]!]} onConfirm={onConfirm} />);
    const disabled = screen.getByRole('radio', { name: '旧城百货（该账号已被禁用）' });
    expect(disabled).toBeDisabled();
    expect(screen.getByRole('radio', { name: '星河美妆' })).toBeChecked();
    await user.click(disabled);
    expect(disabled).not.toBeChecked();
  });

  it('cannot confirm when every brand is disabled', () => {
    renderWithProviders(<BrandChoice brands={[brands[2]!]} onConfirm={vi.fn()} />);
    expect(screen.getByRole('button', { name: '进入' })).toBeDisabled();
  });

  it('says so when there are no brands', async () => {
    const onBack = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<BrandChoice brands={[]} onConfirm={vi.fn()} onBack={onBack} />);
    expect(screen.getByText('未找到品牌信息，请联系管理员')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '进入' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '返回' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal and keeps the choice, in English too', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BrandChoice brands={brands} onConfirm={() => Promise.reject(new Error('该账号已被禁用'))} />, {
      locale: 'en',
    });
    await user.click(screen.getByRole('radio', { name: '青禾食品' }));
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('该账号已被禁用');
    expect(screen.getByRole('radio', { name: '青禾食品' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '旧城百货（This account has been disabled）' })).toBeDisabled();
  });
});
