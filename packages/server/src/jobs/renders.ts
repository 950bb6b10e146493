import {
  MERGE_SPLIT_OPERATION,
  TEMPLATE_SIZES,
  type RenderFailureReason,
  type SpeechVoice,
} from '@brand-console/api-client';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { transaction } from '../db/database';
import { addMaterialTags, insertMaterial, materialById, type MaterialRow } from '../db/materialLibrary';
import {
  endRenderJob,
  insertGeneratedFile,
  insertRenderJob,
  nextWaitingRender,
  operationsWithoutRender,
  RenderStatus,
  renderJobById,
  setRenderProgress,
  startRenderJob,
  type RenderJobRow,
} from '../db/renderJobs';
import {
  CreationType,
  endSynthesisTask,
  insertCreation,
  setSynthesisProgress,
  startSynthesisTask,
  SynthesisStatus,
  synthesisTaskById,
  taskSpecOf,
  type SynthesisTaskRow,
} from '../db/synthesis';
import { completeOperation, operationById, setOperationStatus, type OperationRow } from '../db/videoCreation';
import type { Services } from '../http/context';
import { MaterialSource, MaterialType, MergeSplitStatus } from '../lib/codes';
import { formatDateTime } from '../lib/time';
import { failureReason, MediaError } from '../media/errors';
import { generatedName } from '../media/output';
import { probeVideo, type MediaProbe } from '../media/probe';
import { extractCover, mergeVideos, splitPlan, splitVideo } from '../media/render';
import { synthesise, synthesiseScript } from '../media/speech';
import type { ScriptTaskSpec } from '../db/scripts';
import { DEFAULT_SUBTITLE_STYLE, type SubtitleStyle } from '../media/subtitles';
import { renderTemplate, type TemplatePlan, type TemplatePresenterPlan } from '../media/template';
import { ownDigitalModel } from '../db/digitalModels';
import { STORED_NAME } from '../storage/files';
import { FONT_PACKAGES, type FontKey } from '../storage/fonts';

/**
 * The render job kinds of the job worker (ADR 0027, 0028): material splits and merges, and
 * synthesis tasks (a template's video, which becomes a creation of the 成品库), made real by the
 * media engine. `pumpRenders` (called by every `tickJobs`) starts the oldest waiting render when
 * the render queue has room; the render then runs on its own, writing its progress to its row, and
 * ends done (its materials exist, with files, covers, measured duration and size), failed with a
 * reason, or cancelled (`cancelRender`), its partial output removed.
 */

/** Most pieces one split makes (the route refuses more). */
export const SPLIT_MAX_PIECES = 20;
/** Share of a render's progress taken by ffmpeg's encoding; covers and saving take the rest. */
const ENCODE_SHARE = 90;

/** The file on disk of a material's stored video, or a failure reason. */
function sourceFile(services: Services, material: MaterialRow | undefined): string {
  if (!material) throw new MediaError('sourceDeleted');
  const name = material.url?.startsWith('/files/') ? material.url.slice('/files/'.length) : '';
  const path = join(services.filesDir, name);
  if (!STORED_NAME.test(name) || !existsSync(path)) throw new MediaError('sourceMissing');
  return path;
}

/** The file on disk of a stored `/files/...` address (a digital model's figure), or `sourceMissing`. */
function storedFile(services: Services, url: string): string {
  const name = url.startsWith('/files/') ? url.slice('/files/'.length) : '';
  const path = join(services.filesDir, name);
  if (!STORED_NAME.test(name) || !existsSync(path)) throw new MediaError('sourceMissing');
  return path;
}

/** Gives every merge or split still in progress without a render (seeded, or queued before the engine) its render. */
function adoptOperations(services: Services): void {
  for (const op of operationsWithoutRender(services.db)) {
    insertRenderJob(services.db, op.brand_id, {
      userId: op.user_id,
      kind: op.operation_type === MERGE_SPLIT_OPERATION.merge ? 'merge' : 'split',
      operationId: op.id,
      createdAt: op.created_at,
    });
  }
}

/** Starts waiting renders while the queue has room. Returns how many started. */
export function pumpRenders(services: Services): number {
  adoptOperations(services);
  let started = 0;
  while (services.renders.hasRoom()) {
    const job = nextWaitingRender(services.db);
    if (!job) break;
    if (!startRenderJob(services.db, job.brand_id, job.id, formatDateTime(services.now()))) continue;
    if (job.operation_id) setOperationStatus(services.db, job.brand_id, job.operation_id, MergeSplitStatus.inProgress4);
    if (job.task_id) startSynthesisTask(services.db, job.brand_id, job.task_id, formatDateTime(services.now()));
    started += 1;
    services.renders.start(
      job.id,
      (signal) => runRender(services, job, signal),
      (error) => services.log(`renders: job ${job.id} failed outside its run: ${(error as Error).stack ?? error}`),
    );
  }
  return started;
}

