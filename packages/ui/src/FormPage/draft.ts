/** Where FormPage keeps drafts in localStorage: `bc:form-draft:<draftKey>`. */
export const DRAFT_STORAGE_PREFIX = 'bc:form-draft:';

const DATE_TAG = '$bc:date';

/** JSON of form values, keeping Dates (a DatePicker's value) as tagged ISO strings. */
export function serializeDraft(values: unknown): string {
  return JSON.stringify(values, function replacer(this: Record<string, unknown>, key: string, value: unknown) {
    const raw = this[key];
    return raw instanceof Date ? { [DATE_TAG]: raw.toISOString() } : value;
  });
}

/** Reads serialized values back, Dates included; null when the text is not a draft. */
export function deserializeDraft(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text, (_key, value: unknown) => {
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        const tagged = (value as Record<string, unknown>)[DATE_TAG];
        if (typeof tagged === 'string' && Object.keys(value).length === 1) return new Date(tagged);
      }
      return value;
    });
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The saved draft for `key`, if any (storage that is off or full counts as none). */
export function readDraft(key: string): Record<string, unknown> | null {
  try {
    const text = storage()?.getItem(DRAFT_STORAGE_PREFIX + key);
    return text ? deserializeDraft(text) : null;
  } catch {
    return null;
  }
}

/** Saves a draft; a full or disabled storage is ignored (the form still works). */
export function writeDraft(key: string, text: string): void {
  try {
    storage()?.setItem(DRAFT_STORAGE_PREFIX + key, text);
  } catch {
    // Quota exceeded or storage disabled: drafts are a convenience.
  }
}

/** Forgets the draft for `key`. */
export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(DRAFT_STORAGE_PREFIX + key);
  } catch {
    // Nothing to clear.
  }
}
