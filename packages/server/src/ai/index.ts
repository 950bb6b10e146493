import type { Database } from '../db/database';
import { aiEndpointOf } from '../db/titles';
import { builtinProvider } from './builtin';
import { DEFAULT_TIMEOUT_MS, openAiCompatibleProvider } from './openaiCompatible';
import type { TextProvider } from './provider';

export { builtinProvider } from './builtin';
export { openAiCompatibleProvider } from './openaiCompatible';
export { ProviderError, type TextProvider, type TextRequest, type TextResult, type WorkContext } from './provider';

/** How long a remote call may take (tests shorten it). */
export const aiOptions = { timeoutMs: DEFAULT_TIMEOUT_MS };

/**
 * The brand's text generator (ADR 0034): its OpenAI-compatible endpoint when it configured one,
 * the built-in rules otherwise. Nothing falls back silently: a failing endpoint fails the request.
 */
export function providerFor(db: Database, brandId: number): TextProvider {
  const endpoint = aiEndpointOf(db, brandId);
  return endpoint ? openAiCompatibleProvider(endpoint, aiOptions.timeoutMs) : builtinProvider;
}
