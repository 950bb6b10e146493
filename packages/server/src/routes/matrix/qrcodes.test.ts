import { isApiError } from '@brand-console/api-client';
import jsQR from 'jsqr';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Codes } from '../../http/errors';
import { formatDateTime } from '../../lib/time';
import { runFfmpeg } from '../../media/ffmpeg';
import { QR_PUBLISH_CALLBACK_PATH } from '../../platforms/simulated';
import { simUid } from '../../seed/platforms';
import { createHarness, rejection, type Harness, type SignedInClient } from '../../testing/harness';

/**
 * 扫码发布 (ADR 0036 part C): codes per brand under the qrcode_publish scope, their status rules, and
 * the visitor's page without a session: authorise through the simulated platform (state used
 * once), publish a work with the visitor's own grant, the scan's result in the code's detail.
 */
let h: Harness;
beforeEach(async () => {
  h = await createHarness();
  // Seeded works get their files when the server starts (ADR 0029); give three of each brand one.
  for (const brandId of [BRAND, OTHER]) {
    h.services.db
      .prepare(
        `UPDATE creations SET url = '/files/' || lower(hex(randomblob(16))) || '.mp4' WHERE id IN (
           SELECT id FROM creations WHERE brand_id = ? AND creation_type = 0 AND deleted_at IS NULL ORDER BY id LIMIT 3)`,
      )
      .run(brandId);
  }
});
afterEach(() => {
  h.close();
});

const ORIGIN = 'http://console.test';
const BRAND = 13;
const OTHER = 14;
const ADMIN = '13800000001';
const HOUR = 3600 * 1000;

const get = (path: string, headers: Record<string, string> = {}) =>
  h.app.fetch(new Request(new URL(path, ORIGIN), { headers, redirect: 'manual' }));
