import { DATA_FETCH_CACHE } from '@photodossier/domain/ui-timings';
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';

/** 1 s, 2 s, 4 s, ... never more than 30 s. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, DATA_FETCH_CACHE.maxRetryDelayMs);
}

/**
 * Retries up to three times, except answers that will not change on a retry: a client error
 * (4xx) other than a timeout or a rate limit.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= DATA_FETCH_CACHE.retry) return false;
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    return error.status === 408 || error.status === 429;
  }
  return true;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: DATA_FETCH_CACHE.gcTimeMs, retry: shouldRetry, retryDelay },
      mutations: { gcTime: DATA_FETCH_CACHE.gcTimeMs },
    },
  });
}
