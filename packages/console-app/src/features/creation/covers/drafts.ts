import { parseCoverDocument, serializeCoverDocument, type CoverDocument } from '@brand-console/ui';
import { local } from '../../../lib/storage';

/** Where a cover's unsaved draft lives: per kind (mine or cloud) and cover (or `new`). */
export const draftKey = (cloud: boolean, coverId: number | null) =>
  `bc.cover.draft.${cloud ? 'cloud' : 'mine'}.${coverId ?? 'new'}`;

export interface CoverDraft {
  name: string;
  document: CoverDocument;
  /** When it was written (ms since 1970). */
  savedAt: number;
}

/** The stored draft, or null when there is none or it cannot be read (a damaged draft is dropped). */
export function readDraft(key: string): CoverDraft | null {
  const stored = local.getJson<{ name?: unknown; document?: unknown; savedAt?: unknown }>(key);
  if (!stored) return null;
  try {
    return {
      name: typeof stored.name === 'string' ? stored.name.slice(0, 100) : '',
      document: parseCoverDocument(stored.document),
      savedAt: typeof stored.savedAt === 'number' ? stored.savedAt : 0,
    };
  } catch {
    local.remove(key);
    return null;
  }
}

export function writeDraft(key: string, name: string, document: CoverDocument, now = Date.now()) {
  local.setJson(key, { name, document: JSON.parse(serializeCoverDocument(document)) as unknown, savedAt: now });
}

export const dropDraft = (key: string) => local.remove(key);
