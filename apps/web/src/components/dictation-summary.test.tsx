import type { DictationRecord } from '@photodossier/domain/dictation';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateFormatProvider } from '@/lib/date-display';
import { i18n } from '@/lib/i18n/i18n';
import { DictationSummary } from './dictation-summary';

const dictation: DictationRecord = {
  id: 'd-1',
  title: 'Dictée Léa',
  recorded_on: '2026-11-29',
  patient_id: 'p-1',
  patient_name: 'Léa Martin',
  text: '',
  has_audio: true,
  audio_type: 'audio/webm',
  audio_size: 48_000,
  duration_ms: 65_000,
  created_at: '2026-11-29T09:00:00.000Z',
  updated_at: '2026-11-29T09:00:00.000Z',
};

/** The summary's second line as the eye reads it, and as a screen reader says it. */
function line(): { seen: string; heard: string } {
  const element = screen.getByText(/Léa Martin/);
  const without = (selector: string) => {
    const copy = element.cloneNode(true) as HTMLElement;
    for (const part of copy.querySelectorAll(selector)) part.remove();
    return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
  };
  return { seen: without('.sr-only'), heard: without('[aria-hidden]') };
}

describe('dictation summary', () => {
  it('writes the day as the reader writes dates, not as the API stores it', () => {
    render(<DictationSummary dictation={dictation} />);
    expect(line().seen).toBe('29/11/2026 · Léa Martin · 1:05');
  });

  it('says the length in words to a screen reader, not as a time of day', () => {
    render(<DictationSummary dictation={dictation} />);
    expect(line().heard).toBe('29/11/2026 · Léa Martin · 1 minute et 5 secondes');
  });

  it('writes a recording of an hour or more with its hours, and none when it has no length', () => {
    const { rerender } = render(
      <DictationSummary dictation={{ ...dictation, duration_ms: 3_723_400 }} />,
    );
    expect(line().seen).toBe('29/11/2026 · Léa Martin · 1:02:03');
    rerender(<DictationSummary dictation={{ ...dictation, duration_ms: null }} />);
    expect(line()).toEqual({
      seen: '29/11/2026 · Léa Martin',
      heard: '29/11/2026 · Léa Martin',
    });
  });

  it('follows the date format setting in English', async () => {
    await i18n.changeLanguage('en');
    render(
      <DateFormatProvider dateFormat="MM/DD/YYYY">
        <DictationSummary dictation={dictation} />
      </DateFormatProvider>,
    );
    expect(line()).toEqual({
      seen: '11/29/2026 · Léa Martin · 1:05',
      heard: '11/29/2026 · Léa Martin · 1 minute, 5 seconds',
    });
  });
});
