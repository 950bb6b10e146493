import { BUILTIN_MODEL, TITLE_LIMITS } from '@brand-console/api-client';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinProvider, cleanName, fit } from './builtin';
import { openAiCompatibleProvider, textsOf } from './openaiCompatible';
import { ProviderError, type WorkContext } from './provider';

const work: WorkContext = {
  brandName: '星野美妆',
  workName: '双十一口红种草-2',
  creationType: 0,
  tags: ['口红', '双十一'],
  texts: ['新品上市', '限时尝鲜价'],
  narration: '今天为你推荐一款新品。点击下方链接了解更多。',
  templateName: '新品推荐',
};

describe('the built-in generator', () => {
  it('writes distinct titles from the work, its tags, texts and narration, the same each time, within the limit', async () => {
    const a = await builtinProvider.generate({ kind: 'title', count: 8, context: work });
    const b = await builtinProvider.generate({ kind: 'title', count: 8, context: work });
    expect(a).toEqual(b);
    expect(a.generator).toBe('builtin');
    expect(a.model).toBe(BUILTIN_MODEL);
    expect(a.items).toHaveLength(8);
    expect(new Set(a.items).size).toBe(8);
    for (const t of a.items) expect(t.length).toBeLessThanOrEqual(TITLE_LIMITS.text);
    const all = (await builtinProvider.generate({ kind: 'title', count: 10, context: work })).items.join('\n');
    expect(all).toContain('双十一口红种草');
    expect(all).not.toContain('种草-2');
    expect(all).toMatch(/口红|双十一|星野美妆|今天为你推荐一款新品|新品上市/);
  });

  it('gives another work other titles', async () => {
    const a = await builtinProvider.generate({ kind: 'title', count: 3, context: work });
    const b = await builtinProvider.generate({
      kind: 'title',
      count: 3,
      context: { ...work, workName: '门店探店 · 周末篇', tags: ['门店'] },
    });
    expect(a.items).not.toEqual(b.items);
  });

  it('writes notes with the work named, its texts as lines, and its tags as hashtags', async () => {
    const { items } = await builtinProvider.generate({
      kind: 'note',
      count: 2,
      context: { ...work, creationType: 99 },
    });
    expect(items).toHaveLength(2);
    expect(items[0]).not.toBe(items[1]);
    expect(items[0]).toContain('双十一口红种草');
    expect(items[0]).toContain('新品上市');
    expect(items[0]).toContain('#口红 #双十一 #星野美妆');
    for (const n of items) expect(n.length).toBeLessThanOrEqual(TITLE_LIMITS.note);
  });

  it('imitates an example: words swapped, clauses moved, numbers changed, never the example itself', async () => {
    const example = '双十一必囤！这支口红我回购了 5 次';
    const { items } = await builtinProvider.generate({
      kind: 'imitate',
      count: 5,
      context: { ...work, workName: '' },
      example,
    });
    expect(items).toHaveLength(5);
    expect(items).not.toContain(example);
    expect(items.join('\n')).toMatch(/必入|再入手|6 次/);
  });

  it('cleans names and fits long texts at a clause', () => {
    expect(cleanName('青禾新品 · 方形-2')).toBe('青禾新品 · 方形');
    expect(cleanName('口红（副本）')).toBe('口红');
    const long = `${'一'.repeat(70)}，${'二'.repeat(60)}`;
    expect(fit(long, 100)).toBe('一'.repeat(70));
    expect(fit('三'.repeat(120), 100)).toHaveLength(100);
  });
});

describe('reading a chat answer', () => {
  it('takes a JSON array (fenced or not), else one text per line without numbering', () => {
    expect(textsOf('["甲","乙","甲"]', 5, 100)).toEqual(['甲', '乙']);
    expect(textsOf('```json\n["甲","乙"]\n```', 1, 100)).toEqual(['甲']);
    expect(textsOf('1. 甲\n2、乙\n- 丙', 5, 100)).toEqual(['甲', '乙', '丙']);
  });
});

describe('the OpenAI-compatible generator, against a local fake endpoint', () => {
  let server: Server;
  let base: string;
  const seen: Array<{
    url: string;
    auth: string | undefined;
    body: { model: string; messages: Array<{ content: string }> };
  }> = [];
  /** What the fake answers next: status and body, or a delay past the timeout. */
  let answer: { status: number; body: unknown; delayMs?: number } = { status: 200, body: null };
  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        seen.push({ url: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(raw) as never });
        setTimeout(() => {
          res.writeHead(answer.status, { 'content-type': 'application/json' });
          res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
        }, answer.delayMs ?? 0);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  const provider = (timeoutMs = 2_000) =>
    openAiCompatibleProvider({ baseUrl: `${base}/`, model: 'fake-model', apiKey: 'sk-secret-key-1234' }, timeoutMs);
  const failure = async (p: Promise<unknown>) => {
    try {
      await p;
    } catch (error) {
      return error as ProviderError;
    }
    throw new Error('expected a failure');
  };

  it('posts the work as facts to /chat/completions with the key and model, and names itself in the result', async () => {
    answer = { status: 200, body: { choices: [{ message: { content: '["标题一","标题二"]' } }] } };
    const result = await provider().generate({ kind: 'title', count: 2, context: work });
    expect(result).toEqual({ generator: 'openai-compatible', model: 'fake-model', items: ['标题一', '标题二'] });
    const call = seen.at(-1)!;
    expect(call.url).toBe('/v1/chat/completions');
    expect(call.auth).toBe('Bearer sk-secret-key-1234');
    expect(call.body.model).toBe('fake-model');
    expect(call.body.messages[1]!.content).toContain('品牌：星野美妆');
    expect(call.body.messages[1]!.content).toContain('标签：口红、双十一');
  });

  it('fails as the upstream’s error, without the key, when it answers an error status', async () => {
    answer = { status: 401, body: { error: { message: 'bad key sk-secret-key-1234' } } };
    const error = await failure(provider().generate({ kind: 'title', count: 2, context: work }));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error.failure).toBe('status');
    expect(error.message).toContain('401');
    expect(error.message).not.toContain('sk-secret-key-1234');
  });

  it('fails as a timeout when it does not answer in time', async () => {
    answer = { status: 200, body: { choices: [] }, delayMs: 600 };
    const error = await failure(provider(150).generate({ kind: 'title', count: 2, context: work }));
    expect(error.failure).toBe('timeout');
  });

  it('fails as a bad answer when it answers no texts, and as unreachable when nothing listens', async () => {
    answer = { status: 200, body: 'not json' };
    expect((await failure(provider().generate({ kind: 'title', count: 2, context: work }))).failure).toBe('answer');
    const closed = openAiCompatibleProvider({ baseUrl: 'http://127.0.0.1:9', model: 'm', apiKey: 'k' }, 2_000);
    expect((await failure(closed.generate({ kind: 'title', count: 2, context: work }))).failure).toBe('unreachable');
  });
});
