import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryScope } from '../../lib/queries';
import { createServices, ServicesProvider, type AppServices } from '../../lib/services';
import { createSafeStorage, STORAGE_KEYS } from '../../lib/storage';
import { AppProviders } from '../providers';
import { POLL_INTERVAL_MS, TaskCentreHost } from './TaskCentreHost';

interface Export {
  id: number;
  fileName: string;
  status: number;
  subStatus: number;
}

/**
 * A stand-in for the reference server's task-centre endpoints behind the real API client: it
 * counts what is asked, answers after `latency` ms, and can refuse or fail.
 */
function fakeServer({ latency = 100 } = {}) {
  const state = {
    exports: [
      { id: 1, fileName: '员工运营分析_11月第4周.xlsx', status: 1, subStatus: 0 },
      { id: 2, fileName: '门店员工数据_华东.xlsx', status: 2, subStatus: 1 },
      { id: 3, fileName: '员工运营分析_11月第3周.xlsx', status: 3, subStatus: 3 },
    ] as Export[],
    /** Split records: one rendering at 40 %. */
    splits: [{ id: 21, status: 1, progress: 40, failReason: null as string | null }],
    calls: [] as string[],
    aborted: 0,
    /** The next list answer fails at the network level. */
    failNext: false,
    /** Cancel answers with this refusal instead of cancelling. */
    refuseCancel: null as string | null,
  };
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const params = new URLSearchParams(await request.text());
    state.calls.push(path);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, latency);
      request.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        state.aborted += 1;
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
    if (path === '/v1/system/account/user/selectUserInfo') return json({ code: 0, msg: 'ok', data: USER });
    if (path === '/v1/system/download/listDownloadTaskV2') {
      if (state.failNext) {
        state.failNext = false;
        throw new TypeError('Failed to fetch');
      }
      const records = state.exports.map((row) => ({
        ...row,
        exportTime: '2026-11-23 09:58:00',
        fileUrl: row.status === 3 ? `/exports/${row.id}` : null,
        exporterType: 1,
        exportJson: '{}',
        remark: null,
      }));
      return json({ code: 0, msg: 'ok', data: { records, total: records.length } });
    }
    if (path === '/v1/sumvideo/sv/material/operation/listOperationRecords') {
      const records = state.splits.map((row) => ({
        ...row,
        sourceMaterials: [{ id: 5, name: '门店探访.mp4', coverUrl: null, url: null }],
        targetMaterials: [],
        tagIds: [],
        folderIds: [],
        gmtCreate: '2026-11-23 09:58:00',
        splitDuration: 5000,
      }));
      return json({ code: 0, msg: 'ok', data: { records, total: records.length } });
    }
    if (path === '/v1/sumvideo/sv/material/operation/cancelOperation') {
      const id = Number(params.get('id'));
      state.splits = state.splits.map((row) =>
        row.id === id ? { ...row, status: 3, progress: 40, failReason: 'cancelled' } : row,
      );
      return json({ code: 0, msg: 'ok', data: null });
    }
    if (path === '/v1/system/download/updateDownloadTask') {
      const id = Number(params.get('taskId'));
      if (state.refuseCancel) return json({ code: 409, msg: state.refuseCancel }, 409);
      state.exports = state.exports.map((row) => (row.id === id ? { ...row, status: 4 } : row));
      return json({ code: 0, msg: 'ok', data: null });
    }
    return json({ code: 404, msg: `no ${path}` }, 404);
  };
  const lists = () => state.calls.filter((p) => p.endsWith('listDownloadTaskV2')).length;
  return { state, fetch, lists };
}

const USER = { userId: 7, brandId: 13, brandName: '演示品牌', userBrandName: '周运营', loginBrandVos: [] };

function servicesFor(server: ReturnType<typeof fakeServer>): AppServices {
  const local = createSafeStorage(() => undefined);
  local.set(STORAGE_KEYS.token, 'token-7');
  local.setJson(STORAGE_KEYS.userInfo, USER);
  return createServices({
    fetch: server.fetch as typeof fetch,
    baseUrl: 'http://console.test/api',
    local,
    tab: createSafeStorage(() => undefined),
    search: '',
    inFrame: false,
  });
}

