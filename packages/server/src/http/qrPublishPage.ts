import { PLATFORMS, PUBLISH_PLATFORM_LIMITS, dictionaryLabel, type PlatformCode } from '@brand-console/api-client';
import type { Context, Hono } from 'hono';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hashToken, newToken } from '../auth/tokens';
import { insertPublication, publicationById, runPublication } from '../db/publishing';
import {
  addQrState,
  codePlatforms,
  codeTopics,
  effectiveStatus,
  insertScan,
  qrcodeByToken,
  qrcodeRow,
  qrcodeWorkRows,
  scanSession,
  takeScanToken,
  useQrState,
  type QrcodeRow,
  type QrcodeWorkRow,
} from '../db/publishQrcodes';
import { formatDateTime } from '../lib/time';
import { isPlatformCode } from '../platforms/adapter';
import { QR_PUBLISH_CALLBACK_PATH } from '../platforms/simulated';
import { STORED_NAME } from '../storage/files';
import type { AppEnv, Services } from './context';
import { newNonce } from './securityHeaders';
import { escapeHtml, prefersEnglish, standInHtml } from './standInPage';

/**
 * 扫码发布's visitor page (issue 24, ADR 0036 part C), opened on a phone without a session:
 * - `GET /p/<token>`: the code's works and its platforms; choosing one posts to
 * - `POST /p/<token>/authorize`: a one-time `state` (stored hashed, bound to the code and the
 *   platform, 10 minutes) and a redirect to the platform's consent page, which comes back to
 * - `GET /p/callback?state&code`: the state is used once, the code exchanged through the adapter;
 *   the visit is recorded as a scan with the visitor's token kept for the publish only (15 minutes),
 *   and the visitor goes to
 * - `GET|POST /p/<token>/s/<session>`: choose a work, see or edit the title (within the platform's
 *   limit) and topics, and publish at once with the visitor's token (then forgotten); the result
 *   links to the item or gives the platform's reason.
 * A code that is not publishing (not yet started, disabled or ended) refuses politely. No script
 * runs on these pages; styles carry a nonce; nothing third-party is loaded.
 */
export const QR_PUBLISH_PATH = '/p';

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;
const STATE = /^[0-9a-f]{64}$/;
const SESSION = /^[0-9a-f]{64}$/;
const MAX_FIELD = 2048;

const TEXT = {
  zh: {
    notFound: '二维码无效',
    notFoundNote: '没有找到该二维码，请向分享者确认。',
    notEnabled: '二维码未启用',
    notEnabledNote: '该二维码 {time} 起可用，请到时再扫码。',
    invalid: '二维码已失效',
    invalidNote: '该二维码已停用或已过期，请向分享者索取新的二维码。',
    lead: '选择要发布到的平台，用你自己的账号授权后，挑选作品发布。',
    works: '可发布的作品',
    noWorks: '该二维码暂无可发布的作品（作品已删除，或视频文件尚未生成）。',
    platforms: '选择平台授权',
    authorise: '用{platform}账号授权',
    stateInvalid: '授权已失效',
    stateInvalidNote: '这次授权已使用或已过期，请回到二维码页面重新授权。',
    denied: '已取消授权',
    deniedNote: '你没有授权账号，未发布任何作品。',
    failed: '授权失败',
    failedNote: '平台没有确认这次授权，请重新授权。',
    back: '返回二维码页面',
    sessionGone: '授权已过期',
    sessionGoneNote: '授权只在 15 分钟内、发布一次有效，请重新授权。',
    publishTitle: '发布作品',
    account: '发布账号：{name}（{platform}）',
    work: '选择作品',
    title: '标题（{platform}最多 {max} 个字，不填则用作品名称）',
    topics: '话题（用逗号分隔，最多 {max} 个，每个最多 {length} 个字）',
    publish: '立即发布',
    titleTooLong: '标题超过{platform}的 {max} 个字上限',
    tooManyTopics: '话题最多 {max} 个，每个最多 {length} 个字',
    chooseWork: '请选择作品',
    published: '发布成功',
    publishedNote: '作品“{name}”已发布到{platform}。',
    view: '查看作品',
    publishFailed: '发布失败',
    publishFailedNote: '平台未能发布：{reason}',
    another: '发布其他作品',
    cover: '{name} 的封面',
  },
  en: {
    notFound: 'QR code not valid',
    notFoundNote: 'This QR code was not found; check with the person who shared it.',
    notEnabled: 'QR code not enabled yet',
    notEnabledNote: 'This QR code can be used from {time}; scan it again then.',
    invalid: 'QR code no longer valid',
    invalidNote: 'This QR code was disabled or has ended; ask the person who shared it for a new one.',
    lead: 'Choose the platform to publish to, authorise with your own account, then pick a work to publish.',
    works: 'Works you can publish',
    noWorks: 'This code has no work to publish yet (its works were deleted, or their video files are not made yet).',
    platforms: 'Choose a platform to authorise',
    authorise: 'Authorise with {platform}',
    stateInvalid: 'Authorisation no longer valid',
    stateInvalidNote: 'This authorisation was already used or has expired; go back to the code and authorise again.',
    denied: 'Authorisation cancelled',
    deniedNote: 'You did not authorise an account; nothing was published.',
    failed: 'Authorisation failed',
    failedNote: 'The platform did not confirm this authorisation; please authorise again.',
    back: 'Back to the QR code page',
    sessionGone: 'Authorisation expired',
    sessionGoneNote: 'An authorisation is good for one publish within 15 minutes; please authorise again.',
    publishTitle: 'Publish a work',
    account: 'Publishing as {name} ({platform})',
    work: 'Choose a work',
    title: 'Title (at most {max} characters on {platform}; the work’s name when left empty)',
    topics: 'Topics (comma separated, at most {max}, each at most {length} characters)',
    publish: 'Publish now',
    titleTooLong: 'The title is longer than the {max} characters {platform} allows',
    tooManyTopics: 'At most {max} topics, each at most {length} characters',
    chooseWork: 'Choose a work',
    published: 'Published',
    publishedNote: '“{name}” was published to {platform}.',
    view: 'View the post',
    publishFailed: 'Publishing failed',
    publishFailedNote: 'The platform did not publish it: {reason}',
    another: 'Publish another work',
    cover: 'Cover of {name}',
  },
} as const;
type Key = keyof typeof TEXT.zh;

