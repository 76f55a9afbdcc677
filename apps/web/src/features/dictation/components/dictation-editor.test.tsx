import type { DictationRecord } from '@photodossier/domain/dictation';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
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
});
