import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { photoFixture } from '@/test/photo-fixture';
import { AssignPhotosDialog } from './assign-photos-dialog';

const patient = {
  id: 'patient-1',
  nom: 'Martin',
  prenom: 'Léa',
  date_naissance: '1985-03-12',
  email: '',
  telephone: '',
  tags: [],
  sexe: '',
  adresse: '',
  commentaire: '',
  cote_affecte: '',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  photo_count: 0,
  cover_photo_id: null,
};

function json(body: unknown) {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

describe('assign photos dialog', () => {
  it('assigns 10 photos per call and says what happened to each photo', async () => {
    const photos = Array.from({ length: 12 }, (_, index) =>
      photoFixture({ id: `ph-${index}`, date_prise: new Date(2024, 4, 14, 12).toISOString() }),
    );
    const batches: string[][] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/v1/patients')) {
        return json({ items: [patient], nextCursor: null, total: 1 });
      }
      const body = JSON.parse(String(init?.body)) as { photoIds: string[]; patientId: string };
      batches.push(body.photoIds);
      return json({
        results: body.photoIds.map((photoId) =>
          photoId === 'ph-10'
            ? { success: false, photoId, error: 'photo.already_assigned' }
            : photoId === 'ph-11'
              ? { success: false, photoId, error: 'photo.unassigned_not_found' }
              : { success: true, photoId },
        ),
      });
    });

    render(
      <QueryClientProvider client={new QueryClient()}>
        <AssignPhotosDialog
          open
          onOpenChange={() => {}}
          photoIds={photos.map((photo) => photo.id)}
          photos={photos}
        />
      </QueryClientProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Assigner à un patient' });
    expect(within(dialog).getByText('12 photos sélectionnées')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await within(dialog).findByRole('radio', { name: /Léa Martin/ }));
    expect(within(dialog).getByText('Né(e) le 12/03/1985')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Assigner' }));

    await waitFor(() =>
      expect(within(dialog).getByText('10 photos assignées à Léa Martin')).toBeInTheDocument(),
    );
    expect(batches.map((batch) => batch.length)).toEqual([10, 2]);
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(dialog).getByText("2 photos n'ont pas pu être assignées")).toBeInTheDocument();
    expect(
      within(dialog).getByText('Cette photo est déjà assignée à un patient'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Photo unassigned introuvable')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Assignée')).toHaveLength(10);
  });
});