const CSS = `@media (max-width:480px){main{margin:0;border-radius:0;box-shadow:none;min-height:100vh;padding:20px 16px}}
ul.works{list-style:none;padding:0;margin:0 0 16px;display:grid;gap:8px}
ul.works li,label.work{display:flex;gap:10px;align-items:center}
.works img,label.work img{width:64px;height:64px;object-fit:cover;border-radius:6px;background:#e5e6eb;flex:none}
h2{font-size:16px;margin:16px 0 8px}
.platforms{display:grid;gap:8px}.platforms button{width:100%;padding:10px 16px;font-size:16px}
input[type=text]{font:inherit;width:100%;box-sizing:border-box;padding:8px 10px;border:1px solid #86909c;border-radius:4px}
.field{display:block;margin:0 0 12px}.field span{display:block;margin-bottom:4px;color:#1f2329}
button.primary{background:#1f5bd8;border-color:#1f5bd8;color:#fff;width:100%;padding:10px 16px;font-size:16px}
.error{color:#b42318;font-weight:600}a{color:#1f5bd8}.actions a{display:inline-block;padding:6px 0}`;

function pageHeaders(nonce: string) {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': [
      "default-src 'none'",
      `style-src 'nonce-${nonce}'`,
      "img-src 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  };
}

type Text = (key: Key, values?: Record<string, string | number>) => string;
const translator =
  (english: boolean): Text =>
  (key, values = {}) =>
    TEXT[english ? 'en' : 'zh'][key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

const platformName = (platform: PlatformCode, english: boolean) =>
  dictionaryLabel(PLATFORMS, platform, english ? 'en' : 'zh');

/** Characters as the platforms count them (code points). */
const length = (text: string) => [...text].length;

function render(c: Context<AppEnv>, status: 200 | 400 | 404 | 410, title: string, body: string): Response {
  const nonce = newNonce();
  return c.body(
    standInHtml({ english: prefersEnglish(c), title, nonce, body, width: 520, css: CSS }),
    status,
    pageHeaders(nonce),
  );
}

type Live =
  { ok: true; code: QrcodeRow } | { ok: false; reason: 'notFound' | 'notEnabled' | 'invalid'; code?: QrcodeRow };

function liveCode(services: Services, token: string): Live {
  const code = TOKEN.test(token) ? qrcodeByToken(services.db, token) : undefined;
  if (!code) return { ok: false, reason: 'notFound' };
  const status = effectiveStatus(code, services.now());
  if (status === 3) return { ok: false, reason: 'invalid', code };
  if (status === 1) return { ok: false, reason: 'notEnabled', code };
  return { ok: true, code };
}

/** The polite refusal of a code that is not publishing. */
function refusal(c: Context<AppEnv>, live: Extract<Live, { ok: false }>): Response {
  const t = translator(prefersEnglish(c));
  const note =
    live.reason === 'notEnabled' && live.code
      ? t('notEnabledNote', { time: formatDateTime(live.code.start_at).slice(0, 16) })
      : t(`${live.reason}Note`);
  return render(c, live.reason === 'notFound' ? 404 : 410, t(live.reason), `<p role="status">${escapeHtml(note)}</p>`);
}

const coverImg = (token: string, work: QrcodeWorkRow, t: Text) =>
  work.cover_url?.startsWith('/files/')
    ? `<img src="${QR_PUBLISH_PATH}/${token}/cover/${work.id}" alt="${escapeHtml(t('cover', { name: work.name }))}" width="64" height="64">`
    : '<img alt="" width="64" height="64">';

const publishable = (work: QrcodeWorkRow) => work.creation_type === 0 && !!work.url;

function backLink(token: string, t: Text, key: Key = 'back') {
  return `<p class="actions"><a href="${QR_PUBLISH_PATH}/${escapeHtml(token)}">${escapeHtml(t(key))}</a></p>`;
}

function publishForm(
  token: string,
  session: string,
  scan: { platform: PlatformCode; account_name: string },
  works: QrcodeWorkRow[],
  english: boolean,
  values: { workId?: number; title: string; topics: string; error?: string },
): string {
  const t = translator(english);
  const limits = PUBLISH_PLATFORM_LIMITS[scan.platform];
  const name = platformName(scan.platform, english);
  const chosen = values.workId ?? works[0]?.id;
  const options = works
    .map(
      (w) =>
        `<label class="work"><input type="radio" name="workId" value="${w.id}" required${
          w.id === chosen ? ' checked' : ''
        }>${coverImg(token, w, t)}<span>${escapeHtml(w.name)}</span></label>`,
    )
    .join('\n');
  return `<p>${escapeHtml(t('account', { name: scan.account_name, platform: name }))}</p>
${values.error ? `<p class="error" role="alert">${escapeHtml(values.error)}</p>` : ''}
<form method="post" action="${QR_PUBLISH_PATH}/${escapeHtml(token)}/s/${session}">
<fieldset><legend>${escapeHtml(t('work'))}</legend>
${options}
</fieldset>
<label class="field"><span>${escapeHtml(t('title', { max: limits.title, platform: name }))}</span>
<input type="text" name="title" maxlength="${limits.title * 2}" value="${escapeHtml(values.title)}"></label>
<label class="field"><span>${escapeHtml(t('topics', { max: limits.topics, length: limits.topicLength }))}</span>
<input type="text" name="topics" maxlength="500" value="${escapeHtml(values.topics)}"></label>
<button type="submit" class="primary">${escapeHtml(t('publish'))}</button>
</form>`;
}

const callbackUrl = (c: Context) => `${new URL(c.req.url).origin}${QR_PUBLISH_CALLBACK_PATH}`;

export function registerQrPublishPage(app: Hono<AppEnv>, services: Services): void {
  // The platform's redirect back (before `/p/:token`, which it would otherwise match).
  app.get(QR_PUBLISH_CALLBACK_PATH, async (c) => {
    const english = prefersEnglish(c);
    const t = translator(english);
    const stateText = c.req.query('state') ?? '';
    const authCode = c.req.query('code') ?? '';
    const error = c.req.query('error') ?? '';
    const now = services.now();
    const state =
      STATE.test(stateText) && authCode.length <= MAX_FIELD && error.length <= MAX_FIELD
        ? useQrState(services.db, hashToken(stateText), now)
        : undefined;
    const code = state ? qrcodeRow(services.db, state.qrcode_id) : undefined;
    if (!state || !code) {
      return render(c, 400, t('stateInvalid'), `<p role="status">${escapeHtml(t('stateInvalidNote'))}</p>`);
    }
    const live = liveCode(services, code.token);
    if (!live.ok) return refusal(c, live);
    if (!authCode) {
      const key = error === 'access_denied' ? 'denied' : 'failed';
      return render(c, 200, t(key), `<p role="status">${escapeHtml(t(`${key}Note`))}</p>${backLink(code.token, t)}`);
    }
    const grant = await services.platforms[state.platform].exchangeCode(authCode, callbackUrl(c));
    if (!grant) {
      return render(
        c,
        200,
        t('failed'),
        `<p role="status">${escapeHtml(t('failedNote'))}</p>${backLink(code.token, t)}`,
      );
    }
    const session = newToken() + newToken();
    insertScan(
      services.db,
      code,
      {
        platform: state.platform,
        platformUid: grant.profile.platformUid,
        accountName: grant.profile.name,
        accountAvatar: grant.profile.avatar || null,
        sessionHash: hashToken(session),
        accessToken: grant.accessToken,
      },
      services.now(),
    );
    return c.redirect(`${QR_PUBLISH_PATH}/${code.token}/s/${session}`, 303);
  });

  app.get(`${QR_PUBLISH_PATH}/:token`, (c) => {
    const english = prefersEnglish(c);
    const t = translator(english);
    const token = c.req.param('token');
    const live = liveCode(services, token);
    if (!live.ok) return refusal(c, live);
    const works = qrcodeWorkRows(services.db, live.code.brand_id, live.code.id).filter(publishable);
    const list = works.length
      ? `<ul class="works">${works.map((w) => `<li>${coverImg(token, w, t)}<span>${escapeHtml(w.name)}</span></li>`).join('')}</ul>`
      : `<p role="status">${escapeHtml(t('noWorks'))}</p>`;
    const buttons = codePlatforms(live.code)
      .map(
        (p) =>
          `<button type="submit" name="platform" value="${p}">${escapeHtml(
            t('authorise', { platform: platformName(p, english) }),
          )}</button>`,
      )
      .join('\n');
    const body = `<p>${escapeHtml(t('lead'))}</p>
<h2>${escapeHtml(t('works'))}</h2>
${list}
${
  works.length
    ? `<h2>${escapeHtml(t('platforms'))}</h2>
<form method="post" action="${QR_PUBLISH_PATH}/${escapeHtml(token)}/authorize" class="platforms">
${buttons}
</form>`
    : ''
}`;
    return render(c, 200, live.code.name, body);
  });

  app.post(`${QR_PUBLISH_PATH}/:token/authorize`, async (c) => {
    const token = c.req.param('token');
    const live = liveCode(services, token);
    if (!live.ok) return refusal(c, live);
    const form = await c.req.parseBody();
    const platform = Number(typeof form.platform === 'string' ? form.platform : '');
    if (!isPlatformCode(platform) || !codePlatforms(live.code).includes(platform)) {
      const t = translator(prefersEnglish(c));
      return render(c, 400, t('failed'), `<p role="status">${escapeHtml(t('failedNote'))}</p>${backLink(token, t)}`);
    }
    const state = newToken() + newToken();
    addQrState(services.db, hashToken(state), live.code.id, platform, services.now());
    c.header('cache-control', 'no-store');
    return c.redirect(services.platforms[platform].authorizeUrl(state, callbackUrl(c)), 303);
  });

  const sessionOf = (c: Context<AppEnv>) => {
    const token = c.req.param('token') ?? '';
    const session = c.req.param('session') ?? '';
    const live = liveCode(services, token);
    if (!live.ok) return { live } as const;
    const scan = SESSION.test(session)
      ? scanSession(services.db, live.code.id, hashToken(session), services.now())
      : undefined;
    return { live, scan, token, session } as const;
  };

  const sessionGone = (c: Context<AppEnv>, token: string) => {
    const t = translator(prefersEnglish(c));
    return render(
      c,
      410,
      t('sessionGone'),
      `<p role="status">${escapeHtml(t('sessionGoneNote'))}</p>${backLink(token, t)}`,
    );
  };

  app.get(`${QR_PUBLISH_PATH}/:token/s/:session`, (c) => {
    const english = prefersEnglish(c);
    const found = sessionOf(c);
    if (!found.live.ok) return refusal(c, found.live);
    if (!found.scan) return sessionGone(c, c.req.param('token'));
    const code = found.live.code;
    const works = qrcodeWorkRows(services.db, code.brand_id, code.id).filter(publishable);
    const body = publishForm(found.token, found.session, found.scan, works, english, {
      title: code.title,
      topics: codeTopics(code).join('，'),
    });
    return render(c, 200, code.name, body);
  });

  app.post(`${QR_PUBLISH_PATH}/:token/s/:session`, async (c) => {
    const english = prefersEnglish(c);
    const t = translator(english);
    const found = sessionOf(c);
    if (!found.live.ok) return refusal(c, found.live);
    if (!found.scan) return sessionGone(c, c.req.param('token'));
    const { scan, token, session } = found;
    const code = found.live.code;
    const form = await c.req.parseBody();
    const field = (name: string) => {
      const value = form[name];
      return typeof value === 'string' ? value.slice(0, MAX_FIELD) : '';
    };
    const works = qrcodeWorkRows(services.db, code.brand_id, code.id).filter(publishable);
    const workId = Number(field('workId'));
    const work = works.find((w) => w.id === workId);
    const limits = PUBLISH_PLATFORM_LIMITS[scan.platform];
    const name = platformName(scan.platform, english);
    const typedTitle = field('title').trim();
    const topicsText = field('topics');
    const topics = [
      ...new Set(
        topicsText
          .split(/[,，、\s]+/)
          .map((s) => s.replace(/^#/, '').trim())
          .filter(Boolean),
      ),
    ];
    const again = (error: string, status: 200 | 400 = 400) =>
      render(
        c,
        status,
        code.name,
        publishForm(token, session, scan, works, english, {
          ...(work ? { workId: work.id } : {}),
          title: typedTitle,
          topics: topicsText,
          error,
        }),
      );
    if (!work) return again(t('chooseWork'));
    const title = typedTitle || [...work.name].slice(0, limits.title).join('');
    if (length(title) > limits.title) return again(t('titleTooLong', { max: limits.title, platform: name }));
    if (topics.length > limits.topics || topics.some((topic) => length(topic) > limits.topicLength)) {
      return again(t('tooManyTopics', { max: limits.topics, length: limits.topicLength }));
    }
    // The visitor's token is taken out of the scan now: one publish per authorisation.
    const accessToken = takeScanToken(services.db, scan.id);
    if (!accessToken) return sessionGone(c, token);
    const now = services.now();
    const id = insertPublication(
      services.db,
      code.brand_id,
      {
        source: 2,
        qrcodeId: code.id,
        scanId: scan.id,
        workSource: 1,
        workId: work.id,
        workName: work.name,
        kind: 'video',
        files: [work.url!],
        coverUrl: work.cover_url,
        platform: scan.platform,
        accountId: null,
        platformUid: scan.platform_uid,
        accountName: scan.account_name,
        accountAvatar: scan.account_avatar,
        title,
        topics,
        scheduledAt: null,
        status: 2,
        userId: null,
      },
      now,
    );
    await runPublication(services, code.brand_id, id, accessToken);
    const result = publicationById(services.db, code.brand_id, id);
    if (result?.status === 3 && result.item_url) {
      return render(
        c,
        200,
        t('published'),
        `<p role="status">${escapeHtml(t('publishedNote', { name: work.name, platform: name }))}</p>
<p class="actions"><a href="${escapeHtml(result.item_url)}">${escapeHtml(t('view'))}</a></p>${backLink(token, t, 'another')}`,
      );
    }
    return render(
      c,
      200,
      t('publishFailed'),
      `<p role="alert">${escapeHtml(t('publishFailedNote', { reason: result?.reason ?? '' }))}</p>${backLink(token, t, 'another')}`,
    );
  });

  // A work's cover, while the code is publishing and the work is one of its own.
  app.get(`${QR_PUBLISH_PATH}/:token/cover/:workId`, async (c) => {
    const live = liveCode(services, c.req.param('token'));
    if (!live.ok) return c.json({ code: 404, msg: '封面不存在' }, 404);
    const work = qrcodeWorkRows(services.db, live.code.brand_id, live.code.id).find(
      (w) => String(w.id) === c.req.param('workId'),
    );
    const file = work?.cover_url?.startsWith('/files/') ? work.cover_url.slice('/files/'.length) : '';
    if (!STORED_NAME.test(file)) return c.json({ code: 404, msg: '封面不存在' }, 404);
    try {
      const bytes = await readFile(join(services.filesDir, file));
      const type = file.endsWith('.png') ? 'image/png' : file.endsWith('.webp') ? 'image/webp' : 'image/jpeg';
      return new Response(bytes, { headers: { 'content-type': type, 'cache-control': 'no-store' } });
    } catch {
      return c.json({ code: 404, msg: '封面不存在' }, 404);
    }
  });
}