const post = (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  h.app.fetch(
    new Request(new URL(path, ORIGIN), {
      method: 'POST',
      body: new URLSearchParams(form),
      headers,
      redirect: 'manual',
    }),
  );
const at = (offsetMs: number) => formatDateTime(h.clock.now + offsetMs);
const videos = (brandId: number) =>
  (
    h.services.db
      .prepare(
        `SELECT id FROM creations WHERE brand_id = ? AND creation_type = 0 AND url IS NOT NULL AND deleted_at IS NULL
         ORDER BY id LIMIT 3`,
      )
      .all(brandId) as Array<{ id: number }>
  ).map((r) => r.id);

async function generate(api: SignedInClient, extra: Record<string, unknown> = {}) {
  const works = videos(BRAND).slice(0, 2);
  const { id } = await api.request('/v1/matrix/qrcode/create', {
    name: '门店扫码发布',
    workIds: works,
    platforms: [1, 3],
    title: '到店打卡｜新品上市',
    topics: ['新品', '探店'],
    startTime: at(-HOUR),
    endTime: at(48 * HOUR),
    ...extra,
  });
  return { id, works, detail: await api.request('/v1/matrix/qrcode/detail', { id }) };
}

/** The visitor from the link to the publish form: returns the form's address, or the callback's answer. */
async function authorise(token: string, platform: string, uid: string) {
  const chosen = await post(`/p/${token}/authorize`, { platform });
  expect(chosen.status).toBe(303);
  const consent = new URL(chosen.headers.get('location')!, ORIGIN);
  const state = consent.searchParams.get('state')!;
  const redirectUri = consent.searchParams.get('redirect_uri')!;
  expect(redirectUri).toBe(`${ORIGIN}${QR_PUBLISH_CALLBACK_PATH}`);
  // The simulated platform's consent page accepts this callback and sends the visitor back.
  const page = await get(`${consent.pathname}${consent.search}`);
  expect(page.status).toBe(200);
  const answer = await post(consent.pathname, { redirect_uri: redirectUri, state, uid, days: '30', decision: 'allow' });
  expect(answer.status).toBe(302);
  const back = new URL(answer.headers.get('location')!);
  const callback = await get(`${back.pathname}${back.search}`);
  return { state, back, callback };
}

describe('扫码发布 codes', () => {
  it('generates a code whose PNG decodes to its public page; lists, filters, details; another brand sees none', async () => {
    const api = await h.signedInClient(ADMIN, BRAND);
    const { id, works, detail } = await generate(api);
    expect(detail).toMatchObject({
      id,
      name: '门店扫码发布',
      status: 2,
      platforms: [1, 3],
      title: '到店打卡｜新品上市',
      topics: ['新品', '探店'],
      worksCount: 2,
      scanCount: 0,
    });
    expect(detail.works.map((w) => w.id)).toEqual(works);
    expect(detail.link).toMatch(/^http:\/\/console\.test\/p\/[A-Za-z0-9_-]{24}$/);
    // The PNG's pixels (read out by ffmpeg) decode to the link.
    const raw = join(tmpdir(), `bc-qr-publish-${process.pid}-${Date.now()}.rgba`);
    const png = join(h.services.filesDir, detail.qrCodeUrl.split('?')[0]!.slice('/files/'.length));
    await runFfmpeg(['-i', png, '-f', 'rawvideo', '-pix_fmt', 'rgba', raw]);
    const pixels = new Uint8ClampedArray(readFileSync(raw));
    rmSync(raw, { force: true });
    const side = Math.sqrt(pixels.length / 4);
    expect(jsQR(pixels, side, side)?.data).toBe(detail.link);

    const page = await api.request('/v1/matrix/qrcode/page', { pageNo: 1, pageSize: 10, name: '门店扫码' });
    expect(page.records.map((r) => r.id)).toContain(id);
    const invalid = await api.request('/v1/matrix/qrcode/page', { pageNo: 1, pageSize: 100, status: 3 });
    expect(invalid.records.some((r) => r.id === id)).toBe(false);

    const other = await h.signedInClient(ADMIN, OTHER);
    const theirs = await other.request('/v1/matrix/qrcode/page', { pageNo: 1, pageSize: 100 });
    expect(theirs.records.some((r) => r.id === id)).toBe(false);
    for (const call of [
      other.request('/v1/matrix/qrcode/detail', { id }),
      other.request('/v1/matrix/qrcode/disable', { id }),
      other.request('/v1/matrix/qrcode/scans', { id, pageNo: 1, pageSize: 10 }),
    ]) {
      const error = await rejection(call);
      expect(isApiError(error) && error.code).toBe(Codes.notFound);
    }
    // Another brand's works cannot be put in a code.
    const foreign = await rejection(
      api.request('/v1/matrix/qrcode/create', {
        name: '别家',
        workIds: videos(OTHER).slice(0, 1),
        platforms: [1],
        startTime: at(0),
        endTime: at(HOUR),
      }),
    );
    expect(isApiError(foreign) && foreign.msg).toBe('所选成品不存在、已删除或没有视频文件');
    const backwards = await rejection(generate(api, { startTime: at(2 * HOUR), endTime: at(HOUR) }));
    expect(isApiError(backwards) && backwards.code).toBe(Codes.badRequest);

    // Without the qrcode_publish scope: refused.
    h.services.db
      .prepare(`DELETE FROM role_menus WHERE menu_id IN (SELECT id FROM menus WHERE scope_code = 'qrcode_publish')`)
      .run();
    const denied = await rejection(api.request('/v1/matrix/qrcode/page', { pageNo: 1, pageSize: 10 }));
    expect(isApiError(denied) && denied.code).toBe(Codes.noPermission);
  });

  it('is not enabled before its start, invalid after its end or once disabled, and its page refuses politely', async () => {
    const api = await h.signedInClient(ADMIN, BRAND);
    const later = await generate(api, { startTime: at(2 * HOUR), endTime: at(4 * HOUR) });
    expect(later.detail.status).toBe(1);
    const token = later.detail.link.split('/p/')[1]!;
    const early = await get(`/p/${token}`, { 'accept-language': 'en-US' });
    expect(early.status).toBe(410);
    expect(await early.text()).toContain('QR code not enabled yet');
    expect((await post(`/p/${token}/authorize`, { platform: '1' })).status).toBe(410);

    h.clock.now += 3 * HOUR;
    expect((await api.request('/v1/matrix/qrcode/detail', { id: later.id })).status).toBe(2);
    expect((await get(`/p/${token}`)).status).toBe(200);
    h.clock.now += 2 * HOUR;
    expect((await api.request('/v1/matrix/qrcode/detail', { id: later.id })).status).toBe(3);
    const ended = await get(`/p/${token}`);
    expect(ended.status).toBe(410);
    expect(await ended.text()).toContain('二维码已失效');

    const live = await generate(api);
    const liveToken = live.detail.link.split('/p/')[1]!;
    await api.request('/v1/matrix/qrcode/disable', { id: live.id });
    const disabled = await api.request('/v1/matrix/qrcode/detail', { id: live.id });
    expect(disabled.status).toBe(3);
    expect(disabled.disableTime).not.toBeNull();
    expect((await get(`/p/${liveToken}`)).status).toBe(410);
    expect((await get('/p/notatokenatallxxxxxxxx')).status).toBe(404);
    const listed = await api.request('/v1/matrix/qrcode/page', { pageNo: 1, pageSize: 100, status: 3 });
    expect(listed.records.map((r) => r.id)).toEqual(expect.arrayContaining([later.id, live.id]));
  });
});

describe('the seed', () => {
  it('has codes in every status with scans for both demo brands; the first read makes their PNG', async () => {
    for (const brandId of [BRAND, OTHER]) {
      const api = await h.signedInClient(ADMIN, brandId);
      const { records } = await api.request('/v1/matrix/qrcode/page', { pageNo: 1, pageSize: 100 });
      expect(new Set(records.map((r) => r.status))).toEqual(new Set([1, 2, 3]));
      expect(records.some((r) => r.scanCount > 0 && r.successCount > 0)).toBe(true);
      for (const r of records) {
        expect(r.link).toMatch(/^http:\/\/console\.test\/p\/[A-Za-z0-9_-]{24}$/);
        expect(r.qrCodeUrl).toMatch(/^\/files\/[0-9a-f]{32}\.png/);
      }
      const live = records.find((r) => r.status === 2 && r.scanCount > 0)!;
      const scans = await api.request('/v1/matrix/qrcode/scans', { id: live.id, pageNo: 1, pageSize: 10 });
      expect(scans.total).toBe(live.scanCount);
      const statuses = scans.records.flatMap((s) => s.publications.map((p) => p.status));
      expect(statuses).toContain(3);
    }
  });
});

describe('the visitor', () => {
  it('authorises once, publishes a work with their own account, and the scan shows in the detail', async () => {
    const api = await h.signedInClient(ADMIN, BRAND);
    const { id, works, detail } = await generate(api);
    const token = detail.link.split('/p/')[1]!;

    // The page: the works, the allowed platforms only, escaped, no script, a nonce for the style.
    const landing = await get(`/p/${token}`);
    expect(landing.status).toBe(200);
    const html = await landing.text();
    expect(html).toContain('门店扫码发布');
    expect(html).not.toContain('<script');
    expect(html).toContain('value="1"');
    expect(html).toContain('value="3"');
    expect(html).not.toContain('name="platform" value="2"');
    expect(landing.headers.get('content-security-policy')).toMatch(/default-src 'none'; style-src 'nonce-/);
    // A platform the code does not allow is refused.
    expect((await post(`/p/${token}/authorize`, { platform: '2' })).status).toBe(400);

    const uid = simUid(1, 2);
    const { state, back, callback } = await authorise(token, '1', uid);
    expect(callback.status).toBe(303);
    const form = callback.headers.get('location')!;
    expect(form).toMatch(new RegExp(`^/p/${token}/s/[0-9a-f]{64}$`));
    // The state is used once: the same redirect again is refused.
    const replay = await get(`${back.pathname}${back.search}`);
    expect(replay.status).toBe(400);
    expect(await replay.text()).toContain('授权已失效');
    expect(state).toMatch(/^[0-9a-f]{64}$/);
    // A state is bound to its code: it cannot be used on another code's callback (it is stored hashed).
    const stored = h.services.db.prepare('SELECT state_hash FROM publish_qrcode_states').all() as Array<{
      state_hash: string;
    }>;
    expect(stored.some((s) => s.state_hash === state)).toBe(false);

    const publishPage = await get(form);
    expect(publishPage.status).toBe(200);
    const publishHtml = await publishPage.text();
    expect(publishHtml).toContain('到店打卡｜新品上市');

    // A title over Douyin's 55 characters is refused with the form kept.
    const tooLong = await post(form, { workId: String(works[1]), title: '长'.repeat(56), topics: '新品' });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain('55');

    const done = await post(form, { workId: String(works[1]), title: '到店打卡', topics: '新品，探店' });
    expect(done.status).toBe(200);
    const doneHtml = await done.text();
    expect(doneHtml).toContain('发布成功');
    const item = /href="(\/platform\/stand-in\/dy\/item\/[^"]+)"/.exec(doneHtml)?.[1];
    expect(item).toBeTruthy();
    expect((await get(item!)).status).toBe(200);
    // The token is gone: the same form cannot publish again.
    const again = await post(form, { workId: String(works[0]), title: '再来一次', topics: '' });
    expect(again.status).toBe(410);
    const kept = h.services.db
      .prepare('SELECT access_token, session_hash FROM publish_qrcode_scans WHERE qrcode_id = ?')
      .all(id);
    expect(kept).toEqual([{ access_token: null, session_hash: null }]);

    const scans = await api.request('/v1/matrix/qrcode/scans', { id, pageNo: 1, pageSize: 10 });
    expect(scans.total).toBe(1);
    expect(scans.records[0]).toMatchObject({ platform: 1, platformUid: uid });
    expect(scans.records[0]!.publications).toHaveLength(1);
    expect(scans.records[0]!.publications[0]).toMatchObject({
      source: 2,
      qrcodeId: id,
      workId: works[1],
      accountId: null,
      title: '到店打卡',
      topics: ['新品', '探店'],
      status: 3,
    });
    const after = await api.request('/v1/matrix/qrcode/detail', { id });
    expect(after).toMatchObject({ scanCount: 1, successCount: 1, publishingCount: 0 });

    // Disabled meanwhile: a visitor part-way through is refused, their token forgotten.
    const second = await authorise(token, '3', simUid(3, 1));
    const secondForm = second.callback.headers.get('location')!;
    await api.request('/v1/matrix/qrcode/disable', { id });
    expect((await post(secondForm, { workId: String(works[0]), title: '标题', topics: '' })).status).toBe(410);
    expect(
      h.services.db.prepare('SELECT count(*) AS n FROM publish_qrcode_scans WHERE access_token IS NOT NULL').get(),
    ).toEqual({ n: 0 });

    // The export (tracking 211) writes the scans and keeps the file in the task centre.
    const file = await api.download('/v1/matrix/qrcode/export', { id });
    expect(file.fileName).toMatch(/^扫码发布记录\d{14}\.xlsx$/);
    expect(file.blob.size).toBeGreaterThan(1000);
    const kept2 = h.services.db
      .prepare("SELECT count(*) AS n FROM download_tasks WHERE exporter_type = 'qrPublishScans'")
      .get() as { n: number };
    expect(kept2.n).toBe(1);
  });
  it('who denies consent publishes nothing; a work not in the code is refused; a consent finished after the code was disabled records nothing', async () => {
    const api = await h.signedInClient(ADMIN, BRAND);
    const { works, detail } = await generate(api);
    const token = detail.link.split('/p/')[1]!;
    const chosen = await post(`/p/${token}/authorize`, { platform: '1' });
    const consent = new URL(chosen.headers.get('location')!, ORIGIN);
    const denied = await post(consent.pathname, {
      redirect_uri: consent.searchParams.get('redirect_uri')!,
      state: consent.searchParams.get('state')!,
      decision: 'deny',
    });
    const back = new URL(denied.headers.get('location')!);
    const answer = await get(`${back.pathname}${back.search}`, { 'accept-language': 'en' });
    expect(await answer.text()).toContain('Authorisation cancelled');
    expect(
      h.services.db.prepare('SELECT count(*) AS n FROM publish_qrcode_scans WHERE qrcode_id = ?').get(detail.id),
    ).toEqual({
      n: 0,
    });

    // Authorised, then a work of another code (or none) is refused with the form kept; the token stays for a retry.
    const { callback } = await authorise(token, '3', simUid(3, 1));
    const form = callback.headers.get('location')!;
    const other = videos(BRAND)[2]!;
    expect(works).not.toContain(other);
    const wrong = await post(form, { workId: String(other), title: '标题', topics: '' });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('请选择作品');
    const ok = await post(form, { workId: String(works[0]), title: '', topics: '' });
    // An empty title is the work's name cut to 小红书's 20 characters.
    expect(await ok.text()).toContain('发布成功');

    // A consent that comes back after the code was disabled: refused, nothing recorded.
    const again = await post(`/p/${token}/authorize`, { platform: '1' });
    const next = new URL(again.headers.get('location')!, ORIGIN);
    const allowed = await post(next.pathname, {
      redirect_uri: next.searchParams.get('redirect_uri')!,
      state: next.searchParams.get('state')!,
      uid: simUid(1, 1),
      days: '30',
      decision: 'allow',
    });
    await api.request('/v1/matrix/qrcode/disable', { id: detail.id });
    const late = new URL(allowed.headers.get('location')!);
    expect((await get(`${late.pathname}${late.search}`)).status).toBe(410);
    expect(
      h.services.db.prepare('SELECT count(*) AS n FROM publish_qrcode_scans WHERE qrcode_id = ?').get(detail.id),
    ).toEqual({ n: 1 });
  });
});