/** Ends a render and its operation or synthesis task as failed or cancelled (a task cancelled is closed). */
function endFailed(services: Services, job: RenderJobRow, reason: RenderFailureReason): void {
  const finishedAt = formatDateTime(services.now());
  transaction(services.db, () => {
    const ended = endRenderJob(services.db, job.brand_id, job.id, {
      status: reason === 'cancelled' ? RenderStatus.cancelled : RenderStatus.failed,
      reason,
      finishedAt,
    });
    if (ended && job.operation_id) {
      setOperationStatus(services.db, job.brand_id, job.operation_id, MergeSplitStatus.failed);
    }
    if (ended && job.task_id) {
      endSynthesisTask(
        services.db,
        job.brand_id,
        job.task_id,
        reason === 'cancelled'
          ? { status: SynthesisStatus.closed, finishedAt }
          : { status: SynthesisStatus.abnormal, reason, finishedAt },
      );
    }
  });
}

/**
 * Cancels a member's waiting or running render: a running one's ffmpeg is killed and its partial
 * output removed by the run; either ends `cancelled`, its operation failed (and its videos given
 * back to the member's quota). False when it had already ended.
 */
export function cancelRender(services: Services, job: RenderJobRow): boolean {
  if (job.status !== RenderStatus.waiting && job.status !== RenderStatus.running) return false;
  // End the row first: a run that finishes in between then finds it ended and removes its files.
  endFailed(services, job, 'cancelled');
  services.renders.cancel(job.id);
  return true;
}

interface Written {
  storedName: string;
  path: string;
}

/** One output of a render, measured: its video, its cover and what ffprobe read. */
interface Made {
  name: string;
  video: Written;
  cover: Written;
  coverSize: number;
  probe: MediaProbe;
}

/** Runs one render to its end; never throws (the reason is stored). */
async function runRender(services: Services, job: RenderJobRow, signal: AbortSignal): Promise<void> {
  const written: Written[] = [];
  const write = (extension: string): Written => {
    const storedName = generatedName(extension);
    const file = { storedName, path: join(services.filesDir, storedName) };
    written.push(file);
    return file;
  };
  let lastProgress = -1;
  const progress = (fraction: number) => {
    const value = Math.floor(fraction * ENCODE_SHARE);
    if (value === lastProgress) return;
    lastProgress = value;
    setRenderProgress(services.db, job.brand_id, job.id, value);
    if (job.task_id) setSynthesisProgress(services.db, job.brand_id, job.task_id, value);
  };
  try {
    if (job.kind === 'synthesis') {
      await runSynthesis(services, job, signal, write, progress);
      return;
    }
    const op = job.operation_id ? operationById(services.db, job.brand_id, job.operation_id) : undefined;
    if (!op) throw new MediaError('sourceDeleted');
    const sources = (JSON.parse(op.source_ids) as number[]).map((id) => materialById(services.db, job.brand_id, id));
    const files = sources.map((m) => sourceFile(services, m));
    const probes = await Promise.all(files.map((file) => probeVideo(file)));
    const names = JSON.parse(op.target_names) as string[];
    const pieces: Array<{ name: string; video: Written; probe?: MediaProbe }> = [];
    if (op.operation_type === MERGE_SPLIT_OPERATION.merge) {
      const video = write('mp4');
      const probe = await mergeVideos(files, video.path, { probes, signal, onProgress: progress });
      pieces.push({ name: names[0] ?? `${sources[0]!.name}_合并`, video, probe });
    } else {
      const plan = splitPlan(
        probes[0]!.durationMs,
        op.split_duration ?? 5000,
        Math.min(names.length, SPLIT_MAX_PIECES),
      );
      const videos = plan.map(() => write('mp4'));
      await splitVideo(
        files[0]!,
        op.split_duration ?? 5000,
        videos.map((v) => v.path),
        { probe: probes[0]!, signal, onProgress: progress },
      );
      plan.forEach((_, i) => pieces.push({ name: names[i]!, video: videos[i]! }));
    }
    // Each piece measured by ffprobe, with a cover frame of its own (a second in, or its middle).
    const made: Made[] = [];
    for (const piece of pieces) {
      if (signal.aborted) throw new MediaError('cancelled');
      const probe = piece.probe ?? (await probeVideo(piece.video.path));
      const cover = write('jpg');
      await extractCover(piece.video.path, cover.path, Math.min(1000, probe.durationMs / 2), probe);
      made.push({ ...piece, cover, probe, coverSize: (await stat(cover.path)).size });
    }
    if (signal.aborted) throw new MediaError('cancelled');
    const saved = saveOutputs(services, job, op, made);
    if (!saved) throw new MediaError('cancelled');
  } catch (error) {
    const reason = signal.aborted ? 'cancelled' : failureReason(error);
    if (reason !== 'cancelled') {
      const detail = error instanceof MediaError ? error.detail : ((error as Error).stack ?? String(error));
      services.log(`renders: job ${job.id} (${job.kind}) failed: ${reason}${detail ? `: ${detail.slice(-500)}` : ''}`);
    }
    await Promise.all(written.map((file) => rm(file.path, { force: true })));
    // Stopped with the server: left running, it starts again at the next start.
    if (!services.renders.stopped) endFailed(services, job, reason);
  }
}

