import type { FieldValues } from 'react-hook-form';
import * as Drawer from '../Drawer/Drawer.namespace';
import type { DrawerContentProps, DrawerPlacement, DrawerSize } from '../Drawer/Drawer';
import type { FormSchema, SchemaFormValues } from '../Form/useSchemaForm';
import { FormOverlay, type FormOverlayProps, type Surface } from '../FormDialog/FormOverlay';

export interface FormDrawerProps<TValues extends FieldValues, TSchema extends FormSchema> extends FormOverlayProps<
  TValues,
  TSchema
> {
  /** Width preset: 400, 560, 800 or 1080 px.
   * @default 'md' */
  size?: DrawerSize;
  /** The side it slides in from.
   * @default 'right' */
  placement?: DrawerPlacement;
}

const drawerSurface = Drawer as unknown as Surface<DrawerContentProps>;

/**
 * FormDialog's behaviour in a side sheet, for longer forms: validates with `schema`, closes on a
 * successful `onSubmit`, stays open with every value on a refusal, starts each opening from
 * `defaultValues` and asks 放弃未保存的修改？ before closing over changes.
 */
export function FormDrawer<TValues extends FieldValues = never, TSchema extends FormSchema = FormSchema>({
  size = 'md',
  placement = 'right',
  ...props
}: FormDrawerProps<NoInfer<SchemaFormValues<TValues, TSchema>>, TSchema>) {
  return <FormOverlay {...props} surface={drawerSurface} component="FormDrawer" contentProps={{ size, placement }} />;
}
