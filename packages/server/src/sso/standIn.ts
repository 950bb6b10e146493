import type { Context, Hono } from 'hono';
import { hashToken, newToken } from '../auth/tokens';
import { addIdpCode, consumeIdpCode, idpPeople, idpPerson, type IdpKind } from '../db/identityProvider';
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
import { STAND_IN_PATH } from './identityProvider';

/** The console's callback page of each provider (spec section 2). */
export const CALLBACK_PATHS: Record<IdpKind, string> = {
  feishu: '/fly_book_auth',
  wecom: '/enterprise_wechart_auth',
};
/** A code from the consent page lives five minutes and works once. */
export const IDP_CODE_TTL_MS = 5 * 60 * 1000;
const STATE = /^[\w-]{16,200}$/;
const MAX_FIELD = 2048;

const kindOf = (value: string | undefined): IdpKind | null => (value === 'feishu' || value === 'wecom' ? value : null);

const NAMES: Record<IdpKind, { zh: string; en: string }> = {
  feishu: { zh: '飞书', en: 'Feishu' },
  wecom: { zh: '企业微信', en: 'WeCom' },
};

const refuse = (c: Context, msg: string) => c.json({ code: Codes.badRequest, msg }, 400);

function consentPage(
  kind: IdpKind,
  directory: ReadonlyArray<{ identity: string; name: string }>,
  redirect: URL,
  state: string,
  english: boolean,
  nonce: string,
): string {
  const provider = NAMES[kind][english ? 'en' : 'zh'];
  const text = english
    ? {
        title: `Sign in with ${provider}`,
        note: 'Stand-in identity provider of the Brand Console reference server: choose who consents.',
        allow: 'Allow and sign in',
        deny: 'Deny',
        none: 'The directory is empty.',
        choose: 'Who consents',
      }
    : {
        title: `使用${provider}登录`,
        note: '品牌内容营销平台参考服务器的本地替身身份提供方：选择由哪位成员同意授权。',
        allow: '同意并登录',
        deny: '拒绝',
        none: '通讯录为空。',
        choose: '授权成员',
      };
  const people = directory.map(
    (person, index) =>
      `<label><input type="radio" name="identity" value="${escapeHtml(person.identity)}" required${
        index === 0 ? ' checked' : ''
      }> ${escapeHtml(person.name)} <small>${escapeHtml(person.identity)}</small></label>`,
  );
  return standInHtml({
    english,
    nonce,
    title: text.title,
    body: `<p>${escapeHtml(text.note)}</p>
${consentForm({
  action: `${STAND_IN_PATH}/authorize`,
  hidden: { provider: kind, redirect_uri: redirect.toString(), state },
  groups: [{ legend: text.choose, options: people, empty: text.none }],
  allow: text.allow,
  deny: text.deny,
})}`,
  });
}

/**
 * The console's entry to single sign-on (`GET /sso/authorize?provider&state`), and the stand-in
 * provider's pages under `/sso/stand-in` (its consent page and code exchange).
 */
export function registerSso(app: Hono<AppEnv>, services: Services): void {
  app.use('/sso/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
  });

  // The console's 飞书登录 / 企业微信登录: to the configured provider, back to the callback page.
  app.get('/sso/authorize', (c) => {
    const kind = kindOf(c.req.query('provider'));
    const state = c.req.query('state') ?? '';
    if (!kind) return refuse(c, '不支持的登录方式');
    if (!STATE.test(state)) return refuse(c, '参数错误：state');
    const redirectUri = `${new URL(c.req.url).origin}${CALLBACK_PATHS[kind]}`;
    return c.redirect(services.identityProvider.authorizeUrl(kind, redirectUri, state), 302);
  });

  app.get(`${STAND_IN_PATH}/authorize`, (c) => {
    const kind = kindOf(c.req.query('provider'));
    const state = c.req.query('state') ?? '';
    if (!kind) return refuse(c, '不支持的登录方式');
    const redirect = allowedCallback(c.req.query('redirect_uri'), c.req.url, CALLBACK_PATHS[kind]);
    if (!redirect) return refuse(c, '参数错误：redirect_uri');
    if (!STATE.test(state)) return refuse(c, '参数错误：state');
    const nonce = newNonce();
    const html = consentPage(kind, idpPeople(services.db, kind), redirect, state, prefersEnglish(c), nonce);
    return c.html(html, 200, standInHeaders(nonce, { formTo: redirect.origin }));
  });

  app.post(`${STAND_IN_PATH}/authorize`, async (c) => {
    const form = await c.req.parseBody();
    const field = (name: string) => {
      const value = form[name];
      return typeof value === 'string' && value.length <= MAX_FIELD ? value : undefined;
    };
    const kind = kindOf(field('provider'));
    const state = field('state') ?? '';
    if (!kind) return refuse(c, '不支持的登录方式');
    const redirect = allowedCallback(field('redirect_uri'), c.req.url, CALLBACK_PATHS[kind]);
    if (!redirect) return refuse(c, '参数错误：redirect_uri');
    if (!STATE.test(state)) return refuse(c, '参数错误：state');
    if (field('decision') !== 'allow') return c.redirect(withQuery(redirect, { error: 'access_denied', state }), 302);
    const person = idpPerson(services.db, kind, field('identity') ?? '');
    if (!person) return refuse(c, '请选择授权的成员');
    const code = newToken();
    addIdpCode(services.db, {
      hash: hashToken(code),
      provider: kind,
      identity: person.identity,
      redirectUri: redirect.toString(),
      expiresAt: services.now() + IDP_CODE_TTL_MS,
    });
    return c.redirect(withQuery(redirect, { code, state }), 302);
  });

  // The exchange of the stand-in's contract, for a console server configured to use this one.
  app.post(`${STAND_IN_PATH}/token`, async (c) => {
    const form = await c.req.parseBody();
    const kind = kindOf(typeof form.provider === 'string' ? form.provider : undefined);
    const code = typeof form.code === 'string' && form.code.length <= 200 ? form.code : '';
    if (!kind || !code) return refuse(c, '参数错误');
    const identity = consumeIdpCode(services.db, kind, hashToken(code), services.now());
    return identity ? c.json({ identity }) : refuse(c, '授权码无效或已过期');
  });
}
