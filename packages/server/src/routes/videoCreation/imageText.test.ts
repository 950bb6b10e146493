import { isApiError, type ImageTextTemplateSpec } from '@brand-console/api-client';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Codes } from '../../http/errors';
import { encodePng } from '../../lib/media';
import { createHarness, rejection, type Harness, type SignedInClient } from '../../testing/harness';
import { pngSize } from './imageText';

/** Image-text templates and notes (图文创作, ADR 0033). */
let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

const BRAND = 13;
const admin = () => h.signedInClient('13800000001', BRAND);

/** Uploads bytes through a grant the way the console does; the stored file's plain address. */
async function upload(api: SignedInClient, bytes: Uint8Array, name: string, type = 'image/png'): Promise<string> {
  const grant = await api.request('/cgp/web/oss/ali/getSts', {});
  const answer = await h.app.fetch(
    new Request(`http://console.test${grant.bucket}`, {
      method: 'POST',
      headers: {
        'content-type': type,
        'x-bc-access-key-id': grant.accessKeyId,
        'x-bc-access-key-secret': grant.accessKeySecret,
        'x-bc-security-token': grant.securityToken,
        'x-bc-file-name': encodeURIComponent(name),
      },
      body: bytes,
    }),
  );
  const { data } = (await answer.json()) as { data: { url: string } };
  return data.url;
}

const documentOf = (objects: unknown[]) =>
  JSON.stringify({ version: 1, width: 1080, height: 1440, background: { kind: 'color', color: '#ffffff' }, objects });
const imageObject = { id: 'img', type: 'image', name: '图', x: 0, y: 0, width: 100, height: 100, src: '/files/x.png' };
const textObject = { id: 'txt', type: 'text', name: '字', x: 0, y: 0, width: 100, height: 100, text: '标题' };
const spec: ImageTextTemplateSpec = {
  pages: [
    {
      document: documentOf([imageObject, textObject]),
      imageSlots: ['img'],
      textSlots: [{ objectId: 'txt', role: 'title' }],
    },
  ],
};

describe('pngSize', () => {
  it('reads the width and height of a PNG and refuses other bytes', () => {
    expect(pngSize(encodePng(37, 21, [0, 0, 0], [255, 255, 255]))).toEqual({ width: 37, height: 21 });
    expect(pngSize(new TextEncoder().encode('<html>not a png at all</html>'))).toBeNull();
    expect(pngSize(new Uint8Array(8))).toBeNull();
  });
});

describe('image-text templates', () => {
  it('lists the seeded templates, saves one with a measured cover, reopens and deletes it', async () => {
    const api = await admin();
    const seeded = await api.request('/v1/sumvideo/sv/imgText/template/page', { pageNo: 1, pageSize: 20 });
    expect(seeded.total).toBe(2);
    expect(seeded.records.every((t) => t.coverUrl?.startsWith('/files/'))).toBe(true);
    const picks = await api.request('/v1/sumvideo/sv/imgText/template/page', { pageNo: 1, pageSize: 20, category: 1 });
    expect(picks.records.map((t) => t.name)).toEqual(['好物种草 · 三页图文']);

    const cover = await upload(api, encodePng(90, 120, [255, 0, 0], [0, 0, 255]), '封面.png');
    const { id } = await api.request('/v1/sumvideo/sv/imgText/template/save', {
      name: '  新模板  ',
      category: 3,
      coverUrl: cover,
      spec,
    });
    const detail = await api.request('/v1/sumvideo/sv/imgText/template/detail', { id });
    expect(detail).toMatchObject({ name: '新模板', category: 3, pageCount: 1, slotCount: 1, spec });
    expect(detail.coverUrl?.split('?')[0]).toBe(cover);

    await api.request('/v1/sumvideo/sv/imgText/template/remove', { ids: [id] });
    const gone = await rejection(api.request('/v1/sumvideo/sv/imgText/template/detail', { id }));
    expect(isApiError(gone) && gone.code).toBe(Codes.notFound);
  });

  it('refuses a page whose slots name no object of their kind, a document it cannot read, or too many pages', async () => {
    const api = await admin();
    const wrongKind = await rejection(
      api.request('/v1/sumvideo/sv/imgText/template/save', {
        name: '错',
        category: 1,
        spec: { pages: [{ ...spec.pages[0]!, imageSlots: ['txt'] }] },
      }),
    );
    expect(wrongKind.message).toBe('图片或文字位置不在页面上');
    const unreadable = await rejection(
      api.request('/v1/sumvideo/sv/imgText/template/save', {
        name: '错',
        category: 1,
        spec: { pages: [{ document: '{"version":1', imageSlots: [], textSlots: [] }] },
      }),
    );
    expect(unreadable.message).toBe('页面内容无法读取');
    const tooMany = await rejection(
      api.request('/v1/sumvideo/sv/imgText/template/save', {
        name: '错',
        category: 1,
        spec: { pages: Array.from({ length: 19 }, () => spec.pages[0]!) },
      }),
    );
    expect(isApiError(tooMany) && tooMany.code).toBe(Codes.badRequest);
    expect(
      (
        h.services.db.prepare('SELECT count(*) AS n FROM image_text_templates WHERE brand_id = ?').get(BRAND) as {
          n: number;
        }
      ).n,
    ).toBe(2);
  });
});

