import type { AiSuggestionCandidate } from '#contract/admin/ai-suggestions/schema.ts';
import type { SuggestionSource } from '#contract/admin/rules.ts';
import { HttpError } from '#server/lib/errors.ts';

export type DiscoveryRequest = {
  /** Names already in the suggestion list, in the catalogue, or rejected: not to be proposed again. */
  exclude: string[];
  /** At most this many candidates are wanted. */
  limit: number;
};

/** Where AI suggestions come from. Every candidate a provider answers has passed aiSuggestionCandidate. */
export interface DiscoveryProvider {
  readonly name: string;
  /** AI: a model answered (its confidence is its own); CURATED: the repository's list, offline. */
  readonly source: SuggestionSource;
  discover(request: DiscoveryRequest): Promise<AiSuggestionCandidate[]>;
}

/** The discovery service could not be reached, failed, or answered something unusable (502). */
export class DiscoveryFailedError extends HttpError {
  constructor(message: string) {
    super(502, message);
  }
}

/** The discovery service took longer than AI_DISCOVERY_TIMEOUT_MS (504). */
export class DiscoveryTimeoutError extends HttpError {
  constructor(timeoutMs: number) {
    const seconds = Number((timeoutMs / 1000).toFixed(1));
    super(
      504,
      `The AI discovery service did not answer within ${seconds} ${seconds === 1 ? 'second' : 'seconds'}, so nothing was added. Please try again later.`,
    );
  }
}

/** Case-insensitive name lookup for the exclusion list. */
export function excluder(names: string[]): (name: string) => boolean {
  const known = new Set(names.map((name) => name.trim().toLowerCase()));
  return (name) => known.has(name.trim().toLowerCase());
}
