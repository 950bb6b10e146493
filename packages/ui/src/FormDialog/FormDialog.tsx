import type { FieldValues } from 'react-hook-form';
import * as Dialog from '../Dialog/Dialog.namespace';
import type { DialogContentProps, DialogSize } from '../Dialog/Dialog';
import type { FormSchema, SchemaFormValues } from '../Form/useSchemaForm';
import { FormOverlay, type FormOverlayProps, type Surface } from './FormOverlay';

export interface FormDialogProps<TValues extends FieldValues, TSchema extends FormSchema> extends FormOverlayProps<
  TValues,
  TSchema
> {
  /** Width preset: 400, 560, 800 or 1080 px.
   * @default 'md' */
  size?: DialogSize;
}

const dialogSurface = Dialog as unknown as Surface<DialogContentProps>;

/**
 * A dialog holding one schema form: opens from `trigger` (or `open`), validates with `schema`,
 * submits with `onSubmit` and closes on success; on a refusal it stays open with the message and
 * every value. Each opening starts from `defaultValues`; closing over changes asks 放弃未保存的修改？ first.
 *
 * ```tsx
 * <FormDialog title="新建标签组" trigger={<Button>新建</Button>} schema={groupSchema}
 *   defaultValues={{ groupName: '' }} onSubmit={(values) => api.call(path, values)}>
 *   <FormItem name="groupName" label="名称" required><TextInput maxLength={20} /></FormItem>
 * </FormDialog>
 * ```
 */
export function FormDialog<TValues extends FieldValues = never, TSchema extends FormSchema = FormSchema>({
  size = 'md',
  ...props
}: FormDialogProps<NoInfer<SchemaFormValues<TValues, TSchema>>, TSchema>) {
  return <FormOverlay {...props} surface={dialogSurface} component="FormDialog" contentProps={{ size }} />;
}
