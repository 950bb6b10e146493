import type { Hono } from 'hono';
import { MINI_PROGRAM_FUNC_SCOPES } from '@brand-console/api-client';
import { hashToken, newToken } from '../auth/tokens';
import type { Database } from '../db/database';
import type { AppEnv, Services } from '../http/context';
import { Codes } from '../http/errors';
import { newNonce } from '../http/securityHeaders';
import {
  allowedCallback,
  consentForm,
  escapeHtml,
  prefersEnglish,
  standInHeaders,
  standInHtml,
  withQuery,
} from '../http/standInPage';

/**
 * WeChat's third-party platform as far as 小程序授权 needs it (issue 22, ADR 0023): a mini-programme's
 * administrator authorises the console's third-party platform on WeChat's authorisation page,
 * choosing which permission sets (`funcscope_category`) to grant; WeChat redirects back with a
 * one-time authorisation code that the console exchanges for the mini-programme's app id, profile
 * and granted sets; later the console asks WeChat whether the authorisation still stands (the
 * administrator can cancel it on WeChat at any time). `WxThirdPlatform` is that contract; the
 * reference server's implementation is simulated here over `sim_wx_*` (migration 016), with the
 * page at `/platform/stand-in/wx-third/authorize`.
 */
export interface MiniProgramProfile {
  appId: string;
  name: string;
  principalName: string;
  avatar: string;
}

export interface MiniProgramAuthorisation {
  profile: MiniProgramProfile;
  funcScopes: number[];
}

export interface WxThirdPlatform {
  /** Where the administrator's browser goes to authorise. */
  authorizeUrl(state: string, redirectUri: string): string;
  /** The authorisation a one-time code was issued for; null when unknown, used, expired or for another redirect. */
  exchangeCode(code: string, redirectUri: string): Promise<MiniProgramAuthorisation | null>;
  /** The authorisation WeChat holds now for `appId`; null when cancelled or never given. */
  authorisation(appId: string): Promise<MiniProgramAuthorisation | null>;
  /** Cancels the authorisation at WeChat (the console's 解除授权; idempotent). */
  cancel(appId: string): Promise<void>;
}

export const WX_THIRD_PATH = '/platform/stand-in/wx-third';
/** The console's callback page of the mini-programme authorisation (`routes/platforms/miniProgram.ts`). */
export const MINI_PROGRAM_CALLBACK_PATH = '/platform/wx-third/callback';
const CODE_TTL_MS = 5 * 60 * 1000;
const STATE = /^[\w-]{16,200}$/;
const APP_ID = /^wx[\da-f]{16}$/;
const MAX_FIELD = 2048;
const SCOPE_IDS: readonly number[] = MINI_PROGRAM_FUNC_SCOPES.map((s) => s.value);
const COLOUR = '#07a35a';

export const miniProgramAvatarUrl = (appId: string) => `${WX_THIRD_PATH}/avatar/${encodeURIComponent(appId)}.svg`;

interface SimMiniProgram {
  app_id: string;
  name: string;
  principal_name: string;
}

const profileOf = (row: SimMiniProgram): MiniProgramProfile => ({
  appId: row.app_id,
  name: row.name,
  principalName: row.principal_name,
  avatar: miniProgramAvatarUrl(row.app_id),
});

const parseScopes = (text: string): number[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((n): n is number => SCOPE_IDS.includes(n as number)) : [];
  } catch {
    return [];
  }
};

function simMiniProgram(db: Database, appId: string): SimMiniProgram | undefined {
  return db.prepare('SELECT app_id, name, principal_name FROM sim_wx_mini_programs WHERE app_id = ?').get(appId) as
    SimMiniProgram | undefined;
}

function simMiniPrograms(db: Database): SimMiniProgram[] {
  return db
    .prepare('SELECT app_id, name, principal_name FROM sim_wx_mini_programs ORDER BY app_id')
    .all() as unknown as SimMiniProgram[];
}

/** Adds a mini-programme to the simulated WeChat (seed and tests). */
export function addSimMiniProgram(db: Database, program: { appId: string; name: string; principalName: string }) {
  db.prepare(
    `INSERT INTO sim_wx_mini_programs (app_id, name, principal_name) VALUES (?, ?, ?)
     ON CONFLICT (app_id) DO UPDATE SET name = excluded.name, principal_name = excluded.principal_name`,
  ).run(program.appId, program.name, program.principalName);
}

