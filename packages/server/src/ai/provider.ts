import type { GeneratedBy, TextKind } from '@brand-console/api-client';

/**
 * What a generator writes about: a finished work of the brand and the brand itself (ADR 0034).
 * Every field comes from the brand's stored data; empty when the work has none of it.
 */
export interface WorkContext {
  brandName: string;
  /** The work's name, or empty when only an example is imitated. */
  workName: string;
  /** 99 image-text, otherwise video. */
  creationType: number;
  tags: string[];
  /** The text layers of its template or script shots, in order. */
  texts: string[];
  /** What its narration says. */
  narration: string;
  /** The template (or script) it was made from, when known. */
  templateName: string;
}

/** One generation: `count` texts of `kind` (`imitate` rewrites `example`). */
export interface TextRequest {
  kind: TextKind;
  count: number;
  context: WorkContext;
  /** The text to imitate (`imitate`); extra words to use otherwise. */
  example?: string | undefined;
}

/** The texts written, and who wrote them. */
export interface TextResult extends GeneratedBy {
  items: string[];
}

/** The one interface every text generator implements (titles, notes, imitations). */
export interface TextProvider {
  generate(request: TextRequest): Promise<TextResult>;
}

/** Why a remote generator gave no texts: it did not answer in time, could not be reached, refused, or answered nonsense. */
export type ProviderFailure = 'timeout' | 'unreachable' | 'status' | 'answer';

/** A remote generator failed (never the member's mistake: the route answers 502 or 504). */
export class ProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