/**
 * Stores a render's outputs in one transaction: the files as the brand's, a material per piece
 * (source merge 30 or split 31, with the operation's tags and folder), the operation completed and
 * the job done. False, storing nothing, when the job was cancelled meanwhile.
 */
function saveOutputs(services: Services, job: RenderJobRow, op: OperationRow, made: readonly Made[]): boolean {
  const { db } = services;
  const now = formatDateTime(services.now());
  const tagIds = JSON.parse(op.tag_ids) as number[];
  const folderIds = JSON.parse(op.folder_ids) as number[];
  return transaction(db, () => {
    const current = renderJobById(db, job.brand_id, job.id);
    if (!current || current.status !== RenderStatus.running) return false;
    const ids = made.map((piece) => {
      insertGeneratedFile(db, job.brand_id, {
        userId: op.user_id,
        storedName: piece.video.storedName,
        name: `${piece.name}.mp4`,
        mime: 'video/mp4',
        size: piece.probe.size,
        createdAt: now,
      });
      insertGeneratedFile(db, job.brand_id, {
        userId: op.user_id,
        storedName: piece.cover.storedName,
        name: `${piece.name}.jpg`,
        mime: 'image/jpeg',
        size: piece.coverSize,
        createdAt: now,
      });
      return insertMaterial(db, job.brand_id, {
        name: piece.name,
        type: MaterialType.video,
        url: `/files/${piece.video.storedName}`,
        coverUrl: `/files/${piece.cover.storedName}`,
        size: piece.probe.size,
        duration: piece.probe.durationMs,
        width: piece.probe.width,
        height: piece.probe.height,
        createTime: now,
        source: op.operation_type === MERGE_SPLIT_OPERATION.merge ? MaterialSource.merge : MaterialSource.split,
        userId: op.user_id,
        folderId: folderIds[0] ?? null,
      });
    });
    addMaterialTags(db, job.brand_id, ids, tagIds);
    completeOperation(db, job.brand_id, op.id, ids);
    endRenderJob(db, job.brand_id, job.id, { status: RenderStatus.done, finishedAt: now });
    return true;
  });
}

/** The brand font a template's text and subtitles are drawn in (the first brand font when it names another). */
const fontKeyOf = (key: string): FontKey => (Object.hasOwn(FONT_PACKAGES, key) ? (key as FontKey) : 'zcool-kuaile');

/**
 * A synthesis task's render: its spec's materials resolved in its brand (a deleted one fails it
 * with `sourceDeleted`, one without a file with `sourceMissing`), its narration synthesised
 * (`speechFailed`), the template rendered, a cover taken and the video stored as a creation
 * (source 11, template generation) with what ffprobe measured. Throws a `MediaError` on failure;
 * the caller removes what was written.
 */
