import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField/FormField';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { Checkbox } from './Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

describeConformance({ component: 'Checkbox', render: (props) => <Checkbox label="同意协议" {...(props as object)} /> });
describeConformance({
  component: 'CheckboxGroup',
  render: (props) => <CheckboxGroup aria-label="平台" options={[{ value: 'a', label: 'A' }]} {...(props as object)} />,
});

describe('Checkbox', () => {
  it('toggles by clicking its label and by Space', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    renderWithProviders(<Checkbox label="同意协议" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: '同意协议' });
    await user.click(screen.getByText('同意协议'));
    expect(box).toBeChecked();
    box.focus();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('shows the indeterminate state as mixed and resolves it to checked', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    renderWithProviders(<Checkbox label="全选" defaultChecked="indeterminate" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: '全选' });
    expect(box).toHaveAttribute('aria-checked', 'mixed');
    await user.click(box);
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
  });

  it('cannot be toggled when disabled', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Checkbox label="同意协议" disabled />);
    await user.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });
});

describe('CheckboxGroup', () => {
  const options = [
    { value: 'a', label: '抖音' },
    { value: 'b', label: '快手' },
    { value: 'c', label: '视频号', disabled: true },
  ];
  it('is a group named by its FormField and reports values in option order', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(
      <FormField label="平台">
        <CheckboxGroup options={options} onValueChange={onValueChange} />
      </FormField>,
    );
    expect(screen.getByRole('group', { name: '平台' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '快手' }));
    await user.click(screen.getByRole('checkbox', { name: '抖音' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['a', 'b']);
    expect(screen.getByRole('checkbox', { name: '视频号' })).toBeDisabled();
  });
});
