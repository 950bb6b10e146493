import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from './ffmpeg';
import { probeMedia, probeVideo } from './probe';
import { makeTestClip } from './render';
import { sentencesOf, synthesise, SENTENCE_GAP_MS } from './speech';
import { burnSubtitles, DEFAULT_SUBTITLE_STYLE, toAss, toSrt } from './subtitles';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'bc-speech-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('sentences', () => {
  it('splits Chinese and English text into sentences', () => {
    expect(sentencesOf('欢迎来到品牌控制台。今天上新三款！\n  Hello there. How are you?')).toEqual([
      '欢迎来到品牌控制台。',
      '今天上新三款！',
      'Hello there.',
      'How are you?',
    ]);
    expect(sentencesOf('。。 \n')).toEqual([]);
  });
});

describe('synthesis', () => {
  it('speaks a text into a WAV whose duration ffprobe confirms, with subtitles timed in order', async () => {
    const speech = await synthesise('欢迎来到品牌控制台。今天上新三款！', 'zh-female');
    expect(speech.durationMs).toBeGreaterThan(1000);
    const file = join(dir, 'speech.wav');
    writeFileSync(file, speech.wav);
    expect(Math.abs((await probeMedia(file)).durationMs - speech.durationMs)).toBeLessThanOrEqual(20);
    expect(speech.cues.map((c) => c.text)).toEqual(['欢迎来到品牌控制台。', '今天上新三款！']);
    const [first, second] = speech.cues;
    expect(first!.startMs).toBe(0);
    expect(first!.endMs).toBeGreaterThan(first!.startMs);
    expect(second!.startMs - first!.endMs).toBeGreaterThanOrEqual(SENTENCE_GAP_MS - 1);
    expect(second!.endMs).toBe(speech.durationMs);
  });

  it('gives male and female voices different sound, and speaks English', async () => {
    const [male, female] = await Promise.all([
      synthesise('Hello, welcome.', 'en-us-male'),
      synthesise('Hello, welcome.', 'en-us-female'),
    ]);
    expect(male.durationMs).toBeGreaterThan(300);
    expect(Buffer.compare(Buffer.from(male.wav), Buffer.from(female.wav))).not.toBe(0);
  });
});

describe('subtitles', () => {
  const cues = [
    { startMs: 0, endMs: 1250, text: '第一句' },
    { startMs: 1500, endMs: 3004, text: 'Second {line}' },
  ];

  it('writes SRT and ASS with the cue times and the style', () => {
    expect(toSrt(cues)).toBe(
      '1\n00:00:00,000 --> 00:00:01,250\n第一句\n\n2\n00:00:01,500 --> 00:00:03,004\nSecond {line}\n',
    );
    const ass = toAss(
      cues,
      { ...DEFAULT_SUBTITLE_STYLE, color: '#ff8800', position: 'top' },
      { width: 320, height: 240 },
    );
    expect(ass).toContain('PlayResY: 240');
    expect(ass).toContain('Style: Default,ZCOOL KuaiLe,48,&H000088FF,');
    expect(ass).toMatch(/,3,0,8,/);
    expect(ass).toContain('Dialogue: 0,0:00:01.50,0:00:03.00,Default,,0,0,0,,Second ｛line｝');
  });

  it('burns them into the picture with a brand font', async () => {
    const input = join(dir, 'plain.mp4');
    const output = join(dir, 'subtitled.mp4');
    await makeTestClip(input, { durationMs: 1000, width: 320, height: 240, audio: false });
    await burnSubtitles(input, output, [{ startMs: 0, endMs: 1000, text: '品牌字幕' }], {
      ...DEFAULT_SUBTITLE_STYLE,
      fontKey: 'ma-shan-zheng',
      fontSize: 60,
      position: 'middle',
    });
    expect(await probeVideo(output)).toMatchObject({ width: 320, height: 240 });
    // The same frame, with and without subtitles: the burned one differs.
    const frame = async (file: string, name: string) => {
      const out = join(dir, name);
      await runFfmpeg(['-ss', '0.5', '-i', file, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'gray', out]);
      return readFileSync(out);
    };
    const [before, after] = await Promise.all([frame(input, 'a.raw'), frame(output, 'b.raw')]);
    let changed = 0;
    for (let i = 0; i < before.length; i += 1) if (Math.abs(before[i]! - after[i]!) > 60) changed += 1;
    // Text covers a visible part of the middle band, not the whole picture.
    expect(changed / before.length).toBeGreaterThan(0.01);
    expect(changed / before.length).toBeLessThan(0.5);
  });
});
