import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asSignedIn,
  axeViolations,
  dismissNotices,
  makeMedia,
  openE2E,
  PHONES,
  signInWithPasswordInEnglish,
  uploadMaterials,
  withPage,
  type E2E,
} from './harness';

/**
 * 模板空间, its recycle bin, 云模板 and the template editor (issue 23) against the reference server in
 * Chromium: a template of two shots (an uploaded video, then a library image with a text, moved
 * first by keyboard) and narration is made in the editor, saved as the database then holds it,
 * opened again after a reload, listed, moved to the recycle bin and restored; a cloud template is
 * previewed and copied into the space. The pages are axe-clean in Chinese on light and in English on dark.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await openE2E();
}, 60_000);
afterAll(async () => {
  await e2e?.close();
});

const BRAND = '星河美妆';
const SPACE = '/sumwhy_video/template_space';
const CLOUD = '/sumwhy_video/cloud_template';
const BIN = '/sumwhy_video/template_space/recycle_bin';
const EDITOR = '/sumwhy_video/template_space/template_edit';
const NAME = 'E2E 新品两镜头';
const NARRATION = '星河美妆新品上市，欢迎到店体验。';

interface Row {
  id: number;
  spec: string;
  shot_count: number;
  slot_count: number;
  duration_ms: number;
  deleted_at: string | null;
}
const saved = () =>
  e2e.query<Row>(
    'SELECT id, spec, shot_count, slot_count, duration_ms, deleted_at FROM video_templates WHERE brand_id = 13 AND name = ?',
    NAME,
  );

async function open(page: Page, path: string, title: string | RegExp) {
  await page.goto(`${e2e.url}${path}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}
const shot = (page: Page, n: number) =>
  page
    .getByRole('list', { name: '镜头' })
    .getByRole('listitem')
    .nth(n - 1);

describe('templates', () => {
  it('makes a two-shot template with narration, saves it as stored, reopens it, and moves it to the recycle bin and back', async () => {
    await asSignedIn(
      e2e,
      PHONES.admin,
      async (page) => {
        // A real video in the library for the video slot (the seeded videos have no file).
        await page.goto(`${e2e.url}/sumwhy_video/material_library`);
        await dismissNotices(page);
        const { video } = await makeMedia(page, { videoMs: 1_500 });
        await uploadMaterials(page, [{ name: 'E2E模板片段.mp4', mimeType: 'video/mp4', buffer: video }]);

        await open(page, SPACE, '模板空间');
        await page.getByText(/共 \d+ 个模板/).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('button', { name: '新建模板' }).click();
        await page.getByRole('heading', { level: 1, name: '新建模板' }).waitFor();
        expect(await axeViolations(page)).toEqual([]);

        // Saving without a name is refused by the shared schema, next to the field.
        await page.getByRole('button', { name: '保存模板' }).click();
        await page.getByText('请输入模板名称').waitFor();
        await page.getByRole('textbox', { name: '模板名称' }).fill(NAME);

        // Shot 1: 2 s of the uploaded video.
        await shot(page, 1).getByLabel('时长（秒）').fill('2');
        await shot(page, 1).getByRole('button', { name: '选择视频素材' }).click();
        const videos = page.getByRole('dialog', { name: '选择视频素材' });
        await videos.getByRole('button', { name: '选择 E2E模板片段' }).click();
        await videos.waitFor({ state: 'hidden' });
        await shot(page, 1).getByText('E2E模板片段').waitFor();

        // Shot 2: an image slot with the seeded product picture and a text, faded in.
        await page.getByRole('button', { name: '添加镜头' }).click();
        await shot(page, 2).getByRole('radio', { name: '图片' }).click();
        await shot(page, 2).getByLabel('时长（秒）').fill('2.5');
        await shot(page, 2).getByRole('button', { name: '选择图片素材' }).click();
        const images = page.getByRole('dialog', { name: '选择图片素材' });
        await images.getByRole('button', { name: '选择 产品白底图' }).click();
        await images.waitFor({ state: 'hidden' });
        await shot(page, 2).getByRole('button', { name: '镜头 2 · 添加文字' }).click();
        await shot(page, 2).getByRole('textbox', { name: '内容' }).fill('限时八折');
        await page.getByText('总时长 4.5秒').first().waitFor();

        // The image shot first, by keyboard (Alt+↑ on its handle).
        await page.getByRole('button', { name: /^拖动排序：镜头 2/ }).focus();
        await page.keyboard.press('Alt+ArrowUp');
        await shot(page, 1).getByText('产品白底图').waitFor();

        // Narration, listened to before saving.
        await page.getByRole('switch', { name: '添加旁白' }).click();
        await page.getByRole('textbox', { name: '旁白文案' }).fill(NARRATION);
        await page.getByRole('button', { name: '试听' }).click();
        await page.locator('audio').waitFor({ state: 'attached', timeout: 30_000 });
        expect(await page.getByText('试听生成失败').count()).toBe(0);
        expect(await axeViolations(page)).toEqual([]);

        // The save's answer is awaited first, so a refusal fails here with the server's words.
        const answer = page.waitForResponse((r) => r.url().includes('/sv/template/save'), { timeout: 60_000 });
        await page.getByRole('button', { name: '保存模板' }).click();
        const response = await answer.catch(async (error: unknown) => {
          // Not sent: say which fields the form refused.
          const invalid = await page
            .locator('[aria-invalid="true"]')
            .evaluateAll((els) =>
              els.map(
                (el) => `${el.getAttribute('aria-label') ?? el.id}: ${el.getAttribute('aria-describedby') ?? ''}`,
              ),
            );
          const alerts = await page.getByRole('alert').allTextContents();
          throw new Error(
            `template/save was not sent; invalid ${JSON.stringify(invalid)}, alerts ${JSON.stringify(alerts)}`,
            {
              cause: error,
            },
          );
        });
        const body = (await response.json()) as { code: number; msg: string };
        expect(body, JSON.stringify(body)).toMatchObject({ code: 0 });
        await page.waitForURL(/template_edit\?id=\d+/);
        await page.getByText('模板已保存').first().waitFor();
        const [row] = saved();
        expect(row).toBeDefined();
        expect(page.url()).toContain(`id=${row!.id}`);
        const spec = JSON.parse(row!.spec) as {
          shots: Array<{
            durationMs: number;
            slot: string;
            materialId: number | null;
            texts: Array<{ content: string }>;
          }>;
          narration: { text: string; voice: string } | null;
        };
        expect(spec.shots.map((s) => [s.durationMs, s.slot])).toEqual([
          [2500, 'image'],
          [2000, 'video'],
        ]);
        expect(spec.shots.every((s) => s.materialId !== null)).toBe(true);
        expect(spec.shots[0]!.texts.map((t) => t.content)).toEqual(['限时八折']);
        expect(spec.narration?.text).toBe(NARRATION);
        expect(row).toMatchObject({ shot_count: 2, slot_count: 0, duration_ms: 4500, deleted_at: null });

        // A reload opens it as saved.
        await page.reload();
        await page.getByRole('heading', { level: 1, name: `编辑模板：${NAME}` }).waitFor();
        expect(await page.getByRole('textbox', { name: '模板名称' }).inputValue()).toBe(NAME);
        expect(await shot(page, 1).getByRole('radio', { name: '图片' }).isChecked()).toBe(true);
        await shot(page, 1).getByText('产品白底图').waitFor();
        await shot(page, 2).getByText('E2E模板片段').waitFor();
        expect(await page.getByRole('textbox', { name: '旁白文案' }).inputValue()).toBe(NARRATION);

        // Listed in the space, filtered by name in the address; to the recycle bin and back.
        await open(page, `${SPACE}?name=${encodeURIComponent(NAME)}`, '模板空间');
        const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: NAME }) });
        await card.getByText('2 个镜头 · 0 个待填素材位').waitFor();
        await card.getByRole('button', { name: `移入回收站 ${NAME}` }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: '移入回收站' }).click();
        await page.getByText('没有符合条件的模板').waitFor();
        expect(saved()[0]!.deleted_at).not.toBeNull();

        await open(page, BIN, '模板回收站');
        const binned = page.getByRole('row').filter({ has: page.getByRole('cell', { name: NAME }) });
        await binned.waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await binned.getByRole('button', { name: `恢复 ${NAME}` }).click();
        await page.getByText('已恢复 1 个模板').first().waitFor();
        expect(saved()[0]!.deleted_at).toBeNull();
      },
      BRAND,
    );
  }, 180_000);

  it('previews a cloud template and copies it into the space, opening the copy in the editor', async () => {
    await asSignedIn(
      e2e,
      PHONES.admin,
      async (page) => {
        const cloud = e2e.query<{ id: number; name: string }>(
          'SELECT id, name FROM video_templates WHERE brand_id IS NULL AND deleted_at IS NULL ORDER BY id LIMIT 1',
        )[0]!;
        await open(page, `${CLOUD}?name=${encodeURIComponent(cloud.name)}`, '云模板');
        const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: cloud.name }) });
        await card.getByRole('button', { name: `预览 ${cloud.name}` }).click();
        const dialog = page.getByRole('dialog', { name: `模板预览：${cloud.name}` });
        await dialog.getByText('镜头 1').waitFor();
        expect(await axeViolations(page)).toEqual([]);
        const before = e2e.query<{ n: number }>('SELECT count(*) AS n FROM video_templates WHERE brand_id = 13')[0]!.n;
        await dialog.getByRole('button', { name: '使用此模板' }).click();
        await page.waitForURL(/template_edit\?id=\d+/);
        const copyId = Number(new URL(page.url()).searchParams.get('id'));
        const copy = e2e.query<{ brand_id: number; name: string }>(
          'SELECT brand_id, name FROM video_templates WHERE id = ?',
          copyId,
        )[0]!;
        expect(copy.brand_id).toBe(13);
        expect(copy.name).toContain(cloud.name);
        expect(e2e.query<{ n: number }>('SELECT count(*) AS n FROM video_templates WHERE brand_id = 13')[0]!.n).toBe(
          before + 1,
        );
        await page.getByRole('heading', { level: 1, name: `编辑模板：${copy.name}` }).waitFor();
        expect(await page.getByRole('textbox', { name: '模板名称' }).inputValue()).toBe(copy.name);
      },
      BRAND,
    );
  }, 120_000);

  it('speaks English and is axe-clean on dark', async () => {
    await withPage(
      e2e,
      async (page) => {
        await signInWithPasswordInEnglish(page, e2e.url, PHONES.admin, BRAND);
        await dismissNotices(page);
        await open(page, SPACE, 'Template space');
        await page.getByText(/^\d+ templates$/).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await open(page, EDITOR, 'New template');
        await page.getByRole('button', { name: 'Save template' }).click();
        await page.getByText('Enter the template’s name').waitFor();
        await page.mouse.move(0, 0);
        expect(await axeViolations(page)).toEqual([]);
        await open(page, CLOUD, 'Cloud templates');
        await page
          .getByRole('button', { name: /^Preview / })
          .first()
          .waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await open(page, BIN, 'Template recycle bin');
        await page.getByRole('table').waitFor();
        expect(await axeViolations(page)).toEqual([]);
      },
      { locale: 'en-US', colorScheme: 'dark' },
    );
  }, 120_000);
});
