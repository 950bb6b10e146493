import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BREADCRUMB_DEBOUNCE_MS } from '../hooks/timing';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import type { LinkComponentProps } from '../internal/link';
import { Breadcrumbs } from './Breadcrumbs';

const items = [
  { label: '短视频创作', path: '/sumwhy_video' },
  { label: '素材库', path: '/sumwhy_video/material_library' },
  { label: '素材详情', path: '/sumwhy_video/material_library/detail?id=7' },
];

describeConformance({
  component: 'Breadcrumbs',
  render: (props) => <Breadcrumbs items={items} {...(props as object)} />,
});

describe('Breadcrumbs', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('makes every item but the last a link, and marks the last as the current page', () => {
    renderWithProviders(<Breadcrumbs items={items} />);
    expect(screen.getByRole('navigation', { name: '面包屑' })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['短视频创作', '素材库']);
    expect(screen.getByText('素材详情')).toHaveAttribute('aria-current', 'page');
  });

  it('reports back when the user came from the item, push otherwise', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onNavigate = vi.fn();
    renderWithProviders(
      <Breadcrumbs items={items} previousPath="/sumwhy_video/material_library" onNavigate={onNavigate} />,
    );
    await user.click(screen.getByRole('link', { name: '素材库' }));
    expect(onNavigate).toHaveBeenLastCalledWith(items[1], 'back');
    vi.advanceTimersByTime(BREADCRUMB_DEBOUNCE_MS);
    await user.click(screen.getByRole('link', { name: '短视频创作' }));
    expect(onNavigate).toHaveBeenLastCalledWith(items[0], 'push');
  });

  it('navigates once for repeated clicks within 1 s, and works from the keyboard', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onNavigate = vi.fn();
    renderWithProviders(<Breadcrumbs items={items} onNavigate={onNavigate} />);
    const link = screen.getByRole('link', { name: '素材库' });
    await user.tripleClick(link);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(BREADCRUMB_DEBOUNCE_MS);
    link.focus();
    await user.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledTimes(2);
  });

  it('leaves modified and middle clicks to the browser (new tab, new window), and prevents the default of a plain click', () => {
    const onNavigate = vi.fn();
    renderWithProviders(<Breadcrumbs items={items} onNavigate={onNavigate} />);
    const link = screen.getByRole('link', { name: '素材库' });
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      expect(fireEvent.click(link, modifier)).toBe(true);
    }
    expect(onNavigate).not.toHaveBeenCalled();
    expect(fireEvent.click(link)).toBe(false);
    expect(onNavigate).toHaveBeenCalledWith(items[1], 'push');
  });

  it('links to `href` when given (the page with its remembered query), comparing `path` with where the user came from', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onNavigate = vi.fn();
    const withQuery = [
      { label: '短视频创作', path: '/sumwhy_video/material_library', href: '/sumwhy_video/material_library?page=2' },
      { label: '素材详情', path: '/sumwhy_video/material_library/detail' },
    ];
    renderWithProviders(
      <Breadcrumbs items={withQuery} previousPath="/sumwhy_video/material_library" onNavigate={onNavigate} />,
    );
    expect(screen.getByRole('link', { name: '短视频创作' })).toHaveAttribute(
      'href',
      '/sumwhy_video/material_library?page=2',
    );
    await user.click(screen.getByRole('link', { name: '短视频创作' }));
    expect(onNavigate).toHaveBeenCalledWith(withQuery[0], 'back');
  });

  it('renders its links with the given link component', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onNavigate = vi.fn();
    function RouterLink({ href, children, ...rest }: LinkComponentProps) {
      return (
        <a data-router-link="" href={`/app${href}`} {...rest}>
          {children}
        </a>
      );
    }
    renderWithProviders(<Breadcrumbs items={items} linkComponent={RouterLink} onNavigate={onNavigate} />);
    const link = screen.getByRole('link', { name: '素材库' });
    expect(link).toHaveAttribute('data-router-link');
    expect(link).toHaveAttribute('href', '/app/sumwhy_video/material_library');
    await user.click(link);
    expect(onNavigate).toHaveBeenCalledOnce();
  });

  it('names itself in English', () => {
    renderWithProviders(<Breadcrumbs items={items} />, { locale: 'en' });
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
  });
});
