import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.ts';
import { createDiscoveryProvider } from './index.ts';

describe('choosing the discovery provider from AI_DISCOVERY_*', () => {
  it('uses the curated list when AI_DISCOVERY_URL is unset', () => {
    const config = loadConfig({});
    expect(config.aiDiscovery).toBeUndefined();
    expect(createDiscoveryProvider(config).name).toBe('curated');
  });

  it('uses the chat-completions service when URL and model are set, with a 20 second timeout by default', () => {
    const config = loadConfig({ AI_DISCOVERY_URL: 'https://api.example.com/v1', AI_DISCOVERY_MODEL: 'gpt-test', AI_DISCOVERY_API_KEY: 'secret' });
    expect(config.aiDiscovery).toEqual({ url: 'https://api.example.com/v1', model: 'gpt-test', apiKey: 'secret', timeoutMs: 20_000 });
    expect(createDiscoveryProvider(config).name).toBe('openai-compatible');
  });

  it('stops the start with a sentence naming the variable when a value is wrong', () => {
    expect(() => loadConfig({ AI_DISCOVERY_URL: 'https://api.example.com/v1' })).toThrow(
      new ConfigError('Invalid environment: AI_DISCOVERY_MODEL must be set when AI_DISCOVERY_URL is'),
    );
    expect(() => loadConfig({ AI_DISCOVERY_URL: 'ftp://example.com', AI_DISCOVERY_MODEL: 'm' })).toThrow(/AI_DISCOVERY_URL must be an http\(s\) URL/);
    expect(() => loadConfig({ AI_DISCOVERY_TIMEOUT_MS: '50' })).toThrow(/AI_DISCOVERY_TIMEOUT_MS must be at least 1000/);
  });
});
