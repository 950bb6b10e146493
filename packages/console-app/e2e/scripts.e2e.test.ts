import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asSignedIn,
  axeViolations,
  dismissNotices,
  makeMedia,
  openE2E,
  PHONES,
  ROOT,
  signInWithPasswordInEnglish,
  uploadMaterials,
  withPage,
  type E2E,
} from './harness';

/**
 * 脚本创作 (issue 23, ADR 0030) against the reference server in Chromium: a script made from two
 * uploaded library materials gets its shots reordered by keyboard and narration on both in the
 * storyboard editor, is saved as the database then holds it and reopened after a reload, renders
 * into a synthesis task whose finished video (ffprobe) lasts longer than the shots' narration, and
 * goes to the recycle bin and back; one made from a template opens in the editor. The list, the
 * editor, the template dialog and the recycle bin are axe-clean in zh/light and en/dark.
 */
let e2e: E2E;
beforeAll(async () => {
  // The worker looks for queued renders every half second.
  e2e = await openE2E({ jobStepMs: 500 });
}, 60_000);
afterAll(async () => {
  await e2e?.close();
});

const BRAND = '星河美妆';
const LIST = '/sumwhy_video/creative_script';
const BIN = '/sumwhy_video/creative_script/recycle_bin';
const NAME = 'E2E 两分镜脚本';
const NARRATIONS = ['星河美妆新品上市。', '欢迎到店体验，限时八折。'];
const FFPROBE = (
  createRequire(join(ROOT, 'packages/server/package.json'))('@ffprobe-installer/ffprobe') as { path: string }
).path;

const saved = () =>
  e2e.query<{ id: number; spec: string; shot_count: number; narration_length: number; deleted_at: string | null }>(
    'SELECT id, spec, shot_count, narration_length, deleted_at FROM editing_projects WHERE brand_id = 13 AND name = ?',
    NAME,
  );

