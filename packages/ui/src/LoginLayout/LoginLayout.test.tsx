import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { LoginLayout } from './LoginLayout';

describeConformance({
  component: 'LoginLayout',
  render: (props) => <LoginLayout productName="品牌" {...(props as object)} />,
});

describe('LoginLayout', () => {
  it('frames the form with the product name, title, tagline and footer', () => {
    renderWithProviders(
      <LoginLayout productName="矩阵获客" title="手机号登录" footer="© 2026">
        <p>表单</p>
      </LoginLayout>,
    );
    expect(screen.getByText('矩阵获客')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '手机号登录' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('表单')).toBeInTheDocument();
    expect(screen.getByText('品牌内容营销与短视频创作，一站完成')).toBeInTheDocument();
    expect(screen.getByText('© 2026')).toBeInTheDocument();
  });

  it('has the cut-shadow look and words for system version 2, in English too', () => {
    const { container } = renderWithProviders(<LoginLayout productName="剪影" variant="cutShadow" />, {
      locale: 'en',
    });
    expect(container.querySelector('[data-component="LoginLayout"]')).toHaveAttribute('data-variant', 'cutShadow');
    expect(screen.getByText('Smart creation for every short video')).toBeInTheDocument();
  });
});
