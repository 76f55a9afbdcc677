import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CaptureLeftover } from '../hooks/use-capture-queue';
import type { CaptureTarget } from '../lib/capture-naming';
import { LeftoverNotice } from './leftover-notice';

function leftover(captureId: string, target: CaptureTarget): CaptureLeftover {
  return { key: captureId, captureId, target, filename: `${captureId}.jpg`, size: 3, created: 1 };
}

function renderNotice(leftovers: CaptureLeftover[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <LeftoverNotice leftovers={leftovers} onRestore={() => {}} onDiscard={() => {}} />
    </QueryClientProvider>,
  );
}

describe('LeftoverNotice', () => {
  it('says which patient the leftovers will be filed under, and how many go where', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith('/patients/patient-a')) {
        return new Response(JSON.stringify({ id: 'patient-a', prenom: 'Chloé', nom: 'Bernard' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }
      return new Response(JSON.stringify({ code: 'patient.not_found', status: 404 }), {
        status: 404,
        headers: { 'content-type': 'application/problem+json' },
      });
    });
    renderNotice([
      leftover('a1', { kind: 'patient', patientId: 'patient-a' }),
      leftover('a2', { kind: 'patient', patientId: 'patient-a' }),
      leftover('q', { kind: 'quick' }),
      leftover('u', { kind: 'unassigned' }),
      leftover('gone', { kind: 'patient', patientId: 'patient-gone' }),
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('camera-leftovers-target')).toHaveTextContent(
        /^Destination\s: Chloé Bernard \(2\), Sans patient \(2\), Patient inconnu \(1\)$/,
      ),
    );
  });

  it('names the single place without counts', () => {
    renderNotice([leftover('u', { kind: 'unassigned' })]);
    expect(screen.getByTestId('camera-leftovers-target')).toHaveTextContent(
      /^Destination\s: Sans patient$/,
    );
  });
});
