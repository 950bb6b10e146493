import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { Card } from './Card';

describeConformance({
  component: 'Card',
  render: (props) => (
    <Card title="标题" {...(props as object)}>
      正文
    </Card>
  ),
});

describe('Card', () => {
  it('renders title, extra, body and footer', () => {
    renderWithProviders(
      <Card title="品牌信息" extra={<a href="#all">查看全部</a>} footer={<button type="button">保存</button>}>
        正文
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: '品牌信息' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看全部' })).toBeInTheDocument();
    expect(screen.getByText('正文')).toHaveAttribute('data-part', 'Body');
    expect(screen.getByRole('button', { name: '保存' })).toBeInTheDocument();
  });

  it('uses the requested heading level', () => {
    renderWithProviders(
      <Card title="概览" titleAs="h2">
        x
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: '概览' })).toBeInTheDocument();
  });

  it('omits the header without title or extra', () => {
    const { container } = renderWithProviders(<Card>只有正文</Card>);
    expect(container.querySelector('[data-part="Header"]')).toBeNull();
  });
});
