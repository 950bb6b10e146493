import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CheckboxGroup } from '../Checkbox/CheckboxGroup';
import { DatePicker } from '../DatePicker/DatePicker';
import { DateRangePicker } from '../DateRangePicker/DateRangePicker';
import { DateTimePicker } from '../DateTimePicker/DateTimePicker';
import { formatDateTime, parseDateTime } from '../DateTimePicker/dateTime';
import { I18nProvider } from '../i18n/I18nProvider';
import type { Locale } from '../i18n/locale';
import { NumberInput } from '../NumberInput/NumberInput';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { Select } from '../Select/Select';
import { Switch } from '../Switch/Switch';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { Textarea } from '../Textarea/Textarea';
import { TextInput } from '../TextInput/TextInput';
import { Form, FormActions, type FormSubmitHelpers } from './Form';
import { FormItem } from './FormItem';
import { useSchemaForm } from './useSchemaForm';

beforeAll(() => {
  // Radix Select scrolls items into view and captures the pointer; happy-dom has no layout.
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});

/** Like the api-client's number fields: form text becomes a number, anything else is refused by z.number(). */
const fromText = (inner: z.ZodNumber) =>
  z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), inner);

const brandSchema = z.object({
  userBrandName: z.string().trim().min(1).max(10),
  quota: fromText(z.number().int().min(1).max(100)),
});
type BrandValues = z.output<typeof brandSchema>;
type Submit = (values: BrandValues, helpers: FormSubmitHelpers<BrandValues>) => Promise<void> | void;

function BrandForm({ onSubmit, errorText }: { onSubmit: Submit; errorText?: string }) {
  const form = useSchemaForm({ schema: brandSchema, defaultValues: { userBrandName: '' } });
  return (
    <Form form={form} onSubmit={onSubmit} errorText={errorText} aria-label="品牌">
      <FormItem name="userBrandName" label="显示名称" required hint="最多 10 个字">
        <TextInput maxLength={10} />
      </FormItem>
      <FormItem name="quota" label="配额" required>
        <NumberInput />
      </FormItem>
      <FormActions submitText="保存" />
    </Form>
  );
}

describeConformance({
  component: 'Form',
  render: (props) => {
    function Conformance() {
      const form = useSchemaForm({ schema: brandSchema });
      return <Form form={form} onSubmit={() => {}} aria-label="品牌" {...(props as object)} />;
    }
    return <Conformance />;
  },
});

describeConformance({
  component: 'FormItem',
  render: (props) => {
    function Conformance() {
      const form = useSchemaForm({ schema: brandSchema, defaultValues: { userBrandName: '' } });
      return (
        <Form form={form} onSubmit={() => {}} aria-label="品牌">
          <FormItem name="userBrandName" label="显示名称" {...(props as object)}>
            <TextInput />
          </FormItem>
        </Form>
      );
    }
    return <Conformance />;
  },
});

