import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidate } from './invalidate.ts';

describe('invalidate', () => {
  it('starts again a first read still under way when a change lands, so the screen shows the change', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const answers: ((list: string[]) => void)[] = [];
    const observer = new QueryObserver<string[]>(queryClient, {
      queryKey: ['suggestions'],
      queryFn: () => new Promise<string[]>((resolve) => answers.push(resolve)),
    });
    const unsubscribe = observer.subscribe(() => {});
    expect(answers).toHaveLength(1); // The first read, asked before the change.

    const refreshed = invalidate(queryClient, ['suggestions']);
    await expect.poll(() => answers.length).toBe(2); // Asked again after it.
    answers[0]!([]); // The first read's answer, from before the change, comes last of all...
    answers[1]!(['Monzo', 'Wise']);
    await refreshed;
    expect(queryClient.getQueryData(['suggestions'])).toEqual(['Monzo', 'Wise']); // ...and is not the one kept.
    unsubscribe();
  });
});
