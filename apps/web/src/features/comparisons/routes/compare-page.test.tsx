import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { photoFixture } from '@/test/photo-fixture';
import { LAZY_ROUTE_WAIT, renderApp } from '@/test/render-app';

const patients: Record<string, { prenom: string; nom: string }> = {
  'pa-1': { prenom: 'Léa', nom: 'Martin' },
  'pa-2': { prenom: 'Hugo', nom: 'Bernard' },
};

const photos = {
  'ph-1': photoFixture({ id: 'ph-1', patient_id: 'pa-1', date_prise: '2025-01-10T10:00:00.000Z' }),
  'ph-2': photoFixture({ id: 'ph-2', patient_id: 'pa-2', date_prise: '2025-04-12T10:00:00.000Z' }),
  'ph-3': photoFixture({ id: 'ph-3', patient_id: null, date_prise: '2025-05-20T10:00:00.000Z' }),
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function serve() {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = String(input);
    const photo = /^\/api\/v1\/photos\/([^/?]+)$/.exec(path)?.[1];
    if (photo && photo in photos) return json(photos[photo as keyof typeof photos]);
    const patient = /^\/api\/v1\/patients\/([^/?]+)$/.exec(path)?.[1];
    if (patient && patients[patient]) {
      return json({ id: patient, ...patients[patient], date_naissance: null, tags: [] });
    }
    return json({ code: 'request.not_found' }, 404);
  });
}

async function chips() {
  const list = await screen.findByRole(
    'list',
    { name: i18n.t('comparisons.picker.title') },
    LAZY_ROUTE_WAIT,
  );
  return within(list).findAllByRole('listitem');
}

describe('a comparison of a gallery selection', () => {
  it('names the patient of each chip when the photos are of several patients', async () => {
    serve();
    renderApp('/compare?photos=ph-1,ph-2,ph-3');
    const [first, second, third] = await chips();
    await within(first as HTMLElement).findByText('Léa Martin');
    await within(second as HTMLElement).findByText('Hugo Bernard');
    expect(third).toHaveTextContent('Non assigné');
    expect(first).toHaveTextContent('10 janv. 2025');
  });

  it('says "Unassigned" in English', async () => {
    await i18n.changeLanguage('en');
    serve();
    renderApp('/compare?photos=ph-1,ph-3');
    const [first, second] = await chips();
    await within(first as HTMLElement).findByText('Léa Martin');
    expect(second).toHaveTextContent('Unassigned');
  });
});
