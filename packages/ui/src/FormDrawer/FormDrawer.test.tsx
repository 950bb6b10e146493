import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Button } from '../Button/Button';
import { FormItem } from '../Form/FormItem';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { Textarea } from '../Textarea/Textarea';
import { TextInput } from '../TextInput/TextInput';
import { FormDrawer, type FormDrawerProps } from './FormDrawer';

const schema = z.object({
  name: z.string().trim().min(1),
  content: z.string().min(1).max(200),
});
type Values = z.output<typeof schema>;

function Example(props: Partial<FormDrawerProps<Values, typeof schema>>) {
  return (
    <FormDrawer
      title="新建文本素材"
      trigger={<Button>新建文本</Button>}
      schema={schema}
      defaultValues={{ name: '', content: '' }}
      onSubmit={() => {}}
      {...props}
    >
      <FormItem name="name" label="名称" required>
        <TextInput />
      </FormItem>
      <FormItem name="content" label="正文" required>
        <Textarea maxLength={200} />
      </FormItem>
    </FormDrawer>
  );
}

describeConformance({
  component: 'FormDrawer',
  render: (props) => <Example defaultOpen trigger={undefined} {...(props as object)} />,
});

describe('FormDrawer', () => {
  it('opens as a side sheet in the first field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Example placement="left" size="lg" />);
    await user.click(screen.getByRole('button', { name: '新建文本' }));
    const drawer = await screen.findByRole('dialog', { name: '新建文本素材' });
    expect(drawer).toHaveAttribute('data-placement', 'left');
    expect(drawer).toHaveAttribute('data-size', 'lg');
    await waitFor(() => expect(within(drawer).getByRole('textbox', { name: /名称/ })).toHaveFocus());
  });

  it('validates, then closes on a successful submit with the parsed values', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<Example onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: '新建文本' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('button', { name: '提交' }));
    expect(await within(drawer).findAllByText('请填写此项')).toHaveLength(2);
    await user.type(within(drawer).getByRole('textbox', { name: /名称/ }), '  开场白 ');
    await user.type(within(drawer).getByRole('textbox', { name: /正文/ }), '欢迎来到直播间');
    await user.click(within(drawer).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onSubmit).toHaveBeenCalledWith({ name: '开场白', content: '欢迎来到直播间' }, expect.anything());
  });

  it('keeps the values on a refusal', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Example onSubmit={() => Promise.reject(new Error('素材名称重复'))} />);
    await user.click(screen.getByRole('button', { name: '新建文本' }));
    const drawer = await screen.findByRole('dialog');
    await user.type(within(drawer).getByRole('textbox', { name: /名称/ }), '开场白');
    await user.type(within(drawer).getByRole('textbox', { name: /正文/ }), '欢迎');
    await user.click(within(drawer).getByRole('button', { name: '提交' }));
    expect(await within(drawer).findByText('素材名称重复')).toBeInTheDocument();
    expect(within(drawer).getByRole('textbox', { name: /正文/ })).toHaveValue('欢迎');
  });

  it('asks before an Escape throws away typed text', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Example />);
    await user.click(screen.getByRole('button', { name: '新建文本' }));
    await user.type(await screen.findByRole('textbox', { name: /名称/ }), '开场白');
    await user.keyboard('{Escape}');
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: '放弃' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
