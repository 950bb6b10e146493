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

/**
 * Marketing tasks and activity of brand 13 in March 2026, where the seed stores nothing (checked):
 * the period 2026-03-01..07, the week before it, and rows the figures must leave out (another
 * brand's task, a person who is no member, a deleted material, a visit after the period in UTC+8).
 */
function storeMarch(h: Harness) {
  const db = h.services.db;
  const task = (brandId: number, name: string, type: number, start: string, end: string) =>
    Number(
      db
        .prepare(
          `INSERT INTO marketing_tasks (brand_id, name, type, start_time, end_time, created_at)
           VALUES (?, ?, ?, ?, ?, '2026-01-01 00:00:00')`,
        )
        .run(brandId, name, type, start, end).lastInsertRowid,
    );
  const join = (taskId: number, userId: number, joined: string, completed: string | null) =>
    db
      .prepare('INSERT INTO marketing_task_members (task_id, user_id, joined_at, completed_at) VALUES (?, ?, ?, ?)')
      .run(taskId, userId, joined, completed);
  const a = task(13, '三月短视频挑战', 1, '2026-03-02 00:00:00', '2026-03-10 23:59:59');
  const b = task(13, '三月产品学习', 5, '2026-03-05 00:00:00', '2026-03-20 23:59:59');
  const before = task(13, '二月直播', 2, '2026-02-20 00:00:00', '2026-02-27 23:59:59');
  const foreign = task(14, '青禾三月直播', 2, '2026-03-01 00:00:00', '2026-03-07 23:59:59');
  join(a, 2, '2026-03-02 10:00:00', '2026-03-03 09:00:00');
  join(a, 4, '2026-03-04 11:00:00', null);
  // Completed after the period: a participation of the period, not yet a completion in it.
  join(a, 1, '2026-03-06 15:00:00', '2026-03-12 08:00:00');
  // User 3 is no member of brand 13: never counted there.
  join(a, 3, '2026-03-03 12:00:00', '2026-03-03 13:00:00');
  join(b, 2, '2026-03-05 09:00:00', '2026-03-06 18:00:00');
  join(before, 2, '2026-02-25 09:00:00', '2026-02-26 10:00:00');
  join(foreign, 3, '2026-03-02 09:00:00', '2026-03-02 10:00:00');
  const material = db.prepare(
    `INSERT INTO materials (brand_id, name, type, create_time, source, user_id, is_delete)
     VALUES (13, ?, 2, ?, 3, 2, ?)`,
  );
  material.run('三月海报', '2026-03-03 14:00:00', 0);
  material.run('三月海报（已删）', '2026-03-03 15:00:00', 1);
  // Tracking events are stored with UTC ISO times: 20:00Z on the 3rd is the 4th in UTC+8; 17:00Z on
  // the 7th is the 8th, after the period.
  const visit = db.prepare(
    `INSERT INTO tracking_events (brand_id, user_id, event_id, page_name, active_type, created_at)
     VALUES (13, 4, 101, '/system_manage/employee_analysis', 1, ?)`,
  );
  visit.run('2026-03-03T20:00:00.000Z');
  visit.run('2026-03-07T17:00:00.000Z');
  return { a, b, before, foreign };
}

const MARCH = { startTime: '2026-03-01', endTime: '2026-03-07' } as const;

/** Members of brand 13 who had joined it by the end of March's first week. */
const membersByMarch = (h: Harness) =>
  (
    h.services.db
      .prepare(
        "SELECT count(*) AS n FROM user_brands WHERE brand_id = 13 AND (joined_at IS NULL OR joined_at <= '2026-03-07 23:59:59')",
      )
      .get() as { n: number }
  ).n;