/** The host in the console's providers, with a switch for the dialog and a count of React commits inside it. */
function mount(services: AppServices) {
  const commits = { count: 0 };
  let setOpen: (open: boolean) => void = () => {};
  function Harness() {
    const [open, set] = useState(true);
    setOpen = set;
    return (
      <Profiler id="task-centre" onRender={() => (commits.count += 1)}>
        <TaskCentreHost open={open} onOpenChange={set} />
      </Profiler>
    );
  }
  render(
    <ServicesProvider value={services}>
      <QueryScope>
        <AppProviders locale="zh-CN" colorScheme="light" toaster={services.toaster}>
          <MemoryRouter>
            <Harness />
          </MemoryRouter>
        </AppProviders>
      </QueryScope>
    </ServicesProvider>,
  );
  return { commits, setOpen: (open: boolean) => act(() => setOpen(open)) };
}

function setVisibility(value: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value, configurable: true });
  // As browsers fire it: at the document, bubbling to the window.
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('TaskCentreHost', () => {
  // The API client's code loads on first use (lib/lazyApi.ts); load it before time is faked.
  beforeAll(() => import('@brand-console/api-client/client'));
  beforeEach(() => setVisibility('visible'));

  describe('given exports in progress', () => {
    beforeEach(() => void vi.useFakeTimers());
    afterEach(() => void vi.useRealTimers());

    it('fetches the user info once, then the list, and polls it every 4 s until none runs', async () => {
      const server = fakeServer();
      mount(servicesFor(server));
      await advance(300);
      expect(server.state.calls).toEqual([
        '/v1/system/account/user/selectUserInfo',
        '/v1/system/download/listDownloadTaskV2',
      ]);
      expect(screen.getByRole('row', { name: /门店员工数据_华东/ })).toBeInTheDocument();
      // Each answer takes 100 ms; the next request goes 4 s after the answer.
      await advance(POLL_INTERVAL_MS + 100);
      expect(server.lists()).toBe(2);
      await advance(POLL_INTERVAL_MS + 100);
      expect(server.lists()).toBe(3);
      // User info is not asked again by the polls.
      expect(server.state.calls.filter((p) => p.endsWith('selectUserInfo'))).toHaveLength(1);
      // The jobs end: the answer with nothing running is the last.
      server.state.exports = server.state.exports.map((row) => ({ ...row, status: 3 }));
      await advance(POLL_INTERVAL_MS + 100);
      expect(server.lists()).toBe(4);
      await advance(POLL_INTERVAL_MS * 5);
      expect(server.lists()).toBe(4);
    });

    it('renders nothing again when a poll brings the same rows, and renders when a row moves', async () => {
      const server = fakeServer();
      const { commits } = mount(servicesFor(server));
      await advance(300);
      const bar = () =>
        within(screen.getByRole('row', { name: /门店员工数据_华东/ }))
          .getByRole('progressbar')
          .getAttribute('aria-valuenow');
      expect(bar()).toBe('33');
      const settled = commits.count;
      await advance((POLL_INTERVAL_MS + 100) * 3);
      expect(server.lists()).toBe(4);
      expect(commits.count).toBe(settled);
      server.state.exports = server.state.exports.map((row) => (row.id === 2 ? { ...row, subStatus: 2 } : row));
      await advance(POLL_INTERVAL_MS + 100);
      expect(bar()).toBe('66');
      expect(commits.count).toBeGreaterThan(settled);
    });

    it('sends nothing after the dialog closes, aborting a load in flight', async () => {
      const server = fakeServer({ latency: 1000 });
      const { setOpen } = mount(servicesFor(server));
      await advance(2000 + POLL_INTERVAL_MS + 100); // the first poll is in flight
      expect(server.lists()).toBe(2);
      setOpen(false);
      await advance(0);
      expect(server.state.aborted).toBe(1);
      await advance(POLL_INTERVAL_MS * 10);
      expect(server.lists()).toBe(2);
    });

    it('asks the user info again on the next opening, and polls again', async () => {
      const server = fakeServer();
      const { setOpen } = mount(servicesFor(server));
      await advance(300);
      setOpen(false);
      await advance(POLL_INTERVAL_MS * 3);
      const before = server.state.calls.length;
      setOpen(true);
      await advance(300);
      expect(server.state.calls.slice(before)).toEqual([
        '/v1/system/account/user/selectUserInfo',
        '/v1/system/download/listDownloadTaskV2',
      ]);
      await advance(POLL_INTERVAL_MS + 100);
      expect(server.lists()).toBe(3);
    });

    it('sends nothing while the browser tab is hidden and catches up once on return', async () => {
      const server = fakeServer();
      mount(servicesFor(server));
      await advance(300);
      setVisibility('hidden');
      await advance(POLL_INTERVAL_MS * 10);
      expect(server.lists()).toBe(1);
      setVisibility('visible');
      await advance(300);
      expect(server.lists()).toBe(2);
    });

    it('stops polling after a failed load, keeping the rows shown', async () => {
      const server = fakeServer();
      mount(servicesFor(server));
      await advance(300);
      server.state.failNext = true;
      await advance(POLL_INTERVAL_MS + 200);
      expect(server.lists()).toBe(2);
      await advance(POLL_INTERVAL_MS * 5);
      expect(server.lists()).toBe(2);
      expect(screen.getByRole('row', { name: /门店员工数据_华东/ })).toBeInTheDocument();
    });
  });

  describe('cancelling a split', () => {
    it('shows its progress, cancels once confirmed, and shows it failed as cancelled', async () => {
      const server = fakeServer({ latency: 10 });
      mount(servicesFor(server));
      const user = userEvent.setup();
      await user.click(await screen.findByRole('tab', { name: '素材拆分' }));
      const progress = await screen.findByRole('progressbar', { name: '门店探访.mp4 处理进度 40%' });
      await user.click(within(progress.closest('tr')!).getByRole('button', { name: '取消' }));
      expect(server.state.calls).not.toContain('/v1/sumvideo/sv/material/operation/cancelOperation');
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确认' }));
      const row = await screen.findByRole('row', { name: /失败/ });
      expect(within(row).getByText('已取消')).toBeVisible();
      expect(server.state.calls).toContain('/v1/sumvideo/sv/material/operation/cancelOperation');
    });
  });

  describe('cancelling an export', () => {
    it('asks first, cancels once confirmed and shows the row cancelled', async () => {
      const server = fakeServer({ latency: 10 });
      mount(servicesFor(server));
      const user = userEvent.setup();
      const row = await screen.findByRole('row', { name: /员工运营分析_11月第4周/ });
      await user.click(within(row).getByRole('button', { name: '取消' }));
      expect(server.state.calls).not.toContain('/v1/system/download/updateDownloadTask');
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确认' }));
      await waitFor(() =>
        expect(within(screen.getByRole('row', { name: /员工运营分析_11月第4周/ })).getByText('已取消')).toBeVisible(),
      );
      expect(server.state.calls).toContain('/v1/system/download/updateDownloadTask');
    });

    it('shows the server’s refusal as an error toast and loads the list again, with no uncaught error', async () => {
      const server = fakeServer({ latency: 10 });
      mount(servicesFor(server));
      const user = userEvent.setup();
      const row = await screen.findByRole('row', { name: /门店员工数据_华东/ });
      await user.click(within(row).getByRole('button', { name: '取消' }));
      // Meanwhile the job finished.
      server.state.exports = server.state.exports.map((r) => (r.id === 2 ? { ...r, status: 3 } : r));
      server.state.refuseCancel = '只有进行中的任务可以取消';
      const listsBefore = server.lists();
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确认' }));
      expect((await screen.findAllByText('只有进行中的任务可以取消')).length).toBeGreaterThan(0);
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      const refreshed = screen.getByRole('row', { name: /门店员工数据_华东/ });
      await waitFor(() => expect(within(refreshed).getByText('已完成')).toBeVisible());
      expect(server.lists()).toBe(listsBefore + 1);
      expect(within(refreshed).getByRole('button', { name: '下载' })).toBeVisible();
    });
  });
});
