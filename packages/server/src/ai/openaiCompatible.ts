import { TITLE_LIMITS, type TextKind } from '@brand-console/api-client';
import { fit } from './builtin';
import { ProviderError, type TextProvider, type TextRequest, type TextResult, type WorkContext } from './provider';

/** The brand's endpoint: an OpenAI-compatible `…/chat/completions` service. */
export interface EndpointConfig {
  /** Up to the version path, e.g. `https://api.example.com/v1` (`/chat/completions` is added). */
  baseUrl: string;
  model: string;
  /** Sent as `Authorization: Bearer …`; never logged, never in an error. */
  apiKey: string;
}

/** How long one call may take before the generation fails as a timeout. */
export const DEFAULT_TIMEOUT_MS = 20_000;

const KIND_WORDS: Record<TextKind, string> = {
  title: '短视频标题',
  note: '小红书风格的图文笔记正文',
  imitate: '仿写文案',
};

/** The chat messages for a request: the work's data as facts, the wanted output as a JSON array. */
export function promptOf(request: TextRequest): Array<{ role: 'system' | 'user'; content: string }> {
  const c: WorkContext = request.context;
  const max = request.kind === 'note' ? TITLE_LIMITS.note : TITLE_LIMITS.text;
  const facts = [
    c.brandName && `品牌：${c.brandName}`,
    c.workName && `作品：${c.workName}`,
    c.templateName && `模板：${c.templateName}`,
    c.tags.length && `标签：${c.tags.join('、')}`,
    c.texts.length && `画面文字：${c.texts.join(' / ')}`,
    c.narration && `旁白：${c.narration}`,
  ].filter(Boolean);
  const task =
    request.kind === 'imitate'
      ? `仿写下面这段文案，保持结构和语气，写 ${request.count} 条不同的：\n${request.example ?? ''}`
      : `为这个作品写 ${request.count} 条不同的${KIND_WORDS[request.kind]}${request.example ? `，参考要求：${request.example}` : ''}。`;
  return [
    {
      role: 'system',
      content: `你是品牌内容运营助手。只用给出的事实，不编造价格和功效。每条不超过 ${max} 个字。只回答一个 JSON 字符串数组，不要其他内容。`,
    },
    { role: 'user', content: [...facts, task].join('\n') },
  ];
}

/** The texts of a chat answer: a JSON array of strings (in a code fence or not), else one per line. */
export function textsOf(content: string, count: number, max: number): string[] {
  const unfenced = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/```$/, '')
    .trim();
  let items: unknown;
  try {
    items = JSON.parse(unfenced);
  } catch {
    items = null;
  }
  const list = Array.isArray(items)
    ? items.filter((i): i is string => typeof i === 'string')
    : unfenced.split('\n').map((line) => line.replace(/^\s*(?:\d+[.、)]|[-*•])\s*/, '').replace(/^["“]|["”],?$/g, ''));
  const seen = new Set<string>();
  return list
    .map((t) => fit(t, max))
    .filter((t) => t && !seen.has(t) && seen.add(t))
    .slice(0, count);
}

/** `text` with the key taken out, should an upstream answer repeat it. */
const redact = (text: string, key: string) => (key ? text.split(key).join('***') : text);

/**
 * The OpenAI-compatible generator: one `POST {baseUrl}/chat/completions` per request, with the
 * brand's model and key, cut off after `timeoutMs`. Failures are `ProviderError`s whose messages
 * say what went wrong upstream, in Chinese, without the key.
 */
export function openAiCompatibleProvider(config: EndpointConfig, timeoutMs = DEFAULT_TIMEOUT_MS): TextProvider {
  return {
    async generate(request: TextRequest): Promise<TextResult> {
      const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({ model: config.model, messages: promptOf(request), temperature: 0.8 }),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
      } catch (error) {
        const name = (error as Error).name;
        if (name === 'TimeoutError' || name === 'AbortError') {
          throw new ProviderError('timeout', `文案生成接口 ${Math.round(timeoutMs / 1000)} 秒内没有答复，请稍后重试`);
        }
        throw new ProviderError('unreachable', '无法连接文案生成接口，请检查接口地址');
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        if ((error as Error).name === 'TimeoutError') {
          throw new ProviderError('timeout', `文案生成接口 ${Math.round(timeoutMs / 1000)} 秒内没有答复，请稍后重试`);
        }
        body = null;
      }
      if (!response.ok) {
        const upstream = (body as { error?: { message?: unknown } } | null)?.error?.message;
        const reason = typeof upstream === 'string' ? `：${redact(upstream, config.apiKey).slice(0, 200)}` : '';
        const hint = response.status === 401 || response.status === 403 ? '（请检查 API Key）' : '';
        throw new ProviderError('status', `文案生成接口答复错误 ${response.status}${hint}${reason}`);
      }
      const content = (body as { choices?: Array<{ message?: { content?: unknown } }> } | null)?.choices?.[0]?.message
        ?.content;
      const max = request.kind === 'note' ? TITLE_LIMITS.note : TITLE_LIMITS.text;
      const items = typeof content === 'string' ? textsOf(content, request.count, max) : [];
      if (items.length === 0) throw new ProviderError('answer', '文案生成接口的答复中没有可用的文案');
      return { generator: 'openai-compatible', model: config.model, items };
    },
  };
}
