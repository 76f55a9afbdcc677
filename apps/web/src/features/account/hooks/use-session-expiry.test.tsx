import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { signedInSession } from '@/test/render-app';
import { sessionQueryKey } from '../api/get-session';
import { useSessionExpiry } from './use-session-expiry';

function setup() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQueryKey, signedInSession);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  renderHook(() => useSessionExpiry(), { wrapper });
  const failWith = (status: number) =>
    queryClient
      .fetchQuery({
        queryKey: ['patients', status],
        queryFn: () => Promise.reject(new ApiError('x', {}, status, 'x')),
        retry: false,
      })
      .catch(() => undefined);
  const sessionIsStale = () => queryClient.getQueryState(sessionQueryKey)?.isInvalidated;
  return { failWith, sessionIsStale };
}

describe('useSessionExpiry', () => {
  it('re-reads the session when another call answers 401', async () => {
    const { failWith, sessionIsStale } = setup();
    await failWith(401);
    await waitFor(() => expect(sessionIsStale()).toBe(true));
  });

  it('leaves the session alone for other failures', async () => {
    const { failWith, sessionIsStale } = setup();
    await failWith(403);
    await failWith(500);
    expect(sessionIsStale()).toBe(false);
  });
});
