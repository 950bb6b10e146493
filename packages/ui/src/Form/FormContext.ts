import { createContext, use } from 'react';

/** Where labels sit in a Form: above each control or beside it. */
export type FormLayout = 'vertical' | 'horizontal';

/** What a Form tells the items and actions inside it. */
export interface FormContextValue {
  /** Default label position of every FormItem. */
  layout: FormLayout;
}

export const FormContext = createContext<FormContextValue | null>(null);

/** The surrounding Form's settings, if any. */
export function useFormSettings(): FormContextValue | null {
  return use(FormContext);
}
