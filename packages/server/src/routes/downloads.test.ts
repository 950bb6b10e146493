import { isApiError } from '@brand-console/api-client';
import readXlsxFile from 'read-excel-file/node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXPORT_RETENTION_MS } from '../jobs/worker';
import { createHarness, rejection, type Harness, type SignedInClient } from '../testing/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => {
  h.close();
});

const exportsOf = (api: SignedInClient, onlyShowSelfData?: 0 | 1) =>
  api
    .request('/v1/system/download/listDownloadTaskV2', {
      pageNo: 1,
      pageSize: 50,
      ...(onlyShowSelfData === undefined ? {} : { onlyShowSelfData }),
    })
    .then((p) => p.records);

describe('an export', () => {
  it('moves waiting → exporting 33/66/99 % → done, with a real file of the brand’s members, then expires after 15 days', async () => {
    // The admin: the employee analysis page (and its export) is granted to admin roles only.
    const api = await h.signedInClient('13800000001', 13);
    await api.request('/mission/operationalAnalysis/exportEmployeeDataListV2', {});
    const newest = Math.max(...(await exportsOf(api)).map((r) => r.id));
    const find = async () => (await exportsOf(api)).find((r) => r.id === newest)!;
    const seen: Array<[number, number]> = [];
    for (let step = 0; step < 6; step += 1) {
      const row = await find();
      seen.push([row.status, row.subStatus]);
      await h.tick();
    }
    expect(seen).toEqual([
      [1, 0],
      [2, 0],
      [2, 1],
      [2, 2],
      [2, 3],
      [3, 3],
    ]);
    const done = await find();
    expect(done.fileName).toMatch(/^员工运营分析_\d{14}\.xlsx$/);
    expect(done.fileUrl).toMatch(/^\/exports\/[0-9a-f]{32}\?e=\d+&s=[0-9a-f]{16}&sig=[0-9a-f]{64}$/);

    const file = await h.app.fetch(new Request(`http://console.test${done.fileUrl}`));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(encodeURIComponent(done.fileName));
    const rows = (await readXlsxFile(Buffer.from(await file.arrayBuffer())))[0]!.data;
    expect(rows[0]).toEqual(['员工ID', '显示名称', '手机号', '主账号', '部门', '角色', '素材数', '访问次数']);
    const members = h.services.db.prepare('SELECT count(*) AS n FROM user_brands WHERE brand_id = 13').get() as {
      n: number;
    };
    expect(rows).toHaveLength(members.n + 1);
    expect(rows.map((r) => r[2])).toContain('138****0002');

    h.clock.now += EXPORT_RETENTION_MS + 1000;
    await h.tick();
    // Fifteen days later the session has long ended: sign in again.
    const again = await h.signedInClient('13800000001', 13);
    const expired = (await exportsOf(again)).find((r) => r.id === newest)!;
    expect(expired).toMatchObject({ status: 6, fileUrl: null });
    // The old link died with its session; a link signed now finds the file gone.
    expect((await h.app.fetch(new Request(`http://console.test${done.fileUrl}`))).status).toBe(403);
    const relinked = h.link(done.fileUrl!.split('?')[0]!, again.auth.token!);
    expect((await h.app.fetch(new Request(`http://console.test${relinked}`))).status).toBe(404);
  });

  it('can be cancelled only while in progress', async () => {
    const api = await h.signedInClient('13800000002', 13);
    const rows = await exportsOf(api);
    const running = rows.find((r) => r.status === 2)!;
    await api.request('/v1/system/download/updateDownloadTask', { taskId: running.id, status: 4 });
    expect((await exportsOf(api)).find((r) => r.id === running.id)!.status).toBe(4);
    await h.tick(6);
    expect((await exportsOf(api)).find((r) => r.id === running.id)!.status).toBe(4);

    const finished = rows.find((r) => r.status === 3)!;
    const refused = await rejection(
      api.request('/v1/system/download/updateDownloadTask', { taskId: finished.id, status: 4 }),
    );
    expect(isApiError(refused) && refused.msg).toBe('只有进行中的任务可以取消');
  });

  it('shows staff only their own exports; an admin chooses own or all members', async () => {
    const staff = await h.signedInClient('13800000002', 13);
    expect(new Set((await exportsOf(staff, 0)).map((r) => r.fileName.includes('管理员')))).toEqual(new Set([false]));
    const admin = await h.signedInClient('13800000001', 13);
    const own = await exportsOf(admin);
    const all = await exportsOf(admin, 0);
    expect(own.every((r) => r.fileName.includes('管理员'))).toBe(true);
    expect(all.length).toBeGreaterThan(own.length);
  });

  it('serves the imitation templates as real xlsx files', async () => {
    const api = await h.signedInClient('13800000002', 13);
    const { blob, fileName } = await api.download('/v1/system/download/template/{fileName}.xlsx', {
      fileName: 'videoTitleImitationTemplate',
    });
    expect(fileName).toBe('视频标题仿写模板.xlsx');
    const rows = (await readXlsxFile(Buffer.from(await blob.arrayBuffer())))[0]!.data;
    expect(rows[0]![0]).toBe('原标题（必填）');
  });
});