/** Records at the simulated WeChat that `appId` authorised the console with `funcScopes` (the consent, the seed). */
export function grantSimMiniProgram(db: Database, appId: string, funcScopes: readonly number[], now: number) {
  db.prepare(
    `INSERT INTO sim_wx_authorizations (app_id, func_scopes, authorised_at, cancelled_at) VALUES (?, ?, ?, NULL)
     ON CONFLICT (app_id) DO UPDATE SET func_scopes = excluded.func_scopes, authorised_at = excluded.authorised_at,
       cancelled_at = NULL`,
  ).run(appId, JSON.stringify(funcScopes), now);
}

/** The administrator cancels the authorisation on WeChat (the seed; WeChat's own page is not simulated). */
export function cancelSimMiniProgram(db: Database, appId: string, now: number) {
  db.prepare('UPDATE sim_wx_authorizations SET cancelled_at = ? WHERE app_id = ? AND cancelled_at IS NULL').run(
    now,
    appId,
  );
}

/** The simulated WeChat third-party platform over the server's database and clock. */
export function simulatedWxThird(db: Database, now: () => number): WxThirdPlatform {
  return {
    authorizeUrl: (state, redirectUri) =>
      `${WX_THIRD_PATH}/authorize?${new URLSearchParams({ state, redirect_uri: redirectUri })}`,

    exchangeCode(code, redirectUri) {
      const row = db
        .prepare(
          'DELETE FROM sim_wx_auth_codes WHERE code_hash = ? RETURNING app_id, func_scopes, redirect_uri, expires_at',
        )
        .get(hashToken(code)) as
        { app_id: string; func_scopes: string; redirect_uri: string; expires_at: number } | undefined;
      const program = row && simMiniProgram(db, row.app_id);
      if (!row || !program || row.expires_at <= now() || row.redirect_uri !== redirectUri) {
        return Promise.resolve(null);
      }
      const funcScopes = parseScopes(row.func_scopes);
      grantSimMiniProgram(db, row.app_id, funcScopes, now());
      return Promise.resolve({ profile: profileOf(program), funcScopes });
    },

    authorisation(appId) {
      const row = db
        .prepare(
          `SELECT p.app_id, p.name, p.principal_name, a.func_scopes FROM sim_wx_authorizations a
           JOIN sim_wx_mini_programs p ON p.app_id = a.app_id WHERE a.app_id = ? AND a.cancelled_at IS NULL`,
        )
        .get(appId) as (SimMiniProgram & { func_scopes: string }) | undefined;
      return Promise.resolve(row ? { profile: profileOf(row), funcScopes: parseScopes(row.func_scopes) } : null);
    },

    cancel(appId) {
      cancelSimMiniProgram(db, appId, now());
      return Promise.resolve();
    },
  };
}

function consentPage(
  programs: readonly SimMiniProgram[],
  redirect: URL,
  state: string,
  english: boolean,
  nonce: string,
) {
  const text = english
    ? {
        title: 'Authorise a mini-programme',
        note: 'Simulated WeChat third-party platform of the Brand Console reference server: choose the mini-programme you administer and the permission sets the console may use.',
        program: 'Mini-programme',
        scopes: 'Permission sets',
        allow: 'Authorise',
        deny: 'Deny',
        none: 'You administer no mini-programme.',
      }
    : {
        title: '授权小程序',
        note: '品牌内容营销平台参考服务器的模拟微信第三方平台：选择你管理的小程序，以及授权给控制台的权限集。',
        program: '小程序',
        scopes: '权限集',
        allow: '同意授权',
        deny: '拒绝',
        none: '你没有管理的小程序。',
      };
  const options = programs.map(
    (program, index) =>
      `<label><input type="radio" name="appid" value="${escapeHtml(program.app_id)}" required${
        index === 0 ? ' checked' : ''
      }> <img src="${escapeHtml(miniProgramAvatarUrl(program.app_id))}" alt="" width="28" height="28"> ${escapeHtml(
        program.name,
      )} <small>${escapeHtml(program.principal_name)} · ${escapeHtml(program.app_id)}</small></label>`,
  );
  const scopes = MINI_PROGRAM_FUNC_SCOPES.map(
    (scope) =>
      `<label><input type="checkbox" name="scope" value="${scope.value}" checked> ${escapeHtml(
        english ? scope.en : scope.zh,
      )}</label>`,
  );
  return standInHtml({
    english,
    nonce,
    title: text.title,
    accent: COLOUR,
    width: 480,
    body: `<p>${escapeHtml(text.note)}</p>
${consentForm({
  action: `${WX_THIRD_PATH}/authorize`,
  hidden: { redirect_uri: redirect.toString(), state },
  groups: [
    { legend: text.program, options, empty: text.none },
    { legend: text.scopes, options: scopes },
  ],
  allow: text.allow,
  deny: text.deny,
})}`,
  });
}