describe('composed notes', () => {
  it('stores uploaded PNG pages measured by the server as a note of creation type 99 in 成品库', async () => {
    const api = await admin();
    const { records } = await api.request('/v1/sumvideo/sv/imgText/template/page', { pageNo: 1, pageSize: 20 });
    const template = records.find((t) => t.name === '好物种草 · 三页图文')!;
    const pageBytes = [encodePng(300, 400, [255, 255, 255], [255, 0, 0]), encodePng(300, 400, [0, 0, 0], [0, 255, 0])];
    const urls = [await upload(api, pageBytes[0]!, 'p1.png'), await upload(api, pageBytes[1]!, 'p2.png')];
    const { id } = await api.request('/v1/sumvideo/sv/imgText/note/save', {
      templateId: template.id,
      title: '我的好物笔记',
      text: '三款好物，一次看完',
      pages: urls.map((url) => ({ url })),
    });

    const note = await api.request('/v1/sumvideo/sv/imgText/note/detail', { id });
    expect(note).toMatchObject({ id, title: '我的好物笔记', text: '三款好物，一次看完', templateId: template.id });
    expect(note.pages.map((p) => ({ ...p, url: p.url.split('?')[0] }))).toEqual([
      { url: urls[0], width: 300, height: 400, size: pageBytes[0]!.length },
      { url: urls[1], width: 300, height: 400, size: pageBytes[1]!.length },
    ]);
    // The stored file is the PNG that was uploaded.
    const stored = readFileSync(join(h.services.filesDir, urls[0]!.slice('/files/'.length)));
    expect(pngSize(stored)).toEqual({ width: 300, height: 400 });

    const library = await api.request('/cgp/web/media/creation/list', {
      pageNo: 1,
      pageSize: 10,
      creationType: 99,
    } as never);
    const listed = (library as { records: Array<{ id: number; creationType: number; source: number }> }).records;
    expect(listed.find((c) => c.id === id)).toMatchObject({ creationType: 99, source: 25 });
  });

  it('refuses a page that is not a PNG the brand uploaded, and names nothing of another brand', async () => {
    const api = await admin();
    const valid = await upload(api, encodePng(10, 10, [0, 0, 0], [1, 1, 1]), 'x.png');
    const foreignName = h.services.db
      .prepare('SELECT url FROM creations WHERE brand_id = 14 AND creation_type = 99 LIMIT 1')
      .get() as { url: string };
    for (const url of ['/files/0123456789abcdef0123456789abcdef.png', foreignName.url, 'https://example.com/a.png']) {
      const error = await rejection(
        api.request('/v1/sumvideo/sv/imgText/note/save', { title: '笔记', text: '', pages: [{ url }, { url: valid }] }),
      );
      expect(error.message).toBe('页面图片不存在或不是 PNG 图片');
    }
    const missingTitle = await rejection(
      api.request('/v1/sumvideo/sv/imgText/note/save', { title: '  ', text: '', pages: [{ url: valid }] }),
    );
    expect(isApiError(missingTitle) && missingTitle.code).toBe(Codes.badRequest);
    const longTitle = await rejection(
      api.request('/v1/sumvideo/sv/imgText/note/save', { title: '字'.repeat(21), text: '', pages: [{ url: valid }] }),
    );
    expect(isApiError(longTitle) && longTitle.code).toBe(Codes.badRequest);
    const foreignNote = h.services.db
      .prepare('SELECT id FROM creations WHERE brand_id = 14 AND creation_type = 99 LIMIT 1')
      .get() as { id: number };
    const foreign = await rejection(api.request('/v1/sumvideo/sv/imgText/note/detail', { id: foreignNote.id }));
    expect(isApiError(foreign) && foreign.code).toBe(Codes.notFound);
  });

  it('opens the seeded note with its real PNG pages', async () => {
    const api = await admin();
    const row = h.services.db
      .prepare('SELECT creation_id AS id FROM image_text_notes WHERE brand_id = ? LIMIT 1')
      .get(BRAND) as { id: number };
    const note = await api.request('/v1/sumvideo/sv/imgText/note/detail', { id: row.id });
    expect(note.pages).toHaveLength(2);
    for (const p of note.pages) {
      const bytes = readFileSync(join(h.services.filesDir, p.url.split('?')[0]!.slice('/files/'.length)));
      expect(pngSize(bytes)).toEqual({ width: p.width, height: p.height });
      expect(bytes.length).toBe(p.size);
    }
  });
});
