import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { I18nProvider, ThemeProvider, ToastProvider } from '@brand-console/ui';
import { QueryScope } from '../../../lib/queries';
import { createServices, ServicesProvider, type AppServices } from '../../../lib/services';
import { createSafeStorage, STORAGE_KEYS } from '../../../lib/storage';
import { SettingsDialog, TitleFormDialog } from './TitleDialogs';

/** A stand-in for the title routes: records what is sent, answers as the reference server does. */
function fakeServer() {
  const sent: Array<{ path: string; body: unknown }> = [];
  const setting = {
    configured: true,
    baseUrl: 'http://llm.test/v1',
    model: 'm-1',
    keyHint: 'sk-…5678',
    updateTime: null,
  };
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const text = await request.text();
    const body = request.headers.get('content-type')?.includes('json') ? (JSON.parse(text || '{}') as unknown) : text;
    sent.push({ path, body });
    if (path === '/v1/sumvideo/sv/ai/setting/detail') return json({ code: 0, msg: 'ok', data: setting });
    if (path === '/v1/sumvideo/sv/ai/setting/save') return json({ code: 0, msg: 'ok', data: setting });
    if (path === '/v1/sumvideo/sv/title/save') {
      return json({ code: 200, msg: '标题库中已有相同的标题', data: null });
    }
    return json({ code: 404, msg: `no ${path}` }, 404);
  };
  return { sent, fetch };
}

function mount(services: AppServices, node: ReactNode, locale: 'zh-CN' | 'en' = 'zh-CN') {
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

describe('the title library dialogs', () => {
  beforeAll(() => import('@brand-console/api-client/client'));

  it('shows a stored key only as its hint, and saving without a new key sends none', async () => {
    const server = fakeServer();
    const onDone = vi.fn();
    mount(servicesFor(server), <SettingsDialog onDone={onDone} />);
    await screen.findByText('已保存 sk-…5678，留空则不修改');
    expect(screen.getByLabelText('API Key')).toHaveProperty('value', '');
    const model = screen.getByRole('textbox', { name: /模型/ });
    await userEvent.clear(model);
    await userEvent.type(model, 'm-2');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const saved = server.sent.find((s) => s.path === '/v1/sumvideo/sv/ai/setting/save');
    expect(saved?.body).toEqual({ baseUrl: 'http://llm.test/v1', model: 'm-2' });
  });

  it('refuses an empty title beside the field, and says the server’s refusal in English', async () => {
    const server = fakeServer();
    const onDone = vi.fn();
    mount(servicesFor(server), <TitleFormDialog title={null} onDone={onDone} />, 'en');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await screen.findByText('Enter the title');
    expect(server.sent.filter((s) => s.path === '/v1/sumvideo/sv/title/save')).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), '周末探店');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The library already has this title');
    expect(onDone).not.toHaveBeenCalled();
  });
});
