import { QueryClient } from '@tanstack/react-query';
import { isTransientError } from '../lib/api-error.ts';

/** Client errors (4xx) are answers, not glitches: only network failures and 5xx are retried, once. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 1 && isTransientError(error),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
