import type { Config } from '#server/config.ts';
import { curatedProvider } from './curated.ts';
import { openAiCompatibleProvider } from './openai-compatible.ts';
import type { DiscoveryProvider } from './provider.ts';

/** The chat-completions service when AI_DISCOVERY_URL is set, otherwise the curated list that works offline. */
export function createDiscoveryProvider(config: Config): DiscoveryProvider {
  return config.aiDiscovery ? openAiCompatibleProvider(config.aiDiscovery) : curatedProvider();
}