describe('Form with useSchemaForm', () => {
  it('shows the translated message beside each empty field on submit and focuses the first', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<BrandForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: '保存' }));
    const name = screen.getByRole('textbox', { name: /显示名称/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription(/请填写此项/));
    expect(screen.getByRole('spinbutton', { name: /配额/ })).toHaveAccessibleDescription('请填写此项');
    expect(screen.getByRole('spinbutton', { name: /配额/ })).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('speaks English', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BrandForm onSubmit={vi.fn()} />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
  });

  it('validates a field when focus leaves it, then on every change', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BrandForm onSubmit={vi.fn()} />);
    const name = screen.getByRole('textbox', { name: /显示名称/ });
    await user.type(name, '   ');
    expect(screen.queryByText('请填写此项')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('请填写此项')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription(/请填写此项/);
    await user.type(name, '星');
    await waitFor(() => expect(name).not.toHaveAccessibleDescription(/请填写此项/));
  });

  it('submits the parsed values (trimmed text, numbers)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<BrandForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: /显示名称/ }), ' 星河 ');
    await user.type(screen.getByRole('spinbutton', { name: /配额/ }), '12');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ userBrandName: '星河', quota: 12 });
  });

  it('shows bounds from the schema', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BrandForm onSubmit={vi.fn()} />);
    const quota = screen.getByRole('spinbutton', { name: /配额/ });
    await user.type(quota, '101');
    await user.tab();
    await waitFor(() => expect(quota).toHaveAccessibleDescription('不能大于 100'));
  });

  describe('given a refusal from onSubmit', () => {
    it('shows its message in an alert, keeps every value and re-enables submit', async () => {
      const user = userEvent.setup();
      let refuse: (error: Error) => void = () => {};
      const onSubmit = vi.fn(
        () =>
          new Promise<void>((_, reject) => {
            refuse = reject;
          }),
      );
      renderWithProviders(<BrandForm onSubmit={onSubmit} />);
      await user.type(screen.getByRole('textbox', { name: /显示名称/ }), '星河');
      await user.type(screen.getByRole('spinbutton', { name: /配额/ }), '5');
      await user.click(screen.getByRole('button', { name: '保存' }));
      const submit = screen.getByRole('button', { name: /保存/ });
      await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
      await act(async () => refuse(new Error('品牌名称已存在')));
      expect(await screen.findByRole('alert')).toHaveTextContent('品牌名称已存在');
      expect(screen.getByRole('textbox', { name: /显示名称/ })).toHaveValue('星河');
      expect(screen.getByRole('spinbutton', { name: /配额/ })).toHaveValue('5');
      expect(submit).not.toHaveAttribute('aria-busy');
      await user.click(submit);
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('says a translated generic message when the error has none', async () => {
      const user = userEvent.setup();
      renderWithProviders(<BrandForm onSubmit={() => Promise.reject(new TypeError('Failed to fetch'))} />, {
        locale: 'en',
      });
      await user.type(screen.getByRole('textbox', { name: /显示名称/ }), 'Nova');
      await user.type(screen.getByRole('spinbutton', { name: /配额/ }), '5');
      await user.click(screen.getByRole('button', { name: '保存' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Could not submit. Please try again.');
    });

    it('uses errorText as the generic message and reads a server { msg }', async () => {
      const user = userEvent.setup();
      const onSubmit = vi
        .fn<Submit>()
        .mockRejectedValueOnce(undefined)
        .mockRejectedValueOnce({ code: 500, msg: '系统繁忙' });
      renderWithProviders(<BrandForm onSubmit={onSubmit} errorText="保存失败" />);
      await user.type(screen.getByRole('textbox', { name: /显示名称/ }), '星河');
      await user.type(screen.getByRole('spinbutton', { name: /配额/ }), '5');
      await user.click(screen.getByRole('button', { name: '保存' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('保存失败');
      await user.click(screen.getByRole('button', { name: '保存' }));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('系统繁忙'));
    });
  });

  it('puts a server refusal beside its field with setFieldError and focuses it', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <BrandForm
        onSubmit={(_, { setFieldError }) => {
          setFieldError('quota', '配额超出品牌上限');
        }}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: /显示名称/ }), '星河');
    const quota = screen.getByRole('spinbutton', { name: /配额/ });
    await user.type(quota, '50');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(quota).toHaveAccessibleDescription('配额超出品牌上限'));
    expect(quota).toHaveFocus();
    expect(quota).toHaveValue('50');
    expect(screen.getByRole('textbox', { name: /显示名称/ })).toHaveValue('星河');
    expect(container.querySelector('[data-part="SubmitError"]')).toBeNull();
    // Editing the field clears the refusal once the value passes the schema.
    await user.clear(quota);
    await user.type(quota, '40');
    await user.tab();
    await waitFor(() => expect(quota).not.toHaveAccessibleDescription('配额超出品牌上限'));
  });

  it('re-translates shown messages when the language changes', async () => {
    const user = userEvent.setup();
    function Switchable() {
      const [locale, setLocale] = useState<Locale>('zh-CN');
      return (
        <I18nProvider locale={locale}>
          <button type="button" onClick={() => setLocale('en')}>
            English
          </button>
          <BrandForm onSubmit={vi.fn()} />
        </I18nProvider>
      );
    }
    renderWithProviders(<Switchable />);
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findAllByText('请填写此项')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
  });

  it('lets a message the schema sets win', async () => {
    const user = userEvent.setup();
    const schema = z.object({ title: z.string().min(2, '标题太短') });
    function TitleForm() {
      const form = useSchemaForm({ schema, defaultValues: { title: '' } });
      return (
        <Form form={form} onSubmit={vi.fn()} aria-label="标题">
          <FormItem name="title" label="标题">
            <TextInput />
          </FormItem>
          <FormActions />
        </Form>
      );
    }
    renderWithProviders(<TitleForm />);
    await user.type(screen.getByRole('textbox', { name: '标题' }), 'a');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('标题太短')).toBeInTheDocument();
  });

  it('offers cancel in FormActions', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    function Cancellable() {
      const form = useSchemaForm({ schema: brandSchema });
      return (
        <Form form={form} onSubmit={vi.fn()} aria-label="品牌">
          <FormActions onCancel={onCancel} cancelText="返回列表" />
        </Form>
      );
    }
    renderWithProviders(<Cancellable />);
    await user.click(screen.getByRole('button', { name: '返回列表' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('keeps its submit from an outer form when portalled (a dialog over a page form)', async () => {
    const user = userEvent.setup();
    const outer = vi.fn((event: FormEvent) => event.preventDefault());
    const inner = vi.fn();
    function Nested() {
      const form = useSchemaForm({ schema: z.object({}) });
      return (
        <form onSubmit={outer} aria-label="页面">
          {createPortal(
            <Form form={form} onSubmit={inner} aria-label="对话框">
              <FormActions />
            </Form>,
            document.body,
          )}
        </form>
      );
    }
    renderWithProviders(<Nested />);
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(inner).toHaveBeenCalledTimes(1));
    expect(outer).not.toHaveBeenCalled();
  });
});

const today = new Date(2026, 10, 21, 10, 0, 0);
const platformOptions = [
  { value: 'douyin', label: '抖音' },
  { value: 'kuaishou', label: '快手' },
  { value: 'xhs', label: '小红书' },
];

const everySchema = z.object({
  title: z.string().min(1),
  intro: z.string().max(20),
  duration: fromText(z.number().int().min(1)),
  platform: z.enum(['douyin', 'kuaishou', 'xhs']),
  platforms: z.array(z.string()).min(1).max(2),
  publishDate: z.date(),
  period: z.object({ from: z.date(), to: z.date() }),
  expireTime: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
  isOpen: z.boolean(),
  type: z.enum(['video', 'image']),
  tags: z.array(z.string()),
});
type EveryValues = z.output<typeof everySchema>;

function EveryControlForm({ onSubmit }: { onSubmit: (values: EveryValues) => void }) {
  const form = useSchemaForm({
    schema: everySchema,
    defaultValues: {
      title: '新品发布',
      intro: '',
      platforms: [],
      publishDate: new Date(2026, 10, 3),
      period: { from: new Date(2026, 10, 1), to: new Date(2026, 10, 10, 23, 59, 59, 999) },
      expireTime: '2026-12-01 08:00:00',
      isOpen: false,
      tags: [],
    },
  });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="素材">
      <FormItem name="title" label="标题" required>
        <TextInput />
      </FormItem>
      <FormItem name="intro" label="简介">
        <Textarea maxLength={20} />
      </FormItem>
      <FormItem name="duration" label="时长" required>
        <NumberInput />
      </FormItem>
      <FormItem name="platform" label="平台" required>
        <Select options={platformOptions} />
      </FormItem>
      <FormItem name="platforms" label="同步平台" required>
        <Select multiple options={platformOptions} />
      </FormItem>
      <FormItem name="publishDate" label="发布日期" required>
        <DatePicker today={today} />
      </FormItem>
      <FormItem name="period" label="投放周期" required>
        <DateRangePicker today={today} />
      </FormItem>
      <FormItem<EveryValues, 'expireTime'>
        name="expireTime"
        label="到期时间"
        required
        format={(text) => (text ? parseDateTime(text) : null)}
        parse={(date: Date | null) => (date ? formatDateTime(date) : '')}
      >
        <DateTimePicker today={today} />
      </FormItem>
      <FormItem name="isOpen" label="公开" valueProp="checked" changeProp="onCheckedChange">
        <Switch />
      </FormItem>
      <FormItem name="type" label="类型" required>
        <RadioGroup
          options={[
            { value: 'video', label: '视频' },
            { value: 'image', label: '图片' },
          ]}
        />
      </FormItem>
      <FormItem name="tags" label="标签">
        <CheckboxGroup
          options={[
            { value: 'hot', label: '热门' },
            { value: 'new', label: '新品' },
          ]}
        />
      </FormItem>
      <FormActions />
    </Form>
  );
}

describe('FormItem with the kit controls', () => {
  it('reports each empty required control beside it, in order, focusing the first', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<EveryControlForm onSubmit={onSubmit} />);
    await user.clear(screen.getByRole('textbox', { name: /标题/ }));
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /标题/ })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /标题/ })).toHaveAccessibleDescription('请填写此项');
    expect(screen.getByRole('spinbutton', { name: /时长/ })).toHaveAccessibleDescription('请填写此项');
    expect(screen.getByRole('combobox', { name: /^平台/ })).toHaveAccessibleDescription('请填写此项');
    expect(screen.getByText('至少选择 1 项')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: /类型/ })).toHaveAccessibleDescription('请填写此项');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands every control its value and change handler, and submits what they report', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<EveryControlForm onSubmit={onSubmit} />);

    expect(screen.getByRole('textbox', { name: /标题/ })).toHaveValue('新品发布');
    await user.type(screen.getByRole('textbox', { name: /简介/ }), '夏季上新');
    expect(screen.getByText('4/20')).toBeInTheDocument();
    await user.type(screen.getByRole('spinbutton', { name: /时长/ }), '15');

    await user.click(screen.getByRole('combobox', { name: /^平台/ }));
    await user.click(await screen.findByRole('option', { name: '快手' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^平台/ })).toHaveTextContent('快手'));

    await user.click(screen.getByRole('combobox', { name: /同步平台/ }));
    await user.click(await screen.findByRole('option', { name: '抖音' }));
    await user.click(screen.getByRole('option', { name: '小红书' }));
    await user.keyboard('{Escape}');

    expect(screen.getByRole('textbox', { name: /发布日期/ })).toHaveValue('2026-11-03');
    expect(screen.getByRole('button', { name: /^投放周期/ })).toHaveTextContent('2026-11-01 至 2026-11-10');
    expect(screen.getByRole('textbox', { name: /到期时间/ })).toHaveValue('2026-12-01 08:00:00');
    await user.clear(screen.getByRole('textbox', { name: /到期时间/ }));
    await user.type(screen.getByRole('textbox', { name: /到期时间/ }), '2026-12-24 20:30:00');
    await user.tab();

    await user.click(screen.getByRole('switch', { name: /公开/ }));
    expect(screen.getByRole('switch', { name: /公开/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '图片' }));
    await user.click(screen.getByRole('checkbox', { name: '新品' }));

    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      title: '新品发布',
      intro: '夏季上新',
      duration: 15,
      platform: 'kuaishou',
      platforms: ['douyin', 'xhs'],
      publishDate: new Date(2026, 10, 3),
      period: { from: new Date(2026, 10, 1), to: new Date(2026, 10, 10, 23, 59, 59, 999) },
      expireTime: '2026-12-24 20:30:00',
      isOpen: true,
      type: 'image',
      tags: ['new'],
    });
  });

  it('says at most n items for a multiple Select', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EveryControlForm onSubmit={vi.fn()} />);
    await user.click(screen.getByRole('combobox', { name: /同步平台/ }));
    for (const name of ['抖音', '快手', '小红书']) await user.click(await screen.findByRole('option', { name }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('最多选择 2 项')).toBeInTheDocument();
  });

  it('renders any other control through render', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const schema = z.object({ color: z.string().min(1) });
    function ColorForm() {
      const form = useSchemaForm({ schema, defaultValues: { color: '' } });
      return (
        <Form form={form} onSubmit={onSubmit} aria-label="颜色">
          <FormItem
            name="color"
            label="颜色"
            render={({ value, onChange, onBlur, ref, invalid, ...control }) => (
              <input
                {...control}
                ref={ref}
                aria-invalid={invalid || undefined}
                value={String(value ?? '')}
                onChange={(event) => onChange(event.target.value)}
                onBlur={onBlur}
              />
            )}
          />
          <FormActions />
        </Form>
      );
    }
    renderWithProviders(<ColorForm />);
    await user.click(screen.getByRole('button', { name: '提交' }));
    const input = screen.getByRole('textbox', { name: '颜色' });
    await waitFor(() => expect(input).toHaveAccessibleDescription('请填写此项'));
    expect(input).toHaveFocus();
    await user.type(input, '#ff0000');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ color: '#ff0000' });
  });

  it('lays labels beside the controls with layout="horizontal"', () => {
    function Horizontal() {
      const form = useSchemaForm({ schema: brandSchema, defaultValues: { userBrandName: '' } });
      return (
        <Form form={form} onSubmit={vi.fn()} layout="horizontal" aria-label="品牌">
          <FormItem name="userBrandName" label="显示名称">
            <TextInput />
          </FormItem>
          <FormItem name="quota" label="配额" orientation="vertical">
            <NumberInput />
          </FormItem>
        </Form>
      );
    }
    const { container } = renderWithProviders(<Horizontal />);
    const items = container.querySelectorAll('[data-component="FormItem"]');
    expect(items[0]).toHaveAttribute('data-orientation', 'horizontal');
    expect(items[1]).toHaveAttribute('data-orientation', 'vertical');
  });

  it('explains itself outside a Form', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      renderWithProviders(
        <FormItem name="x" label="x">
          <TextInput />
        </FormItem>,
      ),
    ).toThrow('FormItem must be inside a Form');
    spy.mockRestore();
  });
});
