import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { DataSection } from './data-section';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

const problem = (status: number, code: string) =>
  new Response(JSON.stringify({ code, status }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

/** The export jobs list is empty; `answers` gives the answer of each other path. */
function serve(answers: Record<string, () => Response>) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    // The export's day in the address is the device's: the path alone picks the answer.
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/v1/export/jobs') return Response.json({ items: [] });
    const answer = answers[path];
    if (!answer) throw new Error(`unexpected request ${path}`);
    return answer();
  });
}

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DataSection />
    </QueryClientProvider>,
  );
}

/** The sub-part of the data section that holds this button. */
function partOf(button: HTMLElement): HTMLElement {
  const part = button.closest<HTMLElement>('.border-t');
  if (!part) throw new Error('no part around the button');
  return part;
}

afterEach(() => notify.mockReset());

describe('data section', () => {
  it('says a failed JSON export under the export, not under the restore', async () => {
    const user = userEvent.setup();
    serve({ '/api/v1/export/json': () => problem(500, 'archive.export_failed') });
    renderSection();
    const exportButton = screen.getByRole('button', { name: 'Exporter mes données (JSON)' });
    await user.click(exportButton);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("L'export de vos données a échoué. Veuillez réessayer.");
    expect(within(partOf(exportButton)).getByRole('alert')).toBe(alert);
    const restoreButton = screen.getByRole('button', { name: 'Choisir une archive à restaurer' });
    expect(within(partOf(restoreButton)).queryByRole('alert')).toBeNull();
  });

  it('shows an error toast when the photo size migration fails', async () => {
    const user = userEvent.setup();
    serve({ '/api/v1/storage/migrate-sizes': () => problem(500, 'request.internal') });
    renderSection();
    await user.click(screen.getByRole('button', { name: 'Migrer la taille des photos' }));

    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'Une erreur inattendue est survenue. Veuillez réessayer.',
        { variant: 'error' },
      ),
    );
    expect(screen.getByRole('button', { name: 'Migrer la taille des photos' })).toBeEnabled();
  });
});
