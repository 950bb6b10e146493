import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Button } from '../Button/Button';
import { FormItem } from '../Form/FormItem';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { TextInput } from '../TextInput/TextInput';
import { FormDialog, type FormDialogProps } from './FormDialog';

const schema = z.object({
  groupName: z.string().trim().min(1).max(20),
  remark: z.string().max(50).optional(),
});
type Values = z.output<typeof schema>;

type ExampleProps = Partial<FormDialogProps<Values, typeof schema>>;

function Example(props: ExampleProps) {
  return (
    <FormDialog
      title="新建标签组"
      trigger={<Button>新建</Button>}
      schema={schema}
      defaultValues={{ groupName: '', remark: '' }}
      onSubmit={() => {}}
      {...props}
    >
      <FormItem name="groupName" label="名称" required>
        <TextInput />
      </FormItem>
      <FormItem name="remark" label="备注">
        <TextInput />
      </FormItem>
    </FormDialog>
  );
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: '新建' }));
  return screen.findByRole('dialog', { name: '新建标签组' });
}

describeConformance({
  component: 'FormDialog',
  render: (props) => <Example defaultOpen trigger={undefined} {...(props as object)} />,
});

describe('FormDialog', () => {
  it('opens from its trigger in the first field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Example />);
    await openDialog(user);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /名称/ })).toHaveFocus());
  });

  it('shows the messages beside the fields and stays open when the values fail the schema', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<Example onSubmit={onSubmit} />);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /名称/ })).toHaveAccessibleDescription('请填写此项'),
    );
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('submits with Enter in a field, closes on success and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    renderWithProviders(<Example onSubmit={onSubmit} />);
    await openDialog(user);
    await user.type(screen.getByRole('textbox', { name: /名称/ }), ' 春季活动 ');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onSubmit).toHaveBeenCalledWith({ groupName: '春季活动', remark: '' }, expect.anything());
    await waitFor(() => expect(screen.getByRole('button', { name: '新建' })).toHaveFocus());
  });

  it('stays open with the message and every value when onSubmit throws', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Example onSubmit={() => Promise.reject(new Error('标签组名称已存在'))} />);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: /名称/ }), '春季活动');
    await user.type(within(dialog).getByRole('textbox', { name: /备注/ }), '三月上线');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByText('标签组名称已存在')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /名称/ })).toHaveValue('春季活动');
    expect(within(dialog).getByRole('textbox', { name: /备注/ })).toHaveValue('三月上线');
    expect(within(dialog).getByRole('button', { name: '提交' })).toBeEnabled();
  });

  it('stays open when onSubmit refuses a field with setFieldError', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Example
        onSubmit={(_, { setFieldError }) => {
          setFieldError('groupName', '名称已被占用');
        }}
      />,
    );
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: /名称/ }), '春季活动');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /名称/ })).toHaveAccessibleDescription('名称已被占用'),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('starts every opening from defaultValues', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Example defaultValues={{ groupName: '默认组', remark: '' }} onSubmit={vi.fn()} />);
    await openDialog(user);
    const name = screen.getByRole('textbox', { name: /名称/ });
    await user.clear(name);
    await user.type(name, '改过的名称');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openDialog(user);
    expect(screen.getByRole('textbox', { name: /名称/ })).toHaveValue('默认组');
  });

  describe('given unsaved changes', () => {
    it('asks before closing on Escape and keeps the values when the user keeps editing', async () => {
      const user = userEvent.setup();
      const onOpenChange = vi.fn();
      renderWithProviders(<Example onOpenChange={onOpenChange} />);
      await openDialog(user);
      await user.type(screen.getByRole('textbox', { name: /名称/ }), '春季');
      await user.keyboard('{Escape}');
      const confirm = await screen.findByRole('alertdialog');
      expect(confirm).toHaveTextContent('放弃未保存的修改？');
      await user.click(within(confirm).getByRole('button', { name: '继续编辑' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(screen.getByRole('dialog', { name: '新建标签组' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /名称/ })).toHaveValue('春季');
      expect(onOpenChange).not.toHaveBeenCalledWith(false);
    });

    it('closes when the user discards, and the next opening is fresh', async () => {
      const user = userEvent.setup();
      const onOpenChange = vi.fn();
      renderWithProviders(<Example onOpenChange={onOpenChange} />);
      await openDialog(user);
      await user.type(screen.getByRole('textbox', { name: /名称/ }), '春季');
      await user.click(screen.getByRole('button', { name: '取消' }));
      await user.click(await screen.findByRole('button', { name: '放弃' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(onOpenChange).toHaveBeenLastCalledWith(false);
      await openDialog(user);
      expect(screen.getByRole('textbox', { name: /名称/ })).toHaveValue('');
    });

    it('closes at once when nothing changed', async () => {
      const user = userEvent.setup();
      renderWithProviders(<Example />);
      await openDialog(user);
      await user.click(screen.getByRole('button', { name: '关闭' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });

    it('closes without asking when confirmDiscard is off', async () => {
      const user = userEvent.setup();
      renderWithProviders(<Example confirmDiscard={false} />);
      await openDialog(user);
      await user.type(screen.getByRole('textbox', { name: /名称/ }), '春季');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  });

  it('can be controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>编辑</Button>
          <span>{open ? '已打开' : '已关闭'}</span>
          <Example trigger={undefined} open={open} onOpenChange={setOpen} onSubmit={() => Promise.resolve()} />
        </>
      );
    }
    renderWithProviders(<Controlled />);
    await user.click(screen.getByRole('button', { name: '编辑' }));
    await user.type(await screen.findByRole('textbox', { name: /名称/ }), '春季');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('已关闭')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hands a function child the form state', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <FormDialog
        title="新建标签组"
        defaultOpen
        schema={schema}
        defaultValues={{ groupName: 'abc' }}
        onSubmit={vi.fn()}
        size="sm"
      >
        {(form) => (
          <>
            <FormItem name="groupName" label="名称">
              <TextInput />
            </FormItem>
            <Button onClick={() => form.setValue('groupName', 'xyz')}>填入示例</Button>
          </>
        )}
      </FormDialog>,
    );
    expect(screen.getByRole('dialog')).toHaveAttribute('data-size', 'sm');
    await user.click(screen.getByRole('button', { name: '填入示例' }));
    expect(screen.getByRole('textbox', { name: '名称' })).toHaveValue('xyz');
  });

  it('speaks English', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Example title="New tag group" />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: '新建' }));
    const dialog = await screen.findByRole('dialog', { name: 'New tag group' });
    await user.type(within(dialog).getByRole('textbox', { name: /名称/ }), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Discard unsaved changes?');
    expect(within(confirm).getByRole('button', { name: 'Keep editing' })).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Discard' })).toBeInTheDocument();
  });
});
