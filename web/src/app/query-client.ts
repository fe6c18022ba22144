import { QueryClient } from '@tanstack/react-query';
import { HttpError } from '../api/http.ts';
import { AdminAuthRequiredError } from '../api/session.ts';

/** A 4xx will answer the same way again; a dropped connection or a 5xx may not. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof AdminAuthRequiredError) return false;
  if (error instanceof HttpError && error.status < 500) return false;
  return failureCount < 1;
}

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** The page's one cache: the screens read it, and route loaders start filling it before a screen's code arrives. */
export const queryClient = createQueryClient();
