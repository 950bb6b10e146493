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
  openE2E,
  PHONES,
  ROOT,
  signInWithPasswordInEnglish,
  withPage,
  type E2E,
} from './harness';

/**
 * 数字人 (issue 23, ADR 0035) in Chromium against the reference server: a virtual model of the
 * library is copied into the brand and given another voice in the editor dialog; the template
 * editor places it as a template's presenter; the template renders, and the finished file (ffprobe)
 * has an audio track and lasts as long as the model's voice takes to speak the narration. The
 * 数字人 page and the dialog are axe-clean. In English on dark: a pipeline's presenter is chosen on
 * its 数字人 sub-page, and the seeded replacement rule of 双十一主推款口播 runs item by item, capped at
 * two videos, queuing two synthesis tasks.
 */
let e2e: E2E;
beforeAll(async () => {
  // The worker looks for queued renders every half second.
  e2e = await openE2E({ jobStepMs: 500 });
}, 60_000);
afterAll(async () => {
  await e2e?.close();
});

const FFPROBE = (
  createRequire(join(ROOT, 'packages/server/package.json'))('@ffprobe-installer/ffprobe') as { path: string }
).path;
const MODEL = 'Emma · English host';
const NARRATION = 'Welcome to our store. Three new products arrived today, come and try them.';

/** Calls the API as the signed-in page does (its session headers), answering `data`. */
async function call<T>(page: Page, path: string, body: Record<string, unknown>, json = false): Promise<T> {
  return page.evaluate(
    async ({ path, body, json }) => {
      const headers: Record<string, string> = {
        token: localStorage.getItem('token') ?? '',
        userId: localStorage.getItem('userId') ?? '',
        brandId: String((JSON.parse(localStorage.getItem('brandInfo') ?? '{}') as { brandId?: number }).brandId ?? ''),
        'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded',
      };
      const encoded = json
        ? JSON.stringify(body)
        : new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString();
      const answer = await fetch(`/api${path}`, { method: 'POST', headers, body: encoded });
      const parsed = (await answer.json()) as { code: number; msg: string; data: unknown };
      if (!answer.ok) throw new Error(`${path}: ${answer.status} ${parsed.msg}`);
      return parsed.data as never;
    },
    { path, body, json },
  );
}

