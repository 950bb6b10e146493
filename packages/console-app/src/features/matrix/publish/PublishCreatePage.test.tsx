import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { I18nProvider, ThemeProvider, ToastProvider } from '@brand-console/ui';
import { QueryScope } from '../../../lib/queries';
import type { RoutePage } from '../../../lib/router/menu';
import { createServices, ServicesProvider, type AppServices } from '../../../lib/services';
import { createSafeStorage, STORAGE_KEYS } from '../../../lib/storage';
import { emptyPublishForm, type PublishFormValues } from './model';
import { PublishCreatePage } from './PublishCreatePage';

const DRAFT = 'bc:form-draft:matrix-publish-new:0:0';
const REFUSAL = '账号「快手小号」：账号授权已过期，请重新授权';

/** A stand-in for the server: getSupportedPublishWays, and a create that refuses as the server words it. */
function fakeServer() {
  const sent: Array<{ path: string; body: unknown }> = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const text = await request.text();
    sent.push({ path, body: request.headers.get('content-type')?.includes('json') ? JSON.parse(text || '{}') : text });
    if (path === '/mission/common/getSupportedPublishWays')
      return json({ code: 0, msg: 'ok', data: { dySupport: true } });
    if (path === '/v1/matrix/publish/create') return json({ code: 400, msg: REFUSAL, data: null });
    return json({ code: 404, msg: `no ${path}` }, 404);
  };
  return { sent, fetch };
}

function servicesFor(server: ReturnType<typeof fakeServer>): AppServices {
  const local = createSafeStorage(() => undefined);
  local.set(STORAGE_KEYS.token, 'token-7');
  return createServices({
    fetch: server.fetch as typeof fetch,
    baseUrl: 'http://console.test/api',
    local,
    tab: createSafeStorage(() => undefined),
    search: '',
    inFrame: false,
  });
}

function mount(services: AppServices, node: ReactNode, locale: 'zh-CN' | 'en') {
  render(
    <ServicesProvider value={services}>
      <QueryScope>
        <ThemeProvider colorScheme="light">
          <I18nProvider locale={locale}>
            <ToastProvider toaster={services.toaster}>
              <MemoryRouter>{node}</MemoryRouter>
            </ToastProvider>
          </I18nProvider>
        </ThemeProvider>
      </QueryScope>
    </ServicesProvider>,
  );
}

const page: RoutePage = {
  path: '/matrix/matrix_distribute/create',
  componentKey: 'matrix/matrix_distribute/create',
  title: '批量发布',
  keepAlive: false,
  moduleKey: '/matrix',
  trail: [],
  menuKey: 'matrix_distribute',
  external: false,
} as unknown as RoutePage;

const draft: PublishFormValues = {
  ...emptyPublishForm(),
  name: '周末批次',
  works: [{ source: 1, id: 7, name: '新品视频', coverUrl: null, title: '新品上市', titleId: null, overrides: [] }],
  accounts: [
    { id: 1, platform: 3, name: '小红书号', avatar: null },
    { id: 2, platform: 4, name: '快手小号', avatar: null },
  ],
  topics: ['新品'],
};

describe('given a draft of a batch', () => {
  beforeAll(() => import('@brand-console/api-client/client'));
  afterEach(() => window.localStorage.clear());

  it('restores it, and when the server refuses the batch says why in English and keeps every value and the draft', async () => {
    window.localStorage.setItem(DRAFT, JSON.stringify(draft));
    const server = fakeServer();
    mount(servicesFor(server), <PublishCreatePage page={page} />, 'en');
    // The restored works and accounts.
    await screen.findAllByText('新品视频');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('2 accounts chosen, 2 publications (at most 200)');

    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('Account “快手小号”: The account’s authorisation expired; authorise it again');
    const create = server.sent.find((s) => s.path === '/v1/matrix/publish/create');
    expect(create?.body).toEqual({
      name: '周末批次',
      works: [{ source: 1, id: 7, title: '新品上市', overrides: [] }],
      accountIds: [1, 2],
      topics: ['新品'],
      mentions: [],
    });
    // Nothing lost: the title is still there and the draft is kept.
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Title of “新品视频”/ })).toHaveProperty('value', '新品上市'),
    );
    expect(JSON.parse(window.localStorage.getItem(DRAFT) ?? '{}')).toMatchObject({ name: '周末批次' });
  });

  it('refuses a title over a chosen platform’s limit beside the field, before anything is sent', async () => {
    window.localStorage.setItem(
      DRAFT,
      JSON.stringify({
        ...draft,
        works: [{ ...draft.works[0]!, title: '这是一个超过二十个字的小红书标题一定会被表单拒绝' }],
      }),
    );
    const server = fakeServer();
    mount(servicesFor(server), <PublishCreatePage page={page} />, 'zh-CN');
    await screen.findAllByText('新品视频');
    await userEvent.click(screen.getByRole('button', { name: '发布' }));
    // The form opens the step holding the error and says it beside the title.
    const said = await screen.findAllByText('标题超过小红书的 20 字限制');
    // Beside the field (its error, announced), and in the preview of the posts.
    expect(said.some((node) => node.getAttribute('role') === 'alert' && node.id.endsWith('-error'))).toBe(true);
    expect(screen.getByRole('textbox', { name: /“新品视频”的标题/ })).toHaveProperty(
      'value',
      '这是一个超过二十个字的小红书标题一定会被表单拒绝',
    );
    expect(server.sent.some((s) => s.path === '/v1/matrix/publish/create')).toBe(false);
  });
});
