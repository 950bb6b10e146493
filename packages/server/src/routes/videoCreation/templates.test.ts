import { isApiError, NO_PERMISSION_CODE, TEMPLATE_LIMITS, type TemplateSpec } from '@brand-console/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, rejection, type Harness, type SignedInClient } from '../../testing/harness';
import { TEMPLATE_REFUSALS } from './templates';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => {
  h.close();
});

/** 周运营: brand 13 staff (every video creation page). */
const STAFF = '13800000002';
/** Brand 14's creator. */
const CREATOR = '13800000003';

const db = () => h.services.db;
const materialOf = (brandId: number, type: number, extra = '') =>
  db()
    .prepare(
      `SELECT id, cover_url FROM materials WHERE brand_id = ? AND type = ? AND is_delete = 0 AND expire_time IS NULL ${extra} ORDER BY id`,
    )
    .get(brandId, type) as { id: number; cover_url: string | null };
const categoryIds = () =>
  db().prepare('SELECT id, parent_id, name FROM template_categories ORDER BY id').all() as Array<{
    id: number;
    parent_id: number | null;
    name: string;
  }>;
const categoryNamed = (name: string) => categoryIds().find((c) => c.name === name)!.id;
const templatesOf = (brandId: number | null) =>
  db()
    .prepare(`SELECT * FROM video_templates WHERE brand_id ${brandId === null ? 'IS NULL' : '= ?'} ORDER BY id`)
    .all(...(brandId === null ? [] : [brandId])) as Array<{ id: number; name: string; deleted_at: string | null }>;

function spec(shots: Array<Partial<TemplateSpec['shots'][number]>>, extra: Partial<TemplateSpec> = {}): TemplateSpec {
  return {
    ratio: '9:16',
    shots: shots.map((s) => ({
      durationMs: 2_000,
      slot: 'video',
      materialId: null,
      texts: [],
      transition: 'fade',
      ...s,
    })),
    musicMaterialId: null,
    musicVolume: 50,
    narration: null,
    subtitles: {
      enabled: false,
      style: {
        fontKey: 'zcool-kuaile',
        fontSize: 40,
        color: '#ffffff',
        strokeColor: '#000000',
        strokeWidth: 2,
        position: 'bottom',
      },
    },
    ...extra,
  };
}

const save = (
  api: SignedInClient,
  body: { id?: number; name: string; categoryId: number | null; spec: TemplateSpec },
) => api.request('/v1/sumvideo/sv/template/save', body);

async function refusalMsg(promise: Promise<unknown>) {
  const error = await rejection(promise);
  expect(isApiError(error)).toBe(true);
  return isApiError(error) ? { code: error.code, msg: error.msg } : null;
}