function probe(bytes: Buffer) {
  const dir = mkdtempSync(join(tmpdir(), 'bc-e2e-digital-model-'));
  try {
    const file = join(dir, 'video.mp4');
    writeFileSync(file, bytes);
    const run = spawnSync(FFPROBE, ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', file]);
    if (run.status !== 0) throw new Error(`ffprobe failed: ${run.stderr.toString()}`);
    return JSON.parse(run.stdout.toString()) as {
      format: { duration: string };
      streams: Array<{ codec_type: string; codec_name: string }>;
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('digital models', () => {
  it('copies a virtual model, gives it another voice, places it in a template and renders it speaking', async () => {
    await asSignedIn(
      e2e,
      PHONES.admin,
      async (page) => {
        await page.goto(`${e2e.url}/sumwhy_video/digital_model?tab=library`);
        await dismissNotices(page);
        await page.getByRole('heading', { level: 1, name: '数字人' }).waitFor();
        const libraryCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: MODEL }) });
        await libraryCard.waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await libraryCard.getByRole('button', { name: `复制到我的数字人 ${MODEL}` }).click();
        await page.getByText(`已复制：${MODEL}`).first().waitFor();
        const [copy] = e2e.query<{ id: number; voice: string; library_id: number }>(
          'SELECT id, voice, library_id FROM digital_models WHERE brand_id = 13 AND name = ?',
          MODEL,
        );
        expect(copy).toMatchObject({ voice: 'en-us-female' });

        // Its voice changed in the editor dialog, on the brand's own tab.
        await page.getByRole('tab', { name: /我的数字人/ }).click();
        const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: MODEL }) });
        await card.getByRole('button', { name: `编辑 ${MODEL}` }).click();
        const dialog = page.getByRole('dialog', { name: `编辑数字人：${MODEL}` });
        await dialog.getByRole('combobox', { name: '配音' }).click();
        await page.getByRole('option', { name: '英式英语 · 男声' }).click();
        expect(await axeViolations(page)).toEqual([]);
        await dialog.getByRole('button', { name: '保存' }).click();
        await page.getByText('数字人已保存').first().waitFor();
        expect(e2e.query<{ voice: string }>('SELECT voice FROM digital_models WHERE id = ?', copy!.id)[0]!.voice).toBe(
          'en-gb-male',
        );

        // A one-shot template with narration (its own voice American), given the model as its presenter in the editor.
        const { id: templateId } = await call<{ id: number }>(
          page,
          '/v1/sumvideo/sv/template/save',
          {
            name: 'E2E 数字人口播',
            categoryId: null,
            spec: {
              ratio: '1:1',
              shots: [{ durationMs: 2000, slot: 'video', materialId: null, texts: [], transition: 'none' }],
              musicMaterialId: null,
              musicVolume: 40,
              narration: { text: NARRATION, voice: 'en-us-female' },
              subtitles: {
                enabled: false,
                style: {
                  fontKey: 'zcool-kuaile',
                  fontSize: 44,
                  color: '#ffffff',
                  strokeColor: '#1f1f1f',
                  strokeWidth: 3,
                  position: 'bottom',
                },
              },
            },
          },
          true,
        );
        await page.goto(`${e2e.url}/sumwhy_video/template_space/template_edit?id=${templateId}`);
        await page.getByRole('heading', { level: 1, name: '编辑模板：E2E 数字人口播' }).waitFor();
        await page.getByRole('combobox', { name: '数字人' }).click();
        await page.getByRole('option', { name: new RegExp(`^${MODEL}`) }).click();
        await page.getByRole('radio', { name: '居中' }).click();
        await page.getByRole('button', { name: '保存模板' }).click();
        await page.getByText('模板已保存').first().waitFor();
        const spec = JSON.parse(
          e2e.query<{ spec: string }>('SELECT spec FROM video_templates WHERE id = ?', templateId)[0]!.spec,
        ) as { presenter: unknown };
        expect(spec.presenter).toMatchObject({ modelId: copy!.id, position: 'center', modelVoice: true });

        // Rendered: the model's voice (British, not the template's American) sets the length.
        const { taskIds } = await call<{ taskIds: number[] }>(
          page,
          '/v1/sumvideo/sv/synthesis/createFromTemplate',
          { templateId, name: 'E2E 数字人视频', variants: [{ slots: [], narration: null }] },
          true,
        );
        const speech = await call<{ durationMs: number }>(page, '/v1/sumvideo/sv/speech/preview', {
          voice: 'en-gb-male',
          text: NARRATION,
        });
        await expect
          .poll(
            () =>
              e2e.query<{ status: number }>('SELECT status FROM synthesis_tasks WHERE id = ?', taskIds[0]!)[0]!.status,
            {
              timeout: 90_000,
              interval: 500,
            },
          )
          .toBe(2);
        const detail = await call<{ creation: { url: string } }>(page, '/v1/sumvideo/sv/synthesis/detail', {
          id: taskIds[0]!,
        });
        const file = await page.request.get(new URL(detail.creation.url, e2e.url).toString());
        expect(file.status()).toBe(200);
        const facts = probe(Buffer.from(await file.body()));
        expect(facts.streams.some((s) => s.codec_type === 'audio' && s.codec_name === 'aac')).toBe(true);
        const probedMs = Number(facts.format.duration) * 1000;
        expect(Math.abs(probedMs - Math.max(2000, speech.durationMs + 500))).toBeLessThanOrEqual(150);
      },
      '星河美妆',
    );
  }, 240_000);

  it('sets a pipeline’s presenter and runs a replacement rule into two tasks, in English on dark', async () => {
    await withPage(
      e2e,
      async (page) => {
        await signInWithPasswordInEnglish(page, e2e.url, PHONES.admin, '星河美妆');
        await dismissNotices(page);
        const pipeline = e2e.query<{ id: number }>('SELECT id FROM pipelines WHERE brand_id = 13 ORDER BY id')[0]!;
        const model = e2e.query<{ id: number; name: string }>(
          'SELECT id, name FROM digital_models WHERE brand_id = 13 ORDER BY id',
        )[0]!;
        await page.goto(`${e2e.url}/sumwhy_video/Assemblyline/assemblyline_details/digitalPerson?id=${pipeline.id}`);
        await page.getByRole('heading', { level: 1, name: 'Pipeline presenter' }).waitFor();
        await page.getByRole('combobox', { name: 'Digital model' }).click();
        await page.getByRole('option', { name: new RegExp(`^${model.name}`) }).click();
        await page.getByRole('radio', { name: 'Left' }).click();
        await page.mouse.move(0, 0);
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await page.getByText('The pipeline’s digital model is saved').first().waitFor();
        const stored = e2e.query<{ presenter: string }>(
          'SELECT presenter FROM pipelines WHERE id = ?',
          pipeline.id,
        )[0]!;
        expect(JSON.parse(stored.presenter)).toMatchObject({ modelId: model.id, position: 'left' });

        const name = '双十一主推款口播';
        await page.goto(`${e2e.url}/sumwhy_video/template_space?name=${encodeURIComponent(name)}`);
        const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
        await card.getByRole('button', { name: `Replacement rules of ${name}` }).click();
        const dialog = page.getByRole('dialog', { name: `Replacement rules: ${name}` });
        await dialog.getByText('开场标题三选一', { exact: false }).first().waitFor();
        await dialog.getByRole('radio', { name: 'Item by item' }).click();
        await dialog.getByRole('spinbutton', { name: 'At most (videos)' }).fill('2');
        await dialog.getByText('2 videos will be made (3 combinations)').waitFor();
        await dialog.getByRole('textbox', { name: 'Video name' }).fill('E2E 替换规则');
        expect(await axeViolations(page)).toEqual([]);
        await dialog.getByRole('button', { name: 'Make videos' }).click();
        await page.getByText('2 synthesis tasks created').first().waitFor();
        const tasks = e2e.query<{ name: string; mode: number; spec: string }>(
          "SELECT name, mode, spec FROM synthesis_tasks WHERE brand_id = 13 AND name LIKE 'E2E 替换规则%' ORDER BY id",
        );
        expect(tasks.map((t) => [t.name, t.mode])).toEqual([
          ['E2E 替换规则', 2],
          ['E2E 替换规则-2', 2],
        ]);
        const titles = tasks.map(
          (t) =>
            (JSON.parse(t.spec) as { shots: Array<{ texts: Array<{ content: string }> }> }).shots[0]!.texts[0]!.content,
        );
        expect(titles).toEqual(['双十一主推款', '限时五折 只此一天']);
      },
      { locale: 'en-US', colorScheme: 'dark' },
    );
  }, 120_000);
});
