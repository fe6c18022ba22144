import { z } from 'zod';
import { aiSuggestionCandidate, type AiSuggestionCandidate } from '#contract/admin/ai-suggestions/schema.ts';
import { APP_CATEGORIES } from '#contract/apps/rules.ts';
import type { AiDiscoveryConfig } from '#server/config.ts';
import { DiscoveryFailedError, DiscoveryTimeoutError, type DiscoveryProvider, type DiscoveryRequest } from './provider.ts';
import { findUnstorableText } from '#server/plugins/text-input.ts';

/** The part of a chat-completions answer we read: the first choice's message. */
const chatCompletion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

/** The model is asked for {"suggestions": [...]}; a bare array is taken too. Nothing else is. */
const suggestionList = z.object({ suggestions: z.array(aiSuggestionCandidate) });

const MAX_ANSWER_BYTES = 1024 * 1024;

const SYSTEM_PROMPT = [
  'You research UK consumer referral programmes (refer-a-friend schemes where both people can earn a reward).',
  'Answer with JSON only: {"suggestions": [ ... ]}, each suggestion an object with these fields:',
  `name (string), description (one sentence), category (one of ${APP_CATEGORIES.join(', ')}), confidence (0 to 1: how sure you are the programme exists now with these figures),`,
  'app_url (https URL of the official site), offer_url (https URL of the referral terms, or null),',
  'referrer_reward_amount_pence and referee_reward_amount_pence (integers in pence for a fixed reward, or null),',
  'referrer_reward_min_pence, referrer_reward_max_pence, referee_reward_min_pence, referee_reward_max_pence (integers in pence for a ranged reward, else null),',
  'qualifying_spend_amount_pence (integer or null), reward_waiting_period_days (integer or null), offer_expiry_days (integer or null),',
  'requires_referral_code (boolean), terms_conditions (short text or null).',
  'For each party give either a fixed amount or both ends of a range. Only real programmes available in the UK.',
].join('\n');

/** The endpoint: AI_DISCOVERY_URL is the API base (https://api.openai.com/v1) or the full chat-completions URL. */
export function chatCompletionsUrl(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, '');
  return trimmed.endsWith('/chat/completions') ? trimmed : `${trimmed}/chat/completions`;
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'unexpected shape';
  return issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}

const invalidAnswer = (reason: string) =>
  new DiscoveryFailedError(`The AI discovery service's answer was not a valid list of suggestions (${reason}), so nothing was added.`);

/** The model's text as JSON: the object itself, or inside a ```json fence. */
function jsonIn(content: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(content);
  try {
    return JSON.parse((fenced?.[1] ?? content).trim());
  } catch {
    throw invalidAnswer('not JSON');
  }
}

/** Checks a whole chat-completions answer; any fault rejects all of it, so nothing half-checked is stored. */
function parseDiscoveryAnswer(body: string): AiSuggestionCandidate[] {
  let envelope: unknown;
  try {
    envelope = JSON.parse(body);
  } catch {
    throw invalidAnswer('not JSON');
  }
  const completion = chatCompletion.safeParse(envelope);
  if (!completion.success) throw invalidAnswer(`not a chat completion: ${firstIssue(completion.error)}`);
  const answer = jsonIn(completion.data.choices[0]!.message.content);
  const unstorable = findUnstorableText(answer);
  if (unstorable) throw invalidAnswer(`${unstorable.path.slice(1).replaceAll('/', '.') || 'the answer'} ${unstorable.problem}`);
  const list = suggestionList.safeParse(Array.isArray(answer) ? { suggestions: answer } : answer);
  if (!list.success) throw invalidAnswer(firstIssue(list.error));
  return list.data.suggestions;
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** The online provider: asks an OpenAI-compatible chat-completions service, within AI_DISCOVERY_TIMEOUT_MS. */
export function openAiCompatibleProvider(config: AiDiscoveryConfig, fetchImpl: FetchLike = (input, init) => fetch(input, init)): DiscoveryProvider {
  const endpoint = chatCompletionsUrl(config.url);
  return {
    name: 'openai-compatible',
    source: 'AI',
    async discover({ exclude, limit }: DiscoveryRequest): Promise<AiSuggestionCandidate[]> {
      const excluded = exclude.length > 0 ? ` Do not suggest any of these, which are already known: ${exclude.join('; ')}.` : '';
      const signal = AbortSignal.timeout(config.timeoutMs);
      let response: Response;
      let body: string;
      try {
        response = await fetchImpl(endpoint, {
          method: 'POST',
          signal,
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}) },
          body: JSON.stringify({
            model: config.model,
            temperature: 0.2,
            response_format: { type: 'json_object' },
            messages: [
              { role: 'system', content: SYSTEM_PROMPT },
              { role: 'user', content: `Suggest up to ${limit} UK referral programmes.${excluded}` },
            ],
          }),
        });
        body = await response.text();
      } catch (error) {
        if (isTimeout(error) || signal.aborted) throw new DiscoveryTimeoutError(config.timeoutMs);
        throw new DiscoveryFailedError('Could not reach the AI discovery service, so nothing was added. Please try again later.');
      }
      if (!response.ok) throw new DiscoveryFailedError(`The AI discovery service answered with an error (HTTP ${response.status}), so nothing was added.`);
      if (body.length > MAX_ANSWER_BYTES) throw invalidAnswer('too long');
      return parseDiscoveryAnswer(body).slice(0, limit);
    },
  };
}
