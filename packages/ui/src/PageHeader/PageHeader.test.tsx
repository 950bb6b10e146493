import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { PageHeader } from './PageHeader';

describeConformance({
  component: 'PageHeader',
  render: (props) => <PageHeader title="素材库" {...(props as object)} />,
});

describe('PageHeader', () => {
  it('renders the title as the page h1', () => {
    renderWithProviders(<PageHeader title="素材库" description="全部素材" />);
    expect(screen.getByRole('heading', { level: 1, name: '素材库' })).toBeInTheDocument();
    expect(screen.getByText('全部素材')).toHaveAttribute('data-part', 'Description');
  });

  it('renders the title at another heading level when asked', () => {
    renderWithProviders(<PageHeader title="概要" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: '概要' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows status, actions and extra content in their parts', () => {
    renderWithProviders(
      <PageHeader title="王芳" status={<span>使用中</span>} actions={<button type="button">编辑</button>}>
        <p>摘要</p>
      </PageHeader>,
    );
    expect(screen.getByText('使用中').closest('[data-part="Status"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: '编辑' }).closest('[data-part="Actions"]')).not.toBeNull();
    expect(screen.getByText('摘要').closest('[data-part="Extra"]')).not.toBeNull();
  });

  describe('given a back action', () => {
    it('calls onClick from a button labelled 返回 by default', async () => {
      const user = userEvent.setup();
      const onClick = vi.fn();
      renderWithProviders(<PageHeader title="王芳" back={{ onClick }} />);
      await user.click(screen.getByRole('button', { name: '返回' }));
      expect(onClick).toHaveBeenCalledOnce();
    });

    it('renders a link when it has an href, with its own label', () => {
      renderWithProviders(<PageHeader title="王芳" back={{ href: '/staff', label: '返回员工列表' }} />);
      expect(screen.getByRole('link', { name: '返回员工列表' })).toHaveAttribute('href', '/staff');
    });

    it('is translated in English', () => {
      renderWithProviders(<PageHeader title="Staff" back={{ onClick: () => {} }} />, { locale: 'en' });
      expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    });
  });
});
