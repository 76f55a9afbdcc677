import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import type * as DataExport from '../api/data-export';
import { DataSection } from './data-section';

// The archive is sent whole at once; the server's answer never comes in this test.
vi.mock('../api/data-export', async (importOriginal) => ({
  ...(await importOriginal<typeof DataExport>()),
  restoreArchive: vi.fn(
    (file: File, onProgress: (progress: { loaded: number; total: number }) => void) => {
      onProgress({ loaded: file.size, total: file.size });
      return new Promise(() => undefined);
    },
  ),
}));

describe('data section, restore', () => {
  it('says the server is restoring once the archive is sent whole, not a full bar alone', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ items: [] }));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <DataSection />
      </QueryClientProvider>,
    );
    const archive = new File([new Uint8Array(2048)], 'photodossier.zip', {
      type: 'application/zip',
    });
    await userEvent.upload(screen.getByTestId('restore-archive-input'), archive);

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Archive envoyée : restauration en cours.',
    );
    expect(screen.getByRole('progressbar', { name: "Envoi de l'archive" })).toBeInTheDocument();
  });
});