describe('template/page', () => {
  it('lists the space, its recycle bin and the cloud catalogue, with filters and paging', async () => {
    const api = await h.signedInClient(STAFF, 13);
    const space = await api.request('/v1/sumvideo/sv/template/page', { pageNo: 1, pageSize: 10 });
    expect(space.total).toBe(3);
    expect(space.records.map((t) => t.name)).toEqual(['产品白底图轮播', '门店实拍探店', '双十一主推款口播']);
    const first = space.records.find((t) => t.name === '双十一主推款口播')!;
    expect(first).toMatchObject({ ratio: '9:16', shotCount: 3, slotCount: 1, duration: 10_000 });
    expect(first.coverUrl).toMatch(/^\/files\//);

    const bin = await api.request('/v1/sumvideo/sv/template/page', { pageNo: 1, pageSize: 10, recycled: 1 });
    expect(bin.records.map((t) => t.name)).toEqual(['旧版开场（已弃用）']);

    const cloud = await api.request('/v1/sumvideo/sv/template/page', { pageNo: 1, pageSize: 10, source: 2 });
    expect(cloud.total).toBe(4);
    expect(new Set(cloud.records.map((t) => t.ratio))).toEqual(new Set(['9:16', '16:9', '1:1']));
    for (const t of cloud.records) {
      expect(t.shotCount).toBeGreaterThanOrEqual(3);
      expect(t.shotCount).toBeLessThanOrEqual(5);
      expect(t.slotCount).toBe(t.shotCount);
      expect(t.coverUrl).toMatch(/^\/files\/[0-9a-f]{32}\.png\?/);
    }

    // A cloud cover is a real PNG, served by its signed link.
    const cover = await h.app.fetch(new Request(`http://console.test${cloud.records[0]!.coverUrl}`));
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/png');

    // Paging.
    const page1 = await api.request('/v1/sumvideo/sv/template/page', { pageNo: 1, pageSize: 3, source: 2 });
    const page2 = await api.request('/v1/sumvideo/sv/template/page', { pageNo: 2, pageSize: 3, source: 2 });
    expect(page1.records).toHaveLength(3);
    expect(page2.records).toHaveLength(1);
    expect(page2.total).toBe(4);
    expect(new Set([...page1.records, ...page2.records].map((t) => t.id)).size).toBe(4);

    // Filters: name (literal % and _), ratio, category (a first level matches its children).
    const named = await api.request('/v1/sumvideo/sv/template/page', { pageNo: 1, pageSize: 10, name: '探店' });
    expect(named.records.map((t) => t.name)).toEqual(['门店实拍探店']);
    expect((await api.request('/v1/sumvideo/sv/template/page', { pageNo: 1, pageSize: 10, name: '%' })).total).toBe(0);
    const square = await api.request('/v1/sumvideo/sv/template/page', { pageNo: 1, pageSize: 10, ratio: '1:1' });
    expect(square.records.map((t) => t.name)).toEqual(['产品白底图轮播']);
    const seeding = await api.request('/v1/sumvideo/sv/template/page', {
      pageNo: 1,
      pageSize: 10,
      source: 2,
      categoryId: categoryNamed('产品种草'),
    });
    expect(seeding.records.map((t) => t.name)).toEqual(['美妆新品种草 · 竖屏三镜']);
    const festival = await api.request('/v1/sumvideo/sv/template/page', {
      pageNo: 1,
      pageSize: 10,
      categoryId: categoryNamed('双十一'),
    });
    expect(festival.records.map((t) => t.name)).toEqual(['双十一主推款口播']);
  });
});

describe('template/detail and categories', () => {
  it("answers the spec, the brand's materials it names and the category's name; cloud ones name none", async () => {
    const api = await h.signedInClient(STAFF, 13);
    const { records } = await api.request('/v1/sumvideo/sv/template/page', { pageNo: 1, pageSize: 10 });
    const id = records.find((t) => t.name === '双十一主推款口播')!.id;
    const detail = await api.request('/v1/sumvideo/sv/template/detail', { id });
    expect(detail.source).toBe(1);
    expect(detail.categoryName).toBe('节日营销 / 双十一');
    expect(detail.deleteTime).toBeNull();
    expect(detail.spec.shots).toHaveLength(3);
    expect(detail.spec.musicMaterialId).not.toBeNull();
    const named = [...detail.spec.shots.map((s) => s.materialId), detail.spec.musicMaterialId].filter(
      (m): m is number => m !== null,
    );
    expect(detail.materials.map((m) => m.id).sort()).toEqual([...new Set(named)].sort());
    expect(detail.materials.map((m) => m.type).sort()).toEqual([1, 2, 3]);

    const cloud = await api.request('/v1/sumvideo/sv/template/page', { pageNo: 1, pageSize: 10, source: 2 });
    const english = cloud.records.find((t) => t.name === '品牌故事 · 英文旁白竖版')!;
    const cloudDetail = await api.request('/v1/sumvideo/sv/template/detail', { id: english.id });
    expect(cloudDetail.source).toBe(2);
    expect(cloudDetail.materials).toEqual([]);
    expect(cloudDetail.spec.narration?.voice).toMatch(/^en-/);
    expect(cloudDetail.spec.subtitles.enabled).toBe(true);
    // Another detail: a template in the recycle bin is still readable (its deleteTime set).
    const bin = await api.request('/v1/sumvideo/sv/template/page', { pageNo: 1, pageSize: 10, recycled: 1 });
    expect(
      (await api.request('/v1/sumvideo/sv/template/detail', { id: bin.records[0]!.id })).deleteTime,
    ).not.toBeNull();
    expect(await refusalMsg(api.request('/v1/sumvideo/sv/template/detail', { id: 999_999 }))).toEqual({
      code: 404,
      msg: TEMPLATE_REFUSALS.notFound,
    });
  });

  it('lists the shared categories as a two-level tree, in English when the reader prefers it', async () => {
    const api = await h.signedInClient(STAFF, 13);
    const tree = await api.request('/v1/sumvideo/sv/category/serve/list', {});
    expect(tree.map((c) => c.name)).toEqual(['产品种草', '门店探店', '节日营销', '知识科普', '品牌故事']);
    expect(tree[0]!.children?.map((c) => c.name)).toEqual(['美妆', '食品']);
    expect(tree[1]!.children).toBeUndefined();
    const total = tree.reduce((n, c) => n + 1 + (c.children?.length ?? 0), 0);
    expect(total).toBeGreaterThanOrEqual(6);
    expect(total).toBeLessThanOrEqual(8);

    const { token, userId } = await h.signIn(STAFF, 13);
    const response = await h.app.fetch(
      new Request('http://console.test/api/v1/sumvideo/sv/category/serve/list', {
        headers: { token, userId: String(userId), brandId: '13', 'accept-language': 'en-GB,en;q=0.9' },
      }),
    );
    const { data } = (await response.json()) as { data: Array<{ name: string; children?: Array<{ name: string }> }> };
    expect(data.map((c) => c.name)).toEqual([
      'Product seeding',
      'Store visits',
      'Festival marketing',
      'Explainers',
      'Brand story',
    ]);
    expect(data[0]!.children?.map((c) => c.name)).toEqual(['Beauty', 'Food']);
  });
});

describe('template/save', () => {
  it('creates and updates a template of the space, computing its duration, counts and cover', async () => {
    const api = await h.signedInClient(STAFF, 13);
    const image = materialOf(13, 2);
    const video = materialOf(13, 1);
    const audio = materialOf(13, 3);
    const body = {
      name: '  新品开箱  ',
      categoryId: categoryNamed('美妆'),
      spec: spec(
        [
          {
            slot: 'image',
            materialId: image.id,
            durationMs: 2_500,
            texts: [{ content: '开箱', position: 'top', fontSize: 60, color: '#ff0000' }],
          },
          { slot: 'video', materialId: video.id, durationMs: 4_000 },
          { slot: 'video', durationMs: 3_000, transition: 'none' },
        ],
        { musicMaterialId: audio.id, narration: { text: '新品到货，快来看看。', voice: 'zh-female' } },
      ),
    };
    const { id } = await save(api, body);
    const detail = await api.request('/v1/sumvideo/sv/template/detail', { id });
    expect(detail).toMatchObject({
      name: '新品开箱',
      source: 1,
      duration: 9_500,
      shotCount: 3,
      slotCount: 1,
      ratio: '9:16',
      categoryName: '产品种草 / 美妆',
    });
    expect(detail.coverUrl.replace(/\?.*$/, '')).toBe(image.cover_url);
    expect(detail.spec).toEqual({ ...body.spec, shots: body.spec.shots });
    expect(detail.materials.map((m) => m.id).sort()).toEqual([image.id, video.id, audio.id].sort());

    // Updated: a shorter spec whose first shot is empty has no cover; the id stays.
    h.clock.now += 60_000;
    const again = await save(api, {
      id,
      name: '新品开箱 v2',
      categoryId: null,
      spec: spec([{ slot: 'image' }], { ratio: '1:1' }),
    });
    expect(again.id).toBe(id);
    const updated = await api.request('/v1/sumvideo/sv/template/detail', { id });
    expect(updated).toMatchObject({
      name: '新品开箱 v2',
      ratio: '1:1',
      duration: 2_000,
      shotCount: 1,
      slotCount: 1,
      coverUrl: '',
      categoryId: null,
      categoryName: null,
    });
    expect(updated.updateTime > updated.createTime).toBe(true);
    const { records } = await api.request('/v1/sumvideo/sv/template/page', { pageNo: 1, pageSize: 1 });
    expect(records[0]!.id).toBe(id);
  });

  it('refuses shots out of bounds, a material of the wrong kind, a foreign or expired material, bad music, font and category', async () => {
    const api = await h.signedInClient(STAFF, 13);
    const before = JSON.stringify(templatesOf(13));
    const video = materialOf(13, 1);
    const image = materialOf(13, 2);
    const text = materialOf(13, 4);
    const foreign = materialOf(14, 1);
    const expired = db()
      .prepare('SELECT id FROM materials WHERE brand_id = 13 AND type = 2 AND expire_time IS NOT NULL')
      .get() as { id: number };
    const attempt = (s: TemplateSpec, categoryId: number | null = null) =>
      refusalMsg(save(api, { name: '测试模板', categoryId, spec: s }));

    const none = await attempt(spec([]));
    expect(none?.msg).toContain('至少需要一个镜头');
    const tooMany = await attempt(spec(Array.from({ length: TEMPLATE_LIMITS.shots + 1 }, () => ({}))));
    expect(tooMany?.msg).toBe(`参数错误：spec.shots 超出上限（最多 ${TEMPLATE_LIMITS.shots} 项）`);
    expect((await attempt(spec([{ durationMs: 999 }])))?.msg).toContain('镜头时长须在 1–30 秒之间');
    expect((await attempt(spec([{ durationMs: 30_001 }])))?.msg).toContain('镜头时长须在');
    expect(
      (
        await attempt(
          spec([
            {
              texts: Array.from({ length: 4 }, () => ({
                content: '字',
                position: 'top' as const,
                fontSize: 40,
                color: '#ffffff',
              })),
            },
          ]),
        )
      )?.msg,
    ).toBe('参数错误：spec.shots.0.texts 超出上限（最多 3 项）');

    expect(await attempt(spec([{}, { slot: 'video', materialId: image.id }]))).toEqual({
      code: 400,
      msg: '镜头 2：只能放视频素材',
    });
    expect((await attempt(spec([{ slot: 'image', materialId: video.id }])))?.msg).toBe('镜头 1：只能放图片素材');
    expect((await attempt(spec([{ slot: 'video', materialId: foreign.id }])))?.msg).toBe('镜头 1：素材不存在或已删除');
    expect((await attempt(spec([{ slot: 'image', materialId: expired.id }])))?.msg).toBe('镜头 1：素材已过期');
    expect((await attempt(spec([{}], { musicMaterialId: text.id })))?.msg).toBe(TEMPLATE_REFUSALS.musicKind);
    expect((await attempt(spec([{}], { musicMaterialId: foreign.id })))?.msg).toBe(TEMPLATE_REFUSALS.musicMissing);
    const badFont = spec([{}]);
    badFont.subtitles.style.fontKey = 'no-such-font';
    expect((await attempt(badFont))?.msg).toBe(TEMPLATE_REFUSALS.fontMissing);
    expect((await attempt(spec([{}]), 999_999))?.msg).toBe(TEMPLATE_REFUSALS.categoryMissing);
    expect((await refusalMsg(save(api, { name: '   ', categoryId: null, spec: spec([{}]) })))?.msg).toContain(
      '请输入模板名称',
    );

    // Another brand's template and a cloud template cannot be saved over.
    const theirs = templatesOf(14)[0]!;
    expect(await refusalMsg(save(api, { id: theirs.id, name: '改', categoryId: null, spec: spec([{}]) }))).toEqual({
      code: 404,
      msg: TEMPLATE_REFUSALS.notFound,
    });
    const cloud = templatesOf(null)[0]!;
    expect((await refusalMsg(save(api, { id: cloud.id, name: '改', categoryId: null, spec: spec([{}]) })))?.msg).toBe(
      TEMPLATE_REFUSALS.cloudReadOnly,
    );
    const binned = templatesOf(13).find((t) => t.deleted_at)!;
    expect((await refusalMsg(save(api, { id: binned.id, name: '改', categoryId: null, spec: spec([{}]) })))?.msg).toBe(
      TEMPLATE_REFUSALS.inRecycleBin,
    );
    expect(JSON.stringify(templatesOf(13))).toBe(before);
    expect(templatesOf(14).find((t) => t.id === theirs.id)?.name).toBe(theirs.name);
  });
});

describe('the recycle bin', () => {
  it('removes, restores and purges only the brand’s own templates', async () => {
    const api = await h.signedInClient(STAFF, 13);
    const [a, b] = templatesOf(13).filter((t) => !t.deleted_at);
    const binned = templatesOf(13).find((t) => t.deleted_at)!;

    // No ids: the form sends none (a 400 naming the field); a JSON body with an empty list is told to choose.
    expect((await refusalMsg(api.request('/v1/sumvideo/sv/template/remove', { ids: [] })))?.msg).toContain('ids');
    const { token, userId } = await h.signIn(STAFF, 13);
    const empty = await h.app.fetch(
      new Request('http://console.test/api/v1/sumvideo/sv/template/purge', {
        method: 'POST',
        headers: { token, userId: String(userId), brandId: '13', 'content-type': 'application/json' },
        body: JSON.stringify({ ids: [] }),
      }),
    );
    expect(await empty.json()).toMatchObject({ code: 400, msg: TEMPLATE_REFUSALS.chooseTemplates });
    // Purging what is not in the bin is refused, and nothing changes.
    expect((await refusalMsg(api.request('/v1/sumvideo/sv/template/purge', { ids: [a!.id, binned.id] })))?.msg).toBe(
      TEMPLATE_REFUSALS.notInRecycleBin,
    );
    expect(templatesOf(13)).toHaveLength(4);

    await api.request('/v1/sumvideo/sv/template/remove', { ids: [a!.id, b!.id] });
    let bin = await api.request('/v1/sumvideo/sv/template/page', { pageNo: 1, pageSize: 10, recycled: 1 });
    expect(bin.records.map((t) => t.id).sort()).toEqual([a!.id, b!.id, binned.id].sort());
    expect((await api.request('/v1/sumvideo/sv/template/page', { pageNo: 1, pageSize: 10 })).total).toBe(1);
    // Removing again is refused (already in the bin).
    expect((await refusalMsg(api.request('/v1/sumvideo/sv/template/remove', { ids: [a!.id] })))?.msg).toBe(
      TEMPLATE_REFUSALS.inRecycleBin,
    );

    await api.request('/v1/sumvideo/sv/template/restore', { ids: [a!.id] });
    expect(
      (await api.request('/v1/sumvideo/sv/template/page', { pageNo: 1, pageSize: 10 })).records.map((t) => t.id),
    ).toContain(a!.id);

    await api.request('/v1/sumvideo/sv/template/purge', { ids: [b!.id, binned.id] });
    bin = await api.request('/v1/sumvideo/sv/template/page', { pageNo: 1, pageSize: 10, recycled: 1 });
    expect(bin.total).toBe(0);
    expect(templatesOf(13).map((t) => t.id)).not.toContain(b!.id);
    expect(await refusalMsg(api.request('/v1/sumvideo/sv/template/detail', { id: b!.id }))).toEqual({
      code: 404,
      msg: TEMPLATE_REFUSALS.notFound,
    });

    // Cloud and foreign templates are not the brand's: not found, nothing changed.
    const cloudBefore = JSON.stringify(templatesOf(null));
    const theirsBefore = JSON.stringify(templatesOf(14));
    for (const path of [
      '/v1/sumvideo/sv/template/remove',
      '/v1/sumvideo/sv/template/restore',
      '/v1/sumvideo/sv/template/purge',
    ] as const) {
      for (const id of [templatesOf(null)[0]!.id, templatesOf(14).find((t) => t.deleted_at)!.id]) {
        expect((await refusalMsg(api.request(path, { ids: [id] })))?.code).toBe(404);
      }
    }
    expect(JSON.stringify(templatesOf(null))).toBe(cloudBefore);
    expect(JSON.stringify(templatesOf(14))).toBe(theirsBefore);
  });
});

describe('template/copyCloud', () => {
  it('copies a cloud template into the space, named （副本） unless a name is given', async () => {
    const api = await h.signedInClient(CREATOR, 14);
    const cloud = await api.request('/v1/sumvideo/sv/template/page', { pageNo: 1, pageSize: 10, source: 2 });
    const original = cloud.records.find((t) => t.name === '门店探店 Vlog 开场')!;
    const { id } = await api.request('/v1/sumvideo/sv/template/copyCloud', { id: original.id });
    const copy = await api.request('/v1/sumvideo/sv/template/detail', { id });
    const source = await api.request('/v1/sumvideo/sv/template/detail', { id: original.id });
    expect(copy).toMatchObject({ name: '门店探店 Vlog 开场（副本）', source: 1, categoryId: original.categoryId });
    expect(copy.spec).toEqual(source.spec);
    expect(copy.coverUrl.replace(/\?.*$/, '')).toBe(source.coverUrl.replace(/\?.*$/, ''));
    expect(copy.duration).toBe(source.duration);
    expect(copy.spec.narration?.voice).toBe('zh-female');

    const named = await api.request('/v1/sumvideo/sv/template/copyCloud', { id: original.id, name: '我的探店' });
    expect((await api.request('/v1/sumvideo/sv/template/detail', { id: named.id })).name).toBe('我的探店');
    const space = await api.request('/v1/sumvideo/sv/template/page', { pageNo: 1, pageSize: 10 });
    expect(
      space.records
        .slice(0, 2)
        .map((t) => t.id)
        .sort(),
    ).toEqual([id, named.id].sort());
    // Brand 13 does not see brand 14's copies; the cloud catalogue is unchanged.
    const staff = await h.signedInClient(STAFF, 13);
    expect((await staff.request('/v1/sumvideo/sv/template/page', { pageNo: 1, pageSize: 10 })).total).toBe(3);
    expect(templatesOf(null)).toHaveLength(4);

    // Only cloud templates are copied: a space template (even the brand's own) is not one.
    expect(await refusalMsg(api.request('/v1/sumvideo/sv/template/copyCloud', { id }))).toEqual({
      code: 404,
      msg: TEMPLATE_REFUSALS.notCloud,
    });
  });
});

describe('access', () => {
  it('lets 模板创作 read templates and the material list, but not write the space', async () => {
    const { token, userId } = await h.signIn('13800000006', 13);
    const role = Number(
      db()
        .prepare("INSERT INTO roles (brand_id, role_name, role_code, is_admin) VALUES (13, '模板创作', 'tpl_only', 0)")
        .run().lastInsertRowid,
    );
    db()
      .prepare(
        "INSERT INTO role_menus (role_id, menu_id) SELECT ?, id FROM menus WHERE scope_code = 'create_by_template'",
      )
      .run(role);
    db().prepare('DELETE FROM user_roles WHERE user_id = ? AND brand_id = 13').run(userId);
    db().prepare('INSERT INTO user_roles (user_id, brand_id, role_id) VALUES (?, 13, ?)').run(userId, role);
    const api = h.client({ token, userId, brandId: 13 });
    expect((await api.request('/v1/sumvideo/sv/template/page', { pageNo: 1, pageSize: 10 })).total).toBe(3);
    expect((await api.request('/v1/sumvideo/sv/category/serve/list', {})).length).toBe(5);
    expect((await api.request('/cgp/web/media/material/list', { pageNo: 1, pageSize: 10 })).total).toBeGreaterThan(0);
    const cloud = templatesOf(null)[0]!;
    for (const call of [
      api.request('/v1/sumvideo/sv/template/copyCloud', { id: cloud.id }),
      api.request('/v1/sumvideo/sv/template/remove', { ids: [templatesOf(13)[0]!.id] }),
      api.request('/v1/sumvideo/sv/template/save', { name: '新模板', categoryId: null, spec: spec([{}]) }),
    ]) {
      expect((await refusalMsg(call))?.code).toBe(NO_PERMISSION_CODE);
    }
  });
});
