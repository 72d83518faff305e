import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-error.ts';

/** Client errors (4xx) are answers, not glitches: only network failures and 5xx are retried, once. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => {
          const status = isApiError(error) ? error.status : null;
          return failureCount < 1 && (status === null || status >= 500);
        },
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
