import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { StatusTag } from './StatusTag';
import { resolveStatus, statusDictionary, toTagTone, type StatusDictionary } from './statusDictionary';

const items = [
  { value: 1, zh: '进行中', en: 'In progress', tone: 'processing' },
  { value: 2, zh: '已完成', en: 'Finished', tone: 'success' },
  { value: 4, zh: '失败', en: 'Failed', tone: 'error' },
] as const;

describeConformance({
  component: 'StatusTag',
  render: (props) => <StatusTag value={1} dictionary={items} {...(props as object)} />,
});

describe('statusDictionary', () => {
  it('turns API-client items into a dictionary, mapping loose tones', () => {
    expect(statusDictionary(items)).toEqual({
      '1': { label: { zh: '进行中', en: 'In progress' }, tone: 'accent' },
      '2': { label: { zh: '已完成', en: 'Finished' }, tone: 'success' },
      '4': { label: { zh: '失败', en: 'Failed' }, tone: 'danger' },
    });
  });
  it('falls back to neutral for unknown or missing tones', () => {
    expect(toTagTone('sparkly')).toBe('neutral');
    expect(toTagTone(undefined)).toBe('neutral');
  });
  it('resolves a label per language, and shows unknown values raw', () => {
    const dict: StatusDictionary = { '3': { label: '完成', tone: 'success' } };
    expect(resolveStatus(3, dict, 'en')).toEqual({ label: '完成', tone: 'success', known: true });
    expect(resolveStatus('9', dict, 'zh-CN')).toEqual({ label: '9', tone: 'neutral', known: false });
    expect(resolveStatus(null, dict, 'zh-CN')).toEqual({ label: '', tone: 'neutral', known: false });
  });
});

describe('StatusTag', () => {
  it('shows the label and tone for the value in Chinese', () => {
    renderWithProviders(<StatusTag value={4} dictionary={items} data-testid="s" />);
    expect(screen.getByTestId('s')).toHaveTextContent('失败');
    expect(screen.getByTestId('s')).toHaveAttribute('data-tone', 'danger');
  });

  it('shows the English label', () => {
    renderWithProviders(<StatusTag value={2} dictionary={statusDictionary(items)} />, { locale: 'en' });
    expect(screen.getByText('Finished')).toBeInTheDocument();
  });

  it('shows an unknown value raw in the neutral tone', () => {
    renderWithProviders(<StatusTag value={10} dictionary={items} data-testid="s" />);
    expect(screen.getByTestId('s')).toHaveTextContent('10');
    expect(screen.getByTestId('s')).toHaveAttribute('data-tone', 'neutral');
  });
});
