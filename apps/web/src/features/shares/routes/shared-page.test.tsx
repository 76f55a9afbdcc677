import type { SharedView } from '@photodossier/domain/share';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { findPage, LAZY_ROUTE_WAIT, renderApp } from '@/test/render-app';

const photo = (key: string, date: string) => ({
  key,
  media_type: 'image' as const,
  date_prise: date,
  zone_traitee: 'Visage',
  width: 600,
  height: 600,
  preview_url: `/media/${key}.webp`,
  download_url: null,
});

function sharedView(kind: 'comparison' | 'photos'): SharedView {
  const photos = [photo('1', '2025-01-10T10:00:00.000Z'), photo('2', '2025-04-12T10:00:00.000Z')];
  return {
    kind,
    title: '',
    patient_name: null,
    expires_at: '2030-01-01T00:00:00.000Z',
    allow_download: false,
    photos,
    comparison:
      kind === 'comparison'
        ? {
            photos: photos.map(() => ({
              placement: { x: 0, y: 0, scale: 1, rotation: 0 },
              eyes: null,
              face_width: null,
              frame_time: null,
            })),
            view: {
              mode: 'side_by_side',
              orientation: 'vertical',
              divider: 0.5,
              opacity: 0.5,
              labels: false,
              aspect: 1,
              crop: { x: 0, y: 0, width: 1, height: 1 },
            },
          }
        : null,
    drive: null,
  };
}

function answerWith(view: SharedView) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    if (String(input).startsWith('/api/v1/shared/')) {
      return new Response(JSON.stringify(view), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response(null, { status: 404 });
  });
}

describe('the public shared page', () => {
  it.each([
    ['fr', 'comparison', 'Comparaison partagée'],
    ['en', 'comparison', 'Shared comparison'],
    ['fr', 'photos', 'Photos partagées'],
  ] as const)(
    'in %s, a shared %s is titled « %s », in the tab too',
    async (language, kind, title) => {
      await i18n.changeLanguage(language);
      answerWith(sharedView(kind));
      renderApp('/shared/tok-1', { session: null });
      await findPage('page-shared');
      expect(
        await screen.findByRole('heading', { level: 1, name: title }, LAZY_ROUTE_WAIT),
      ).toBeVisible();
      await waitFor(() => expect(document.title).toBe(i18n.t('app.documentTitle', { title })));
    },
  );
});