/** The simulated WeChat third-party platform's pages: the authorisation page (GET and its POST) and avatars. */
export function registerSimulatedWxThird(app: Hono<AppEnv>, services: Services): void {
  const refuse = (msg: string) => ({ code: Codes.badRequest, msg });

  app.get(`${WX_THIRD_PATH}/authorize`, (c) => {
    const redirect = allowedCallback(c.req.query('redirect_uri'), c.req.url, MINI_PROGRAM_CALLBACK_PATH);
    if (!redirect) return c.json(refuse('参数错误：redirect_uri'), 400);
    const state = c.req.query('state') ?? '';
    if (!STATE.test(state)) return c.json(refuse('参数错误：state'), 400);
    const nonce = newNonce();
    const html = consentPage(simMiniPrograms(services.db), redirect, state, prefersEnglish(c), nonce);
    return c.html(html, 200, standInHeaders(nonce, { images: true, formTo: redirect.origin }));
  });

  app.post(`${WX_THIRD_PATH}/authorize`, async (c) => {
    const form = await c.req.parseBody({ all: true });
    const field = (name: string) => {
      const value = form[name];
      return typeof value === 'string' && value.length <= MAX_FIELD ? value : undefined;
    };
    const redirect = allowedCallback(field('redirect_uri'), c.req.url, MINI_PROGRAM_CALLBACK_PATH);
    if (!redirect) return c.json(refuse('参数错误：redirect_uri'), 400);
    const state = field('state') ?? '';
    if (!STATE.test(state)) return c.json(refuse('参数错误：state'), 400);
    c.header('Cache-Control', 'no-store');
    if (field('decision') !== 'allow') return c.redirect(withQuery(redirect, { error: 'access_denied', state }), 302);
    const appId = field('appid') ?? '';
    if (!APP_ID.test(appId) || !simMiniProgram(services.db, appId)) return c.json(refuse('请选择授权的小程序'), 400);
    const raw = form.scope;
    const chosen = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).slice(0, SCOPE_IDS.length + 1);
    const funcScopes = [...new Set(chosen.map(Number))].filter((n) => SCOPE_IDS.includes(n)).sort((a, b) => a - b);
    const code = newToken();
    services.db
      .prepare(
        'INSERT INTO sim_wx_auth_codes (code_hash, app_id, func_scopes, redirect_uri, expires_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(hashToken(code), appId, JSON.stringify(funcScopes), redirect.toString(), services.now() + CODE_TTL_MS);
    return c.redirect(withQuery(redirect, { auth_code: code, state }), 302);
  });

  app.get(`${WX_THIRD_PATH}/avatar/:file`, (c) => {
    const file = /^(wx[\da-f]{16})\.svg$/.exec(c.req.param('file'));
    const program = file ? simMiniProgram(services.db, file[1]!) : undefined;
    if (!program) return c.json({ code: Codes.notFound, msg: '头像不存在' }, 404);
    const initial = escapeHtml([...program.name.trim()][0] ?? '?');
    return c.body(
      `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="${COLOUR}"/><text x="48" y="62" font-size="44" text-anchor="middle" fill="#fff" font-family="sans-serif">${initial}</text></svg>`,
      200,
      {
        'Content-Type': 'image/svg+xml',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
        'Cache-Control': 'public, max-age=3600',
        'X-Content-Type-Options': 'nosniff',
      },
    );
  });
}
