import type { ExportJob } from '@photodossier/domain/archive';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExportJobs } from './export-jobs';

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }));

const failedJob: ExportJob = {
  id: 'job-1',
  status: 'failed',
  with_embeddings: true,
  bytes_done: 0,
  bytes_total: 0,
  created_at: '2026-11-29T10:00:00.000Z',
  finished_at: '2026-11-29T10:05:00.000Z',
  expires_at: null,
};

function renderJobs() {
  // No automatic retries: the test answers each request itself.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ExportJobs withEmbeddings={false} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('background archives', () => {
  it('says the list could not be loaded and loads it again on retry', async () => {
    const user = userEvent.setup();
    let reads = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      reads += 1;
      return reads === 1
        ? new Response(JSON.stringify({ code: 'request.internal', status: 500 }), {
            status: 500,
            headers: { 'content-type': 'application/problem+json' },
          })
        : Response.json({ items: [{ ...failedJob, status: 'done', bytes_total: 2048 }] });
    });
    renderJobs();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('La liste des archives n’a pas pu être chargée.');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByTestId('export-job')).toHaveAttribute('data-status', 'done');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('prepares a failed archive again, as it was asked', async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
      if (init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return Response.json({ ...failedJob, id: 'job-2', status: 'queued' }, { status: 201 });
      }
      return Response.json({ items: [failedJob] });
    });
    renderJobs();

    expect(await screen.findByText('L’archive n’a pas pu être préparée.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Préparer à nouveau' }));
    await vi.waitFor(() => expect(posted).toEqual([{ embeddings: true }]));
  });
});
