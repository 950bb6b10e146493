import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { Result } from './Result';

describeConformance({
  component: 'Result',
  render: (props) => <Result status="success" title="提交成功" {...(props as object)} />,
});

describe('Result', () => {
  it('shows the title as an h2 by default, with its description and actions', async () => {
    const user = userEvent.setup();
    const onBack = vi.fn();
    renderWithProviders(
      <Result
        status="success"
        title="提交成功"
        description="等待审核"
        actions={<Button onClick={onBack}>返回列表</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: '提交成功' })).toBeInTheDocument();
    expect(screen.getByText('等待审核')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '返回列表' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('uses the heading level it is given', () => {
    renderWithProviders(<Result status="error" title="提交失败" headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1, name: '提交失败' })).toBeInTheDocument();
  });

  it.each([
    ['403', '抱歉，你无权访问此页面'],
    ['404', '抱歉，你访问的页面不存在'],
    ['500', '抱歉，服务器出错了'],
  ] as const)('gives status %s a default title and shows the code as a decorative picture', (status, title) => {
    renderWithProviders(<Result status={status} />);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    const icon = screen.getByText(status);
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toHaveAttribute('data-status', status);
  });

  it('translates the default titles to English', () => {
    renderWithProviders(<Result status="403" />, { locale: 'en' });
    expect(screen.getByRole('heading', { name: 'Sorry, you are not allowed to access this page' })).toBeInTheDocument();
  });

  it('puts children in the extra box and can hide the icon', () => {
    const { container } = renderWithProviders(
      <Result status="warning" title="部分失败" icon={null}>
        <p>3 个素材被跳过</p>
      </Result>,
    );
    expect(screen.getByText('3 个素材被跳过').closest('[data-part="Extra"]')).not.toBeNull();
    expect(container.querySelector('[data-part="Icon"]')).toBeNull();
  });
});
