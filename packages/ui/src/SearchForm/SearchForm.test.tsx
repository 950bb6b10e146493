import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField/FormField';
import { TextInput } from '../TextInput/TextInput';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { SearchForm } from './SearchForm';

const field = (label: string, name = label) => (
  <FormField key={label} label={label}>
    <TextInput name={name} />
  </FormField>
);

describeConformance({
  component: 'SearchForm',
  render: (props) => <SearchForm {...(props as object)}>{field('名称')}</SearchForm>,
});

describe('SearchForm', () => {
  it('submits with the Search button and with Enter in a field', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithProviders(<SearchForm onSearch={onSearch}>{field('名称', 'name')}</SearchForm>);
    await user.type(screen.getByRole('textbox', { name: '名称' }), '春季{Enter}');
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect((onSearch.mock.calls[0]?.[0] as FormData).get('name')).toBe('春季');
    await user.click(screen.getByRole('button', { name: /查询/ }));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('resets uncontrolled fields and calls onReset', async () => {
    const user = userEvent.setup();
    const onReset = vi.fn();
    renderWithProviders(<SearchForm onReset={onReset}>{field('名称')}</SearchForm>);
    await user.type(screen.getByRole('textbox', { name: '名称' }), '春季');
    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: '名称' })).toHaveValue('');
  });

  it('has no toggle with collapsedCount fields or fewer', () => {
    renderWithProviders(<SearchForm>{['a', 'b', 'c'].map((n) => field(n))}</SearchForm>);
    expect(screen.queryByRole('button', { name: '展开' })).not.toBeInTheDocument();
  });

  describe('given more fields than collapsedCount', () => {
    it('hides the extra fields until expanded, keeping their values', async () => {
      const user = userEvent.setup();
      renderWithProviders(<SearchForm>{['a', 'b', 'c', 'd', 'e'].map((n) => field(n))}</SearchForm>);
      expect(screen.getAllByRole('textbox')).toHaveLength(3);
      const toggle = screen.getByRole('button', { name: '展开' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await user.click(toggle);
      expect(screen.getAllByRole('textbox')).toHaveLength(5);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(toggle).toHaveAccessibleName('收起');
      await user.type(screen.getByRole('textbox', { name: 'e' }), 'x');
      await user.click(toggle);
      await user.click(toggle);
      expect(screen.getByRole('textbox', { name: 'e' })).toHaveValue('x');
    });
    it('respects a custom collapsedCount', () => {
      renderWithProviders(<SearchForm collapsedCount={1}>{['a', 'b'].map((n) => field(n))}</SearchForm>);
      expect(screen.getAllByRole('textbox')).toHaveLength(1);
    });
  });

  it('speaks English', () => {
    renderWithProviders(<SearchForm>{['a', 'b', 'c', 'd'].map((n) => field(n))}</SearchForm>, { locale: 'en' });
    expect(screen.getByRole('button', { name: /Search/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expand' })).toBeInTheDocument();
  });
});
