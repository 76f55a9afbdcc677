import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { problemResponse } from '@/test/problem-response';
import { useCreateConsent } from './create-consent';
import { useConsents } from './get-consents';

describe('useCreateConsent', () => {
  it('reads the list again after a failed answer, which may have lost a document the server made', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) =>
      init?.method === 'POST'
        ? problemResponse(413, 'storage.quota_exceeded')
        : new Response(JSON.stringify({ items: [] }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({ list: useConsents('patient-1'), create: useCreateConsent('patient-1') }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    const reads = () => fetchSpy.mock.calls.filter(([, init]) => init?.method !== 'POST').length;
    expect(reads()).toBe(1);
    await expect(
      result.current.create.mutateAsync({
        procedure: 'toxin',
        practitioner_signature: 'data:image/png;base64,AA',
        patient_signature: 'data:image/png;base64,AA',
      }),
    ).rejects.toThrow();
    await waitFor(() => expect(reads()).toBe(2));
  });
});
