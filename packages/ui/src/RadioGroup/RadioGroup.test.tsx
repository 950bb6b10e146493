import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField/FormField';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { RadioGroup } from './RadioGroup';

const options = [
  { value: 'video', label: '视频' },
  { value: 'image', label: '图文' },
  { value: 'live', label: '直播', disabled: true },
];

describeConformance({
  component: 'RadioGroup',
  render: (props) => <RadioGroup aria-label="类型" options={options} {...(props as object)} />,
});

describe('RadioGroup', () => {
  it('is a radiogroup named by its FormField', () => {
    renderWithProviders(
      <FormField label="类型">
        <RadioGroup options={options} />
      </FormField>,
    );
    expect(screen.getByRole('radiogroup', { name: '类型' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });

  // Arrow-key movement relies on Radix roving focus, proven in Chromium by the KeyboardSelection story.
  it('selects by clicking a label and reports the value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<RadioGroup aria-label="类型" options={options} onValueChange={onValueChange} />);
    await user.click(screen.getByText('视频'));
    expect(screen.getByRole('radio', { name: '视频' })).toBeChecked();
    await user.click(screen.getByText('图文'));
    expect(screen.getByRole('radio', { name: '图文' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '视频' })).not.toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('image');
    expect(screen.getByRole('radio', { name: '直播' })).toBeDisabled();
  });
});
