import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Services } from '../http/context';
import { HttpError, Codes } from '../http/errors';

/** A kind of file the server accepts: its extensions, MIME types and how its first bytes look. */
export interface FileKind {
  extensions: readonly string[];
  mimes: readonly string[];
  /** True when the bytes start the way this kind's files do. */
  magic: (bytes: Uint8Array) => boolean;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The kinds of file the console uploads (spec sections 3 and 5). */
export const FileKinds = {
  jpeg: { extensions: ['.jpg', '.jpeg'], mimes: ['image/jpeg'], magic: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  png: {
    extensions: ['.png'],
    mimes: ['image/png'],
    magic: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  gif: { extensions: ['.gif'], mimes: ['image/gif'], magic: (b) => ascii(b, 0, 4) === 'GIF8' },
  webp: {
    extensions: ['.webp'],
    mimes: ['image/webp'],
    magic: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
  },
  mp4: {
    extensions: ['.mp4', '.m4v', '.mov'],
    mimes: ['video/mp4', 'video/quicktime', 'video/x-m4v'],
    magic: (b) => ascii(b, 4, 8) === 'ftyp',
  },
  mp3: {
    extensions: ['.mp3'],
    mimes: ['audio/mpeg', 'audio/mp3'],
    magic: (b) => ascii(b, 0, 3) === 'ID3' || (b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0),
  },
  wav: {
    extensions: ['.wav'],
    mimes: ['audio/wav', 'audio/x-wav', 'audio/wave'],
    magic: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WAVE',
  },
  text: {
    extensions: ['.txt'],
    mimes: ['text/plain'],
    // Text: valid UTF-8 with no NUL bytes.
    magic: (b) => !b.includes(0) && isUtf8(b),
  },
  font: {
    extensions: ['.ttf', '.otf', '.woff', '.woff2'],
    mimes: ['font/ttf', 'font/otf', 'font/woff', 'font/woff2', 'application/font-woff', 'application/octet-stream'],
    magic: (b) => startsWith(b, [0x00, 0x01, 0x00, 0x00]) || ['OTTO', 'wOFF', 'wOF2', 'true'].includes(ascii(b, 0, 4)),
  },
} satisfies Record<string, FileKind>;

export type FileKindName = keyof typeof FileKinds;

/** Avatars: jpeg, jpg and png only (spec section 5). */
export const AVATAR_KINDS: readonly FileKindName[] = ['jpeg', 'png'];

function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Names of stored files: generated, so nothing a client sends ever reaches a file path. */
export const STORED_NAME = /^[0-9a-f]{32}\.[a-z0-9]{2,5}$/;

export interface StoredFile {
  id: number;
  storedName: string;
  url: string;
  kind: FileKindName;
  mime: string;
  size: number;
}

/**
 * Checks a file by extension, MIME type and first bytes against the allowed kinds, then stores
 * it under a generated name and records it for the brand. Refusals are 400 `{code, msg}`.
 */
export function storeUpload(
  services: Services,
  owner: { brandId: number; userId: number },
  file: File,
  bytes: Uint8Array,
  allowed: readonly FileKindName[],
): StoredFile {
  const extension = extname(file.name).toLowerCase();
  const kind = allowed.find((name) => (FileKinds[name].extensions as readonly string[]).includes(extension));
  const accepted = allowed.flatMap((name) => FileKinds[name].extensions).join('、');
  if (!kind) throw new HttpError(400, Codes.badRequest, `不支持的文件类型，仅支持 ${accepted}`);
  const spec: FileKind = FileKinds[kind];
  const mime = file.type.toLowerCase().split(';')[0]!.trim();
  if (mime && !spec.mimes.includes(mime)) throw new HttpError(400, Codes.badRequest, '文件类型与扩展名不符');
  if (bytes.length === 0) throw new HttpError(400, Codes.badRequest, '文件为空');
  if (!spec.magic(bytes)) throw new HttpError(400, Codes.badRequest, '文件内容与类型不符');
  const storedName = `${randomBytes(16).toString('hex')}${extension}`;
  writeFileSync(join(services.filesDir, storedName), bytes);
  const result = services.db
    .prepare(
      `INSERT INTO uploads (brand_id, user_id, stored_name, original_name, mime, size, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      owner.brandId,
      owner.userId,
      storedName,
      file.name.slice(0, 255),
      mime || spec.mimes[0]!,
      bytes.length,
      new Date(services.now()).toISOString(),
    );
  return {
    id: Number(result.lastInsertRowid),
    storedName,
    url: `/files/${storedName}`,
    kind,
    mime: mime || spec.mimes[0]!,
    size: bytes.length,
  };
}

/** The MIME type a stored file is served with, from its extension. */
export function mimeOfStoredName(name: string): string {
  const extension = extname(name).toLowerCase();
  for (const kind of Object.values(FileKinds) as FileKind[]) {
    if (kind.extensions.includes(extension)) return kind.mimes[0]!;
  }
  if (extension === '.xlsx') return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  if (extension === '.csv') return 'text/csv; charset=utf-8';
  return 'application/octet-stream';
}
