import readXlsxFile from 'read-excel-file/node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Codes } from '../http/errors';
import { createHarness, rejection, type Harness } from '../testing/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => {
  h.close();
});

const ADMIN = '13800000001';
const STAFF = '13800000002';

describe('the employee list of operational analysis', () => {
  it('lists the brand’s members with masked phones, departments, roles and activity, paged', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const members = (
      h.services.db.prepare('SELECT count(*) AS n FROM user_brands WHERE brand_id = 13').get() as {
        n: number;
      }
    ).n;
    const first = await api.request('/mission/operationalAnalysis/employeeDataList', { pageNo: 1, pageSize: 2 });
    expect(first.total).toBe(members);
    expect(first.records).toHaveLength(2);
    const second = await api.request('/mission/operationalAnalysis/employeeDataList', { pageNo: 2, pageSize: 2 });
    expect(second.records.map((r) => r.userId)).not.toContain(first.records[0]!.userId);
    const all = [...first.records, ...second.records];
    const staff = all.find((r) => r.userId === 2)!;
    expect(staff).toMatchObject({ userBrandName: '周运营', phone: '138****0002', isMain: 0, roleNames: '运营' });
    expect(all.every((r) => /^\d{3}\*{4}\d{4}$/.test(r.phone))).toBe(true);
    // Activity is counted from the database, not made up.
    const materials = (
      h.services.db
        .prepare('SELECT count(*) AS n FROM materials WHERE brand_id = 13 AND user_id = 1 AND is_delete = 0')
        .get() as { n: number }
    ).n;
    expect(all.find((r) => r.userId === 1)!.materialCount).toBe(materials);
  });

  it('filters by display name (a typed % is literal) and by department, and bounds activity by dates', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const byName = await api.request('/mission/operationalAnalysis/employeeDataList', {
      pageNo: 1,
      pageSize: 10,
      userBrandName: ' 周运 ',
    });
    expect(byName.records.map((r) => r.userId)).toEqual([2]);
    const percent = await api.request('/mission/operationalAnalysis/employeeDataList', {
      pageNo: 1,
      pageSize: 10,
      userBrandName: '%',
    });
    expect(percent.total).toBe(0);

    const dept = h.services.db
      .prepare('SELECT dept_id FROM user_departments WHERE brand_id = 13 AND user_id = 2')
      .get() as { dept_id: number };
    const inDept = await api.request('/mission/operationalAnalysis/employeeDataList', {
      pageNo: 1,
      pageSize: 10,
      deptIds: [dept.dept_id],
    });
    expect(inDept.records.map((r) => r.userId)).toContain(2);
    const expected = (
      h.services.db
        .prepare('SELECT count(DISTINCT user_id) AS n FROM user_departments WHERE brand_id = 13 AND dept_id = ?')
        .get(dept.dept_id) as { n: number }
    ).n;
    expect(inDept.total).toBe(expected);

    const future = await api.request('/mission/operationalAnalysis/employeeDataList', {
      pageNo: 1,
      pageSize: 10,
      startTime: '2099-01-01',
      endTime: '2099-01-31',
    });
    expect(future.records.every((r) => r.materialCount === 0 && r.visitCount === 0)).toBe(true);
  });

  it('refuses another brand’s department, a reversed range and staff without the page, as {code, msg}', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const foreign = h.services.db.prepare('SELECT id FROM departments WHERE brand_id = 14 LIMIT 1').get() as {
      id: number;
    };
    const wrongDept = await rejection(
      api.request('/mission/operationalAnalysis/employeeDataList', { pageNo: 1, pageSize: 5, deptIds: [foreign.id] }),
    );
    expect(wrongDept).toMatchObject({ code: Codes.badRequest, message: '部门不存在' });
    const reversed = await rejection(
      api.request('/mission/operationalAnalysis/employeeDataList', {
        pageNo: 1,
        pageSize: 5,
        startTime: '2026-11-20',
        endTime: '2026-11-01',
      }),
    );
    expect(reversed).toMatchObject({ code: Codes.badRequest, message: '开始时间不能晚于结束时间' });

    const staff = await h.signedInClient(STAFF, 13);
    const tasks = () => h.services.db.prepare('SELECT count(*) AS n FROM download_tasks').get();
    const before = tasks();
    for (const call of [
      staff.request('/mission/operationalAnalysis/employeeDataList', { pageNo: 1, pageSize: 5 }),
      staff.request('/mission/operationalAnalysis/organizationalStructureInfo', {}),
      staff.request('/mission/operationalAnalysis/exportEmployeeDataListV2', {}),
    ]) {
      // Not 403, which the console reads as "sign in again".
      expect(await rejection(call)).toMatchObject({ code: Codes.noPermission });
    }
    expect(tasks()).toEqual(before);
  });

  it('counts the brand’s departments and members', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const info = await api.request('/mission/operationalAnalysis/organizationalStructureInfo', {});
    const n = (sql: string) => (h.services.db.prepare(sql).get() as { n: number }).n;
    expect(info).toEqual({
      deptCount: n('SELECT count(*) AS n FROM departments WHERE brand_id = 13'),
      employeeCount: n('SELECT count(*) AS n FROM user_brands WHERE brand_id = 13'),
    });
  });

  it('exports what the list shows: the same filters end up in the file', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    await api.request('/mission/operationalAnalysis/exportEmployeeDataListV2', { userBrandName: '周' });
    const task = h.services.db
      .prepare('SELECT id, export_json FROM download_tasks WHERE brand_id = 13 ORDER BY id DESC LIMIT 1')
      .get() as { id: number; export_json: string };
    expect(JSON.parse(task.export_json)).toMatchObject({ userBrandName: '周' });
    await h.tick(5);
    const { download_token: token } = h.services.db
      .prepare('SELECT download_token FROM download_tasks WHERE id = ?')
      .get(task.id) as { download_token: string };
    const file = await h.app.fetch(new Request(`http://console.test${h.link(`/exports/${token}`, api.auth.token!)}`));
    const rows = (await readXlsxFile(Buffer.from(await file.arrayBuffer())))[0]!.data;
    expect(rows.slice(1).map((r) => r[1])).toEqual(['周运营']);
  });
});