describe('the task data of operational analysis', () => {
  it('lists the brand’s tasks of the period with the members who joined and completed them, filtered and paged', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const empty = await api.request('/mission/operationalAnalysis/taskDataList', { pageNo: 1, pageSize: 10, ...MARCH });
    expect(empty).toEqual({ records: [], total: 0 });
    const { a, b } = storeMarch(h);

    const list = await api.request('/mission/operationalAnalysis/taskDataList', { pageNo: 1, pageSize: 10, ...MARCH });
    // Newest first; the February task (no activity in March) and brand 14's task are not listed.
    expect(list.total).toBe(2);
    expect(list.records).toEqual([
      {
        taskId: b,
        taskName: '三月产品学习',
        taskType: 5,
        startTime: '2026-03-05 00:00:00',
        endTime: '2026-03-20 23:59:59',
        tags: [],
        joinCount: 1,
        completeCount: 1,
      },
      {
        taskId: a,
        taskName: '三月短视频挑战',
        taskType: 1,
        startTime: '2026-03-02 00:00:00',
        endTime: '2026-03-10 23:59:59',
        tags: [],
        // Users 2, 4 and 1 (user 3 is no member); user 1 completed after the period.
        joinCount: 3,
        completeCount: 1,
      },
    ]);
    // The whole of March: user 1's completion on the 12th now counts.
    const month = await api.request('/mission/operationalAnalysis/taskDataList', {
      pageNo: 1,
      pageSize: 10,
      startTime: '2026-03-01',
      endTime: '2026-03-31',
    });
    expect(month.records.find((r) => r.taskId === a)).toMatchObject({ joinCount: 3, completeCount: 2 });

    const paged = await api.request('/mission/operationalAnalysis/taskDataList', { pageNo: 2, pageSize: 1, ...MARCH });
    expect(paged.total).toBe(2);
    expect(paged.records.map((r) => r.taskId)).toEqual([a]);
    const byType = await api.request('/mission/operationalAnalysis/taskDataList', {
      pageNo: 1,
      pageSize: 10,
      taskType: 5,
      ...MARCH,
    });
    expect(byType.records.map((r) => r.taskId)).toEqual([b]);
    const byName = await api.request('/mission/operationalAnalysis/taskDataList', {
      pageNo: 1,
      pageSize: 10,
      taskName: ' 短视频 ',
      ...MARCH,
    });
    expect(byName.records.map((r) => r.taskId)).toEqual([a]);
    const percent = await api.request('/mission/operationalAnalysis/taskDataList', {
      pageNo: 1,
      pageSize: 10,
      taskName: '%',
      ...MARCH,
    });
    expect(percent.total).toBe(0);

    // No period: every task of the brand, the seeded ones included; never another brand's.
    const all = await api.request('/mission/operationalAnalysis/taskDataList', { pageNo: 1, pageSize: 100 });
    const stored = (
      h.services.db.prepare('SELECT count(*) AS n FROM marketing_tasks WHERE brand_id = 13').get() as { n: number }
    ).n;
    expect(all.total).toBe(stored);
    expect(all.records.some((r) => r.taskName === '青禾三月直播')).toBe(false);
  });

  it('refuses a reversed period, an unknown task type and staff without the page, as {code, msg}', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    for (const path of [
      '/mission/operationalAnalysis/allDataOverview',
      '/mission/operationalAnalysis/coreTargets',
    ] as const) {
      expect(await rejection(api.request(path, { startTime: '2026-03-07', endTime: '2026-03-01' }))).toMatchObject({
        code: Codes.badRequest,
        message: '开始时间不能晚于结束时间',
      });
      expect(await rejection(api.request(path, { startTime: '2025-01-01', endTime: '2026-03-01' }))).toMatchObject({
        code: Codes.badRequest,
        message: '统计时间最长 366 天',
      });
    }
    expect(
      await rejection(
        api.request('/mission/operationalAnalysis/taskDataList', {
          pageNo: 1,
          pageSize: 5,
          startTime: '2026-03-07',
          endTime: '2026-03-01',
        }),
      ),
    ).toMatchObject({ code: Codes.badRequest, message: '开始时间不能晚于结束时间' });
    expect(
      await rejection(
        api.request('/mission/operationalAnalysis/taskDataList', { pageNo: 1, pageSize: 5, taskType: 4 as 1 }),
      ),
    ).toMatchObject({ code: Codes.badRequest });

    const staff = await h.signedInClient(STAFF, 13);
    const tasks = () => h.services.db.prepare('SELECT count(*) AS n FROM download_tasks').get();
    const before = tasks();
    for (const call of [
      staff.request('/mission/operationalAnalysis/taskDataList', { pageNo: 1, pageSize: 5 }),
      staff.download('/mission/operationalAnalysis/exportTaskDataList', {}),
      staff.request('/mission/operationalAnalysis/allDataOverview', {}),
      staff.request('/mission/operationalAnalysis/coreTargets', {}),
    ]) {
      expect(await rejection(call)).toMatchObject({ code: Codes.noPermission });
    }
    expect(tasks()).toEqual(before);
  });

  it('gives the period’s figures and a daily series that add up with the task list', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const quiet = await api.request('/mission/operationalAnalysis/allDataOverview', MARCH);
    expect(quiet.figures).toEqual({
      members: membersByMarch(h),
      activeMembers: 0,
      participants: 0,
      participations: 0,
      completions: 0,
      materials: 0,
      visits: 0,
    });
    storeMarch(h);
    const overview = await api.request('/mission/operationalAnalysis/allDataOverview', MARCH);
    expect(overview.startDay).toBe('2026-03-01');
    expect(overview.endDay).toBe('2026-03-07');
    expect(overview.figures).toEqual({
      members: membersByMarch(h),
      // User 2 (tasks, a material), 4 (a task, a visit) and 1 (a task).
      activeMembers: 3,
      participants: 3,
      participations: 4,
      completions: 2,
      materials: 1,
      visits: 1,
    });
    const zero = { activeMembers: 0, participations: 0, completions: 0, materials: 0, visits: 0 };
    expect(overview.daily).toEqual([
      { day: '2026-03-01', ...zero },
      { day: '2026-03-02', ...zero, activeMembers: 1, participations: 1 },
      { day: '2026-03-03', ...zero, activeMembers: 1, completions: 1, materials: 1 },
      { day: '2026-03-04', ...zero, activeMembers: 1, participations: 1, visits: 1 },
      { day: '2026-03-05', ...zero, activeMembers: 1, participations: 1 },
      { day: '2026-03-06', ...zero, activeMembers: 2, participations: 1, completions: 1 },
      { day: '2026-03-07', ...zero },
    ]);
    // The task list's counts add up to the overview's.
    const list = await api.request('/mission/operationalAnalysis/taskDataList', { pageNo: 1, pageSize: 100, ...MARCH });
    expect(list.records.reduce((sum, r) => sum + r.joinCount, 0)).toBe(overview.figures.participations);
    expect(list.records.reduce((sum, r) => sum + r.completeCount, 0)).toBe(overview.figures.completions);

    // Without a period: the last 30 days up to today (the harness's clock: 2026-11-20).
    const recent = await api.request('/mission/operationalAnalysis/allDataOverview', {});
    expect([recent.startDay, recent.endDay, recent.daily.length]).toEqual(['2026-10-22', '2026-11-20', 30]);
    const seeded = (
      h.services.db
        .prepare(
          `SELECT count(*) AS n FROM marketing_task_members p JOIN marketing_tasks t ON t.id = p.task_id
           JOIN user_brands ub ON ub.brand_id = 13 AND ub.user_id = p.user_id
           WHERE t.brand_id = 13 AND p.joined_at BETWEEN '2026-10-22 00:00:00' AND '2026-11-20 23:59:59'`,
        )
        .get() as { n: number }
    ).n;
    expect(seeded).toBeGreaterThan(0);
    expect(recent.figures.participations).toBe(seeded);
  });

  it('compares each core target with the week before, with no ratio where the week before had none', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    storeMarch(h);
    const members = membersByMarch(h);
    const targets = await api.request('/mission/operationalAnalysis/coreTargets', MARCH);
    expect(targets.map((t) => t.name)).toEqual([
      'members',
      'activeMembers',
      'participationRate',
      'completionRate',
      'materials',
    ]);
    const byName = Object.fromEntries(targets.map((t) => [t.name, t]));
    expect(byName.members).toEqual({ name: 'members', value: members, previous: members, ratio: 0 });
    // The week before: user 2 joined and completed the February task.
    expect(byName.activeMembers).toEqual({ name: 'activeMembers', value: 3, previous: 1, ratio: 2 });
    expect(byName.participationRate!.value).toBeCloseTo(3 / members);
    expect(byName.participationRate!.previous).toBeCloseTo(1 / members);
    expect(byName.participationRate!.ratio).toBeCloseTo(2);
    expect(byName.completionRate).toEqual({ name: 'completionRate', value: 0.5, previous: 1, ratio: -0.5 });
    expect(byName.materials).toEqual({ name: 'materials', value: 1, previous: 0, ratio: null });
  });

  it('exports the list as xlsx, by task or by department, and keeps the file in the task centre', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    storeMarch(h);
    const byTask = await api.download('/mission/operationalAnalysis/exportTaskDataList', MARCH);
    expect(byTask.fileName).toMatch(/^任务数据\d{14}\.xlsx$/);
    const rows = (await readXlsxFile(Buffer.from(await byTask.blob.arrayBuffer())))[0]!.data;
    expect(rows).toEqual([
      ['任务ID', '任务名称', '任务类型', '开始时间', '结束时间', '参与人数', '完成人数', '完成率'],
      [expect.any(Number), '三月产品学习', '学习任务', '2026-03-05 00:00:00', '2026-03-20 23:59:59', 1, 1, '100.0%'],
      [expect.any(Number), '三月短视频挑战', '视频任务', '2026-03-02 00:00:00', '2026-03-10 23:59:59', 3, 1, '33.3%'],
    ]);

    // The same file, finished in the task centre.
    const kept = h.services.db
      .prepare(
        'SELECT status, exporter_type, file_name, download_token FROM download_tasks WHERE brand_id = 13 AND user_id = 1 ORDER BY id DESC LIMIT 1',
      )
      .get() as { status: number; exporter_type: string; file_name: string; download_token: string };
    expect(kept).toMatchObject({ status: 3, exporter_type: 'taskData', file_name: byTask.fileName });
    const file = await h.app.fetch(
      new Request(`http://console.test${h.link(`/exports/${kept.download_token}`, api.auth.token!)}`),
    );
    expect((await readXlsxFile(Buffer.from(await file.arrayBuffer())))[0]!.data).toEqual(rows);
    const centre = await api.request('/v1/system/download/listDownloadTaskV2', { pageNo: 1, pageSize: 5 });
    expect(centre.records[0]).toMatchObject({ fileName: byTask.fileName, status: 3 });

    const byDept = await api.download('/mission/operationalAnalysis/exportTaskDataList', {
      ...MARCH,
      dimension: 'department',
    });
    expect(byDept.fileName).toMatch(/^部门任务数据\d{14}\.xlsx$/);
    const [header, ...depts] = (await readXlsxFile(Buffer.from(await byDept.blob.arrayBuffer())))[0]!.data;
    expect(header).toEqual(['部门', '成员数', '参与人数', '参与率', '参与次数', '完成次数', '完成率']);
    const departments = (
      h.services.db.prepare('SELECT count(*) AS n FROM departments WHERE brand_id = 13').get() as { n: number }
    ).n;
    expect(depts.length).toBeGreaterThanOrEqual(departments);
    // Each participation counted once per department of its member.
    const expected = h.services.db
      .prepare(
        `SELECT count(*) AS joins, sum(p.completed_at <= '2026-03-07 23:59:59') AS done
           FROM marketing_task_members p JOIN marketing_tasks t ON t.id = p.task_id
           JOIN user_departments ud ON ud.user_id = p.user_id AND ud.brand_id = 13
          WHERE t.brand_id = 13 AND p.joined_at BETWEEN '2026-03-01 00:00:00' AND '2026-03-07 23:59:59'`,
      )
      .get() as { joins: number; done: number };
    expect(expected.joins).toBeGreaterThan(0);
    expect(depts.reduce((sum, r) => sum + (r[4] as number), 0)).toBe(expected.joins);
    expect(depts.reduce((sum, r) => sum + (r[5] as number), 0)).toBe(expected.done);
    expect(depts.some((r) => String(r[0]).includes(' / '))).toBe(true);
  });
});
