import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { Tag } from './Tag';

describeConformance({ component: 'Tag', render: (props) => <Tag {...(props as object)}>标签</Tag> });

describe('Tag', () => {
  it('exposes tone and size for styling', () => {
    renderWithProviders(
      <Tag data-testid="t" tone="danger" size="md">
        失败
      </Tag>,
    );
    expect(screen.getByTestId('t')).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByTestId('t')).toHaveAttribute('data-size', 'md');
  });

  it('has no close button unless closable', () => {
    renderWithProviders(<Tag>美妆</Tag>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('closes from a translated button, by mouse or keyboard', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<Tag onClose={onClose}>美妆</Tag>);
    const close = screen.getByRole('button', { name: '移除 美妆' });
    await user.click(close);
    close.focus();
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('names the close button in English and falls back for non-text labels', () => {
    renderWithProviders(<Tag onClose={() => undefined}>Beauty</Tag>, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Remove Beauty' })).toBeInTheDocument();
    renderWithProviders(
      <Tag onClose={() => undefined}>
        <b>粗体</b>
      </Tag>,
    );
    expect(screen.getByRole('button', { name: '移除标签' })).toBeInTheDocument();
  });
});
