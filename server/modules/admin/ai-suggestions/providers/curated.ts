import fs from 'node:fs';
import { z } from 'zod';
import { aiSuggestionCandidate, aiSuggestionCandidateFields, type AiSuggestionCandidate } from '#contract/admin/ai-suggestions/schema.ts';
import { addRewardIssues } from '#contract/admin/apps/schema.ts';
import { confidenceOf } from './confidence.ts';
import { excluder, type DiscoveryProvider, type DiscoveryRequest } from './provider.ts';

const programmesFile = new URL('../programmes.json', import.meta.url);

/** One entry of programmes.json: a candidate without its confidence, plus when it was last checked. */
const programme = aiSuggestionCandidateFields.omit({ confidence: true }).extend({ last_checked: z.iso.date() }).superRefine(addRewardIssues);
export type Programme = z.infer<typeof programme>;

let cached: Programme[] | undefined;

/** The curated UK referral programmes kept in the repository, checked once when first read. */
export function readProgrammes(): Programme[] {
  if (cached) return cached;
  const parsed = z.array(programme).safeParse(JSON.parse(fs.readFileSync(programmesFile, 'utf8')));
  if (!parsed.success) throw new Error(`programmes.json is invalid: ${parsed.error.message}`);
  cached = parsed.data;
  return cached;
}

/**
 * The offline provider: proposes programmes from the curated file, most confident first, each
 * with a confidence from how complete and how recently checked its data is.
 */
export function curatedProvider(programmes: Programme[] = readProgrammes(), now: () => Date = () => new Date()): DiscoveryProvider {
  return {
    name: 'curated',
    source: 'CURATED',
    async discover({ exclude, limit }: DiscoveryRequest): Promise<AiSuggestionCandidate[]> {
      const isExcluded = excluder(exclude);
      const today = now();
      return programmes
        .filter((entry) => !isExcluded(entry.name))
        .map(({ last_checked, ...entry }) => aiSuggestionCandidate.parse({ ...entry, confidence: confidenceOf({ ...entry, last_checked }, today) }))
        .sort((a, b) => b.confidence - a.confidence || a.name.localeCompare(b.name))
        .slice(0, limit);
    },
  };
}
