import type { DictationRecord } from '@photodossier/domain/dictation';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { DictationEditor } from './dictation-editor';

const dictation: DictationRecord = {
  id: 'd-1',
  title: 'Consultation',
  recorded_on: '2026-11-24',
  patient_id: null,
  patient_name: null,
  text: '',
  has_audio: true,
  audio_type: 'audio/webm',
  audio_size: 48_000,
  duration_ms: 3000,
  created_at: '2026-11-24T09:00:00.000Z',
  updated_at: '2026-11-24T09:00:00.000Z',
};

function serveTranscription(configured: boolean) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    expect(String(input)).toBe('/api/v1/dictations/transcription');
    return Response.json({ configured });
  });
}

function renderEditor() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DictationEditor dictation={dictation} onDeleted={() => {}} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DictationEditor', () => {
  it('says plainly that transcription is not configured, and the text can still be typed', async () => {
    serveTranscription(false);
    renderEditor();
    expect(await screen.findByRole('note')).toHaveTextContent(
      'La transcription automatique n’est pas configurée sur ce serveur. Vous pouvez saisir le texte vous-même.',
    );
    expect(screen.queryByRole('button', { name: 'Transcrire automatiquement' })).toBeNull();
    const text = screen.getByLabelText('Texte');
    await userEvent.type(text, 'Cicatrice souple');
    expect(text).toHaveValue('Cicatrice souple');
  });

  it('offers the transcription of a recording when the server has a service', async () => {
    serveTranscription(true);
    renderEditor();
    expect(await screen.findByRole('button', { name: 'Transcrire automatiquement' })).toBeEnabled();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('asks before a transcription replaces a text already written, and keeps it if not', async () => {
    const transcribed: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const path = String(input);
      if (path === '/api/v1/dictations/transcription') return Response.json({ configured: true });
      if (!path.endsWith('/transcribe')) return Response.json({ items: [], next_cursor: null });
      transcribed.push(path);
      return Response.json({ ...dictation, text: 'Texte transcrit' });
    });
    renderEditor();
    const user = userEvent.setup();
    const text = screen.getByLabelText('Texte');
    await user.type(text, 'Corrigé à la main');
    await user.click(await screen.findByRole('button', { name: 'Transcrire automatiquement' }));

    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Remplacer le texte par la transcription');
    expect(transcribed).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    expect(text).toHaveValue('Corrigé à la main');
    expect(transcribed).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Transcrire automatiquement' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Transcrire automatiquement',
      }),
    );
    await vi.waitFor(() => expect(text).toHaveValue('Texte transcrit'));
    expect(transcribed).toEqual(['/api/v1/dictations/d-1/transcribe']);
  });
});
