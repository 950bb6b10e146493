/** UI strings for form controls, form fields, validation, search form, date pickers. Keys are prefixed by component; both languages must have every key. */
export const formsZhCN = {} as const;

export const formsEn: Record<keyof typeof formsZhCN, string> = {};
