import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormItem } from '../Form/FormItem';
import { NumberInput } from '../NumberInput/NumberInput';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { TextInput } from '../TextInput/TextInput';
import { StepForm, type StepFormProps } from './StepForm';

const schema = z.object({
  name: z.string().trim().min(1),
  budget: z.preprocess((v) => v, z.number().int().min(100)),
  remark: z.string().max(50),
});
type Values = z.output<typeof schema>;

const steps: StepFormProps<Values, typeof schema>['steps'] = [
  {
    key: 'basic',
    title: '基本信息',
    fields: ['name'],
    content: (
      <FormItem name="name" label="活动名称" required>
        <TextInput />
      </FormItem>
    ),
  },
  {
    key: 'budget',
    title: '预算',
    fields: ['budget'],
    content: (
      <FormItem name="budget" label="预算（元）" required>
        <NumberInput />
      </FormItem>
    ),
  },
  {
    key: 'confirm',
    title: '确认',
    fields: ['remark'],
    content: (
      <FormItem name="remark" label="备注">
        <TextInput />
      </FormItem>
    ),
  },
];

function Example(props: Partial<StepFormProps<Values, typeof schema>>) {
  return (
    <StepForm
      schema={schema}
      steps={steps}
      defaultValues={{ name: '', remark: '' }}
      onSubmit={() => {}}
      submitText="创建活动"
      {...props}
    />
  );
}

const currentStep = () => screen.getByRole('listitem', { current: 'step' });

describeConformance({
  component: 'StepForm',
  render: (props) => <Example {...(props as object)} />,
});

describe('StepForm', () => {
  it('blocks Next on an invalid field of the current step, then moves on once it passes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Example />);
    expect(currentStep()).toHaveTextContent('基本信息');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    const name = screen.getByRole('textbox', { name: /活动名称/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription('请填写此项'));
    expect(name).toHaveFocus();
    expect(currentStep()).toHaveTextContent('基本信息');
    await user.type(name, '双十一');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(currentStep()).toHaveTextContent('预算'));
    // Only the current step is validated: the budget has no message yet.
    const budget = screen.getByRole('spinbutton', { name: /预算/ });
    expect(budget).not.toHaveAccessibleDescription();
    await waitFor(() => expect(budget).toHaveFocus());
    expect(screen.getByRole('group', { name: '预算' })).toBeInTheDocument();
  });

  it('moves on with Enter in a field rather than submitting', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<Example onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: /活动名称/ }), '双十一{Enter}');
    await waitFor(() => expect(currentStep()).toHaveTextContent('预算'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps values on Previous and submits everything on the last step', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<Example onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: /活动名称/ }), '双十一');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await user.type(await screen.findByRole('spinbutton', { name: /预算/ }), '50');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() =>
      expect(screen.getByRole('spinbutton', { name: /预算/ })).toHaveAccessibleDescription('不能小于 100'),
    );
    await user.click(screen.getByRole('button', { name: '上一步' }));
    expect(await screen.findByRole('textbox', { name: /活动名称/ })).toHaveValue('双十一');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    const budget = await screen.findByRole('spinbutton', { name: /预算/ });
    expect(budget).toHaveValue('50');
    await user.clear(budget);
    await user.type(budget, '500');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await user.type(await screen.findByRole('textbox', { name: /备注/ }), '首发');
    await user.click(screen.getByRole('button', { name: '创建活动' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: '双十一', budget: 500, remark: '首发' });
  });

  it('goes back to a finished step from the Steps bar', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Example defaultValues={{ name: '双十一', remark: '' }} />);
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await user.click(await screen.findByRole('button', { name: '基本信息 已完成' }));
    await waitFor(() => expect(currentStep()).toHaveTextContent('基本信息'));
    expect(screen.getByRole('textbox', { name: /活动名称/ })).toHaveValue('双十一');
  });

  it('can be controlled by step key (the app keeps it in the URL)', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    function InUrl() {
      const [step, setStep] = useState('budget');
      return (
        <>
          <output>{step}</output>
          <Example
            defaultValues={{ name: '双十一', remark: '' }}
            current={step}
            onCurrentChange={(key) => {
              seen.push(key);
              setStep(key);
            }}
          />
        </>
      );
    }
    renderWithProviders(<InUrl />);
    expect(currentStep()).toHaveTextContent('预算');
    await user.type(screen.getByRole('spinbutton', { name: /预算/ }), '300');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(currentStep()).toHaveTextContent('确认'));
    expect(screen.getByRole('status')).toHaveTextContent('confirm');
    expect(seen).toEqual(['confirm']);
  });

  it('returns to the step of a field the submit finds invalid', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    // Opened straight on the last step (from a URL) with the first step never filled in.
    renderWithProviders(<Example defaultCurrent="confirm" onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: '创建活动' }));
    await waitFor(() => expect(currentStep()).toHaveTextContent('基本信息'));
    const name = screen.getByRole('textbox', { name: /活动名称/ });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('请填写此项');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('returns to the step of a field the server refuses', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Example
        defaultValues={{ name: '双十一', remark: '' }}
        defaultCurrent="budget"
        onSubmit={(_, { setFieldError }) => setFieldError('name', '活动名称已存在')}
      />,
    );
    await user.type(screen.getByRole('spinbutton', { name: /预算/ }), '300');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await user.click(await screen.findByRole('button', { name: '创建活动' }));
    await waitFor(() => expect(currentStep()).toHaveTextContent('基本信息'));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /活动名称/ })).toHaveAccessibleDescription('活动名称已存在'),
    );
  });

  it('speaks English', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    renderWithProviders(
      <Example defaultValues={{ name: 'Sale', remark: '' }} onCancel={onCancel} submitText={undefined} />,
      { locale: 'en' },
    );
    expect(screen.getByRole('list', { name: 'Steps' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: 'Previous' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