async function open(page: Page, path: string, title: string | RegExp) {
  await page.goto(`${e2e.url}${path}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}
const shot = (page: Page, n: number) =>
  page
    .getByRole('list', { name: '分镜' })
    .getByRole('listitem')
    .nth(n - 1);

/** How long the server's voice speaks a text (the preview the editor plays), in milliseconds. */
async function spokenMs(page: Page, text: string): Promise<number> {
  return page.evaluate(async (text) => {
    const body = new URLSearchParams({ voice: 'zh-female', text });
    const response = await fetch('/api/v1/sumvideo/sv/speech/preview', {
      method: 'POST',
      headers: {
        token: localStorage.getItem('token') ?? '',
        userId: localStorage.getItem('userId') ?? '',
        brandId: String((JSON.parse(localStorage.getItem('brandInfo') ?? '{}') as { brandId?: number }).brandId ?? ''),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body,
    });
    const json = (await response.json()) as { data: { durationMs: number } };
    return json.data.durationMs;
  }, text);
}

/** The length ffprobe measures of a file, in milliseconds, and whether it has sound. */
function probe(bytes: Buffer) {
  const dir = mkdtempSync(join(tmpdir(), 'bc-e2e-scripts-'));
  try {
    const file = join(dir, 'video.mp4');
    writeFileSync(file, bytes);
    const run = spawnSync(FFPROBE, ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', file]);
    if (run.status !== 0) throw new Error(`ffprobe failed: ${run.stderr.toString()}`);
    const facts = JSON.parse(run.stdout.toString()) as {
      format: { duration: string };
      streams: Array<{ codec_type: string }>;
    };
    return {
      ms: Number(facts.format.duration) * 1000,
      audio: facts.streams.some((s) => s.codec_type === 'audio'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('scripts', () => {
  it('makes a script from two uploaded materials, narrates and saves it, renders it into a finished video, and moves it to the recycle bin and back', async () => {
    await asSignedIn(
      e2e,
      PHONES.admin,
      async (page) => {
        await page.goto(`${e2e.url}/sumwhy_video/material_library`);
        await dismissNotices(page);
        const { video, image } = await makeMedia(page, { videoMs: 1_500 });
        await uploadMaterials(page, [
          { name: 'E2E脚本片段.mp4', mimeType: 'video/mp4', buffer: video },
          { name: 'E2E脚本图.png', mimeType: 'image/png', buffer: image },
        ]);

        await open(page, LIST, '脚本创作');
        await page.getByText(/共 \d+ 个脚本/).waitFor();
        expect(await axeViolations(page)).toEqual([]);

        // New from materials: the video, then the image, one shot each.
        await page.getByRole('button', { name: '从素材新建' }).click();
        const dialog = page.getByRole('dialog', { name: '从素材新建脚本' });
        await dialog.getByRole('textbox', { name: '脚本名称' }).fill(NAME);
        await dialog.getByRole('button', { name: '添加素材' }).click();
        let picker = page.getByRole('dialog', { name: '选择视频或图片素材' });
        await picker.getByRole('button', { name: '选择 E2E脚本片段' }).click();
        await dialog.getByText('E2E脚本片段').waitFor();
        await dialog.getByRole('button', { name: '添加素材' }).click();
        picker = page.getByRole('dialog', { name: '选择视频或图片素材' });
        await picker.getByRole('radio', { name: '图片' }).click();
        await picker.getByRole('button', { name: '选择 E2E脚本图' }).click();
        await dialog.getByText('E2E脚本图').waitFor();
        await dialog.getByRole('button', { name: '创建并编辑' }).click();

        await page.waitForURL(/creative_script\/detail\?id=\d+/);
        await page.getByRole('heading', { level: 1, name: `脚本分镜：${NAME}` }).waitFor();
        await shot(page, 1).getByText('E2E脚本片段').waitFor();
        expect(await shot(page, 2).getByRole('radio', { name: '图片' }).isChecked()).toBe(true);
        await shot(page, 2).getByText('E2E脚本图').waitFor();
        expect(await axeViolations(page)).toEqual([]);

        // The image shot first, by keyboard (Alt+↑ on its handle).
        await page.getByRole('button', { name: /^拖动排序：分镜 2/ }).focus();
        await page.keyboard.press('Alt+ArrowUp');
        await shot(page, 1).getByText('E2E脚本图').waitFor();

        // Narration on both shots, counted as it is typed.
        await shot(page, 1).getByRole('textbox', { name: '旁白' }).fill(NARRATIONS[0]!);
        await shot(page, 1)
          .getByText(`${[...NARRATIONS[0]!].length} / 500 字`)
          .waitFor();
        await shot(page, 2).getByRole('textbox', { name: '旁白' }).fill(NARRATIONS[1]!);
        await page.getByRole('button', { name: '保存', exact: true }).click();
        await page.getByText('已保存').first().waitFor();
        await expect.poll(() => (JSON.parse(saved()[0]!.spec) as { shots: unknown[] }).shots.length).toBe(2);
        const [row] = saved();
        const spec = JSON.parse(row!.spec) as {
          shots: Array<{ narration: string; slot: string; durationMs: number | null }>;
        };
        expect(spec.shots.map((s) => s.narration)).toEqual(NARRATIONS);
        expect(spec.shots.map((s) => s.slot)).toEqual(['image', 'video']);
        expect(row).toMatchObject({ shot_count: 2, deleted_at: null });
        expect(page.url()).toContain(`id=${row!.id}`);

        // A reload opens it as saved.
        await page.reload();
        await page.getByRole('heading', { level: 1, name: `脚本分镜：${NAME}` }).waitFor();
        expect(await shot(page, 1).getByRole('textbox', { name: '旁白' }).inputValue()).toBe(NARRATIONS[0]);
        expect(await shot(page, 2).getByRole('textbox', { name: '旁白' }).inputValue()).toBe(NARRATIONS[1]);
        await shot(page, 1).getByText('E2E脚本图').waitFor();

        // Render: a synthesis task that completes with a video longer than the narration spoken.
        await page.getByRole('button', { name: '生成视频' }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: '生成视频' }).click();
        await page.getByRole('button', { name: '查看合成任务' }).click();
        await page.waitForURL(/synthesis_task\/detail\?id=\d+/);
        const player = page.getByLabel(`成片播放：${NAME}`);
        await player.waitFor({ timeout: 90_000 });
        const src = await player.evaluate((element: HTMLVideoElement) => element.currentSrc || element.src);
        const file = await page.request.get(src);
        expect(file.status()).toBe(200);
        const facts = probe(Buffer.from(await file.body()));
        let spoken = 0;
        for (const text of NARRATIONS) spoken += await spokenMs(page, text);
        expect(facts.audio).toBe(true);
        expect(facts.ms).toBeGreaterThan(spoken);
        const [task] = e2e.query<{ mode: number; status: number }>(
          'SELECT mode, status FROM synthesis_tasks WHERE template_id = ? ORDER BY id DESC LIMIT 1',
          row!.id,
        );
        expect(task).toMatchObject({ mode: 3, status: 2 });

        // To the recycle bin from the list (searched by name in the address), and back.
        await open(page, `${LIST}?name=${encodeURIComponent(NAME)}`, '脚本创作');
        await page.getByRole('button', { name: `移入回收站 ${NAME}` }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: '移入回收站' }).click();
        await page.getByText('没有符合条件的脚本').waitFor();
        expect(saved()[0]!.deleted_at).not.toBeNull();
        await page.getByRole('button', { name: '回收站', exact: true }).click();
        await page.getByRole('heading', { level: 1, name: '脚本回收站' }).waitFor();
        const binned = page.getByRole('row').filter({ has: page.getByRole('cell', { name: NAME }) });
        await binned.waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await binned.getByRole('button', { name: `恢复 ${NAME}` }).click();
        await page.getByText('已恢复 1 个脚本').first().waitFor();
        expect(saved()[0]!.deleted_at).toBeNull();
        // Back to the list with its search kept.
        await page.getByRole('button', { name: '返回脚本列表' }).click();
        await page.waitForURL(/creative_script\?name=/);
        await page.getByRole('cell', { name: NAME, exact: true }).waitFor();
      },
      BRAND,
    );
  }, 240_000);

  it('makes a script from a template in English, and is axe-clean on dark', async () => {
    await withPage(
      e2e,
      async (page) => {
        await signInWithPasswordInEnglish(page, e2e.url, PHONES.admin, BRAND);
        await dismissNotices(page);
        await open(page, LIST, /.+/);
        await page.getByText(/^\d+ scripts$/).waitFor();
        expect(await axeViolations(page)).toEqual([]);

        // New from a template of the space: its shots become the storyboard.
        await page.getByRole('button', { name: 'New from a template' }).click();
        const dialog = page.getByRole('dialog', { name: 'New script from a template' });
        const first = dialog.getByRole('button', { name: / shots$/ }).first();
        await first.waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await first.click();
        await page.waitForURL(/creative_script\/detail\?id=\d+/);
        const id = Number(new URL(page.url()).searchParams.get('id'));
        const [made] = e2e.query<{ name: string; template_id: number | null; shot_count: number }>(
          'SELECT name, template_id, shot_count FROM editing_projects WHERE id = ? AND brand_id = 13',
          id,
        );
        expect(made!.template_id).not.toBeNull();
        await page.getByRole('heading', { level: 1, name: `Storyboard: ${made!.name}` }).waitFor();
        expect(await page.getByRole('list', { name: 'Shots' }).getByRole('listitem').count()).toBe(made!.shot_count);

        // The shared schema refuses an empty name in English, next to the field.
        await page.getByRole('textbox', { name: 'Script name' }).fill('');
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await page.getByText('Enter the script’s name').waitFor();
        await page.mouse.move(0, 0);
        expect(await axeViolations(page)).toEqual([]);
        // Its name back as it was: nothing unsaved, so leaving does not ask.
        await page.getByRole('textbox', { name: 'Script name' }).fill(made!.name);
        await open(page, BIN, 'Script recycle bin');
        await page.getByRole('table').waitFor();
        expect(await axeViolations(page)).toEqual([]);
      },
      { locale: 'en-US', colorScheme: 'dark' },
    );
  }, 120_000);
});
