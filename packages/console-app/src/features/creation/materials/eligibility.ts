import type { Material } from '@brand-console/api-client';

/** Material source 6: cloud materials, which are shared and never exclusive. */
const CLOUD_SOURCE = 6;
/** Specific types: audio 2 sound effect, 4 BGM; image 3 sticker (spec section 3). */
const SOUND_EFFECT = 2;
const STICKER = 3;
const BGM = 4;

/**
 * Exclusive members can only be set on materials in use by a person (spec section 6): not
 * cloud-sourced, and only videos, images other than stickers, and audio other than sound effects
 * and BGM. The server checks the same rule.
 */
export function canHaveExclusiveMembers(m: Pick<Material, 'type' | 'specificType' | 'source'>): boolean {
  if (m.source === CLOUD_SOURCE) return false;
  if (m.type === 1) return true;
  if (m.type === 2) return m.specificType !== STICKER;
  if (m.type === 3) return m.specificType !== SOUND_EFFECT && m.specificType !== BGM;
  return false;
}
