import type { Database } from './database';

/** Data access of the stand-in identity provider: its directory of people and its one-time codes. */

export type IdpKind = 'feishu' | 'wecom';

export interface IdpPerson {
  identity: string;
  name: string;
  phone: string | null;
}

/** The provider's directory, in identity order. */
export function idpPeople(db: Database, provider: IdpKind): IdpPerson[] {
  return db
    .prepare('SELECT identity, name, phone FROM idp_people WHERE provider = ? ORDER BY identity')
    .all(provider) as unknown as IdpPerson[];
}

export function idpPerson(db: Database, provider: IdpKind, identity: string): IdpPerson | undefined {
  return db
    .prepare('SELECT identity, name, phone FROM idp_people WHERE provider = ? AND identity = ?')
    .get(provider, identity) as IdpPerson | undefined;
}

export function addIdpPerson(db: Database, provider: IdpKind, person: IdpPerson): void {
  db.prepare('INSERT OR REPLACE INTO idp_people (provider, identity, name, phone) VALUES (?, ?, ?, ?)').run(
    provider,
    person.identity,
    person.name,
    person.phone,
  );
}

export function addIdpCode(
  db: Database,
  code: { hash: string; provider: IdpKind; identity: string; redirectUri: string; expiresAt: number },
): void {
  db.prepare(
    'INSERT INTO idp_codes (code_hash, provider, identity, redirect_uri, expires_at) VALUES (?, ?, ?, ?, ?)',
  ).run(code.hash, code.provider, code.identity, code.redirectUri, code.expiresAt);
}

/** Consumes a live code of `provider` once: the identity it was issued for, or undefined. */
export function consumeIdpCode(db: Database, provider: IdpKind, hash: string, now: number): string | undefined {
  const row = db
    .prepare(
      'SELECT identity FROM idp_codes WHERE code_hash = ? AND provider = ? AND consumed_at IS NULL AND expires_at > ?',
    )
    .get(hash, provider, now) as { identity: string } | undefined;
  if (!row) return undefined;
  const done = db
    .prepare('UPDATE idp_codes SET consumed_at = ? WHERE code_hash = ? AND consumed_at IS NULL')
    .run(now, hash);
  return done.changes === 1 ? row.identity : undefined;
}