async function runSynthesis(
  services: Services,
  job: RenderJobRow,
  signal: AbortSignal,
  write: (extension: string) => Written,
  progress: (fraction: number) => void,
): Promise<void> {
  const task = job.task_id ? synthesisTaskById(services.db, job.brand_id, job.task_id) : undefined;
  if (!task) throw new MediaError('sourceDeleted');
  const spec = taskSpecOf(task);
  const fileOf = (id: number) => sourceFile(services, materialById(services.db, job.brand_id, id));
  const shots = spec.shots.map((shot) => ({
    durationMs: shot.durationMs,
    slot: shot.slot,
    input: shot.materialId === null ? null : fileOf(shot.materialId),
    texts: shot.texts,
    transition: shot.transition,
  }));
  const music = spec.musicMaterialId === null ? null : { file: fileOf(spec.musicMaterialId), volume: spec.musicVolume };
  // A presenter (ADR 0035): the brand's digital model's figure over every shot and, unless told
  // otherwise, its voice speaking the narration. A model deleted since fails the render.
  const model = spec.presenter ? ownDigitalModel(services.db, job.brand_id, spec.presenter.modelId) : undefined;
  if (spec.presenter && !model) throw new MediaError('sourceDeleted');
  const presenter: TemplatePresenterPlan | null =
    spec.presenter && model
      ? {
          file: storedFile(services, model.figure_url),
          kind: model.figure_kind,
          position: spec.presenter.position,
          scale: spec.presenter.scale,
        }
      : null;
  const voiceOf = (voice: SpeechVoice): SpeechVoice =>
    model && spec.presenter?.modelVoice !== false ? model.voice : voice;
  const work = await mkdtemp(join(tmpdir(), 'bc-synthesis-'));
  try {
    let narration: TemplatePlan['narration'] = null;
    const script = (spec as Partial<ScriptTaskSpec>).script;
    if (script) {
      // A script (mode 3, ADR 0030): each shot speaks its own narration and lasts as long as it takes.
      let spoken;
      try {
        spoken = await synthesiseScript(
          script.shots.map((shot) => ({ text: shot.narration, minMs: shot.minMs })),
          voiceOf(script.voice),
        );
      } catch (error) {
        throw error instanceof MediaError ? error : new MediaError('speechFailed', (error as Error).message);
      }
      spoken.shotsMs.forEach((ms, i) => {
        if (shots[i]) shots[i].durationMs = ms;
      });
      if (spoken.speech) {
        const wav = join(work, 'narration.wav');
        await writeFile(wav, spoken.speech.wav);
        narration = { wav, durationMs: spoken.speech.durationMs, cues: spoken.speech.cues };
      }
    } else if (spec.narration) {
      let speech;
      try {
        speech = await synthesise(spec.narration.text, voiceOf(spec.narration.voice));
      } catch (error) {
        throw error instanceof MediaError ? error : new MediaError('speechFailed', (error as Error).message);
      }
      const wav = join(work, 'narration.wav');
      await writeFile(wav, speech.wav);
      narration = { wav, durationMs: speech.durationMs, cues: speech.cues };
    }
    if (signal.aborted) throw new MediaError('cancelled');
    const style = spec.subtitles.style;
    const subtitles: SubtitleStyle | null = spec.subtitles.enabled
      ? { ...DEFAULT_SUBTITLE_STYLE, ...style, fontKey: fontKeyOf(style.fontKey) }
      : null;
    const video = write('mp4');
    const probe = await renderTemplate(
      {
        ...TEMPLATE_SIZES[spec.ratio],
        shots,
        fontKey: fontKeyOf(style.fontKey),
        music,
        narration,
        subtitles,
        presenter,
      },
      video.path,
      { signal, onProgress: progress },
    );
    if (signal.aborted) throw new MediaError('cancelled');
    const cover = write('jpg');
    await extractCover(video.path, cover.path, Math.min(1000, probe.durationMs / 2), probe);
    const coverSize = (await stat(cover.path)).size;
    if (signal.aborted) throw new MediaError('cancelled');
    if (!saveCreation(services, job, task, { name: task.name, video, cover, coverSize, probe })) {
      throw new MediaError('cancelled');
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Stores a synthesis task's video in one transaction: its files as the brand's, a creation with
 * the measured facts, the task completed with it and the job done. False, storing nothing, when the
 * job was cancelled meanwhile.
 */
function saveCreation(services: Services, job: RenderJobRow, task: SynthesisTaskRow, made: Made): boolean {
  const { db } = services;
  const now = formatDateTime(services.now());
  return transaction(db, () => {
    const current = renderJobById(db, job.brand_id, job.id);
    if (!current || current.status !== RenderStatus.running) return false;
    insertGeneratedFile(db, job.brand_id, {
      userId: task.user_id,
      storedName: made.video.storedName,
      name: `${made.name}.mp4`,
      mime: 'video/mp4',
      size: made.probe.size,
      createdAt: now,
    });
    insertGeneratedFile(db, job.brand_id, {
      userId: task.user_id,
      storedName: made.cover.storedName,
      name: `${made.name}.jpg`,
      mime: 'image/jpeg',
      size: made.coverSize,
      createdAt: now,
    });
    const creationId = insertCreation(db, job.brand_id, {
      userId: task.user_id,
      name: made.name,
      creationType: CreationType.video,
      url: `/files/${made.video.storedName}`,
      coverUrl: `/files/${made.cover.storedName}`,
      duration: made.probe.durationMs,
      size: made.probe.size,
      width: made.probe.width,
      height: made.probe.height,
      source:
        task.mode === 3
          ? MaterialSource.scriptGeneration
          : task.mode === 1
            ? MaterialSource.pipeline
            : task.mode === 4
              ? MaterialSource.smartMix
              : MaterialSource.templateGeneration,
      taskId: task.id,
      createdAt: now,
    });
    endSynthesisTask(db, job.brand_id, task.id, { status: SynthesisStatus.completed, creationId, finishedAt: now });
    endRenderJob(db, job.brand_id, job.id, { status: RenderStatus.done, finishedAt: now });
    return true;
  });
}
