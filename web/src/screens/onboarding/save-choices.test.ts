import { describe, expect, it } from 'vitest';
import { HttpError } from '#web/api/http.ts';
import { emptySaveProgress, saveChoices, type SaveCalls } from './save-choices.ts';

function recordingCalls(failures: Record<string, number> = {}) {
  const made: string[] = [];
  const calls: SaveCalls = {
    addApp: async (appId) => {
      made.push(`app ${appId}`);
      const status = failures[`app ${appId}`];
      if (status) throw new HttpError(status, { detail: 'no' });
    },
    addCode: async (appId, link) => {
      made.push(`code ${appId} ${link}`);
      const status = failures[`code ${appId}`];
      if (status) throw new HttpError(status, { detail: 'no' });
    },
  };
  return { calls, made };
}

const choices = [
  { appId: 'a', link: 'https://x.example/invite/alice', code: null },
  { appId: 'b', link: null, code: null },
];

describe('saving what was chosen in onboarding', () => {
  it('adds every app and shares every link', async () => {
    const { calls, made } = recordingCalls();
    await expect(saveChoices(choices, emptySaveProgress(), calls)).resolves.toBe('saved');
    expect(made).toEqual(['app a', 'code a https://x.example/invite/alice', 'app b']);
  });

  it('counts an app or a code the server already has (409) as saved', async () => {
    const { calls } = recordingCalls({ 'app a': 409, 'code a': 409 });
    await expect(saveChoices(choices, emptySaveProgress(), calls)).resolves.toBe('saved');
  });

  it('carries on past a failure, then retries only what did not save', async () => {
    const progress = emptySaveProgress();
    const first = recordingCalls({ 'code a': 500 });
    await expect(saveChoices(choices, progress, first.calls)).resolves.toBe('failed');
    expect(first.made).toEqual(['app a', 'code a https://x.example/invite/alice', 'app b']);

    const retry = recordingCalls();
    await expect(saveChoices(choices, progress, retry.calls)).resolves.toBe('saved');
    expect(retry.made).toEqual(['code a https://x.example/invite/alice']);
  });

  it('stops when the session has ended', async () => {
    const { calls, made } = recordingCalls({ 'app a': 401 });
    await expect(saveChoices(choices, emptySaveProgress(), calls)).resolves.toBe('signed-out');
    expect(made).toEqual(['app a']);
  });
});
