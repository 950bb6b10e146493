import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { Textarea } from './Textarea';

describeConformance({
  component: 'Textarea',
  render: (props) => <Textarea aria-label="备注" {...(props as object)} />,
});

describe('Textarea', () => {
  it('reports typed text and counts it against maxLength', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<Textarea aria-label="备注" maxLength={20} onValueChange={onValueChange} />);
    await user.type(screen.getByRole('textbox', { name: '备注' }), 'hello');
    expect(onValueChange).toHaveBeenLastCalledWith('hello');
    expect(screen.getByText('5/20')).toBeInTheDocument();
  });

  it('marks autosize for CSS and sets the row variables', () => {
    renderWithProviders(<Textarea aria-label="备注" autosize minRows={2} maxRows={6} data-testid="root" />);
    expect(screen.getByRole('textbox')).toHaveAttribute('data-autosize', 'true');
    expect(screen.getByRole('textbox')).toHaveAttribute('rows', '2');
    expect(screen.getByTestId('root').style.getPropertyValue('--bc-textarea-max-rows')).toBe('6');
  });

  it('marks invalid with aria-invalid', () => {
    renderWithProviders(<Textarea aria-label="备注" invalid />);
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  });
});
