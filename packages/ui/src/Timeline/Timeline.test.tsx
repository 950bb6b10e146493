import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { Timeline, type TimelineItem } from './Timeline';

const items: TimelineItem[] = [
  { key: 'a', time: '09:00', dateTime: '2026-03-01T09:00', title: '上传', tone: 'info' },
  { key: 'b', time: '10:00', title: '驳回', description: '封面不合规', tone: 'danger' },
  { key: 'c', title: '通过', tone: 'success' },
];

const list = () => screen.getByRole('list', { name: '审核记录' });
const titles = () =>
  within(list())
    .getAllByRole('listitem')
    .map((li) => li.querySelector('[data-part="Title"]')?.textContent);

describeConformance({
  component: 'Timeline',
  render: (props) => <Timeline items={items} aria-label="审核记录" {...(props as object)} />,
});

describe('Timeline', () => {
  it('renders the events as an ordered list in the given order, with tones as data attributes', () => {
    renderWithProviders(<Timeline items={items} aria-label="审核记录" />);
    expect(list().tagName).toBe('OL');
    expect(titles()).toEqual(['上传', '驳回', '通过']);
    expect(
      within(list())
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-tone')),
    ).toEqual(['info', 'danger', 'success']);
    expect(screen.getByText('封面不合规')).toHaveAttribute('data-part', 'Description');
  });

  it('wraps the time in a <time> element when given a machine-readable dateTime', () => {
    renderWithProviders(<Timeline items={items} aria-label="审核记录" />);
    expect(screen.getByText('09:00').tagName).toBe('TIME');
    expect(screen.getByText('09:00')).toHaveAttribute('datetime', '2026-03-01T09:00');
    expect(screen.getByText('10:00').tagName).toBe('DIV');
  });

  describe('given pending', () => {
    it('adds a busy last item with the default text', () => {
      renderWithProviders(<Timeline items={items} aria-label="审核记录" pending />);
      const last = within(list()).getAllByRole('listitem').at(-1)!;
      expect(last).toHaveAttribute('aria-busy', 'true');
      expect(within(last).getByText('进行中…')).toBeInTheDocument();
    });

    it('uses its own text, translated default in English', () => {
      const { unmount } = renderWithProviders(<Timeline items={items} aria-label="审核记录" pending="等待审核" />);
      expect(within(list()).getAllByRole('listitem').at(-1)).toHaveTextContent('等待审核');
      unmount();
      renderWithProviders(<Timeline items={items} aria-label="审核记录" pending />, { locale: 'en' });
      expect(within(list()).getAllByRole('listitem').at(-1)).toHaveTextContent('In progress…');
    });
  });

  it('shows the newest first when reversed, the pending item on top', () => {
    renderWithProviders(<Timeline items={items} aria-label="审核记录" pending reverse />);
    expect(titles()).toEqual(['进行中…', '通过', '驳回', '上传']);
  });
});
