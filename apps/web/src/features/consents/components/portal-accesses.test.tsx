import type { PortalState } from '@photodossier/domain/patient-portal';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateFormatProvider } from '@/lib/date-display';
import { i18n } from '@/lib/i18n/i18n';
import { addConsentTexts } from '../i18n/add-consent-texts';
import { PortalAccesses } from './portal-accesses';

const item = (
  id: string,
  kind: PortalState['items'][number]['kind'],
  fields: { title?: string; date_prise?: string | null },
): PortalState['items'][number] => ({
  id: `item-${id}`,
  kind,
  item_id: kind === 'instructions' ? null : id,
  title: fields.title ?? '',
  body: '',
  date_prise: fields.date_prise ?? null,
  created_at: '2026-11-29T10:00:00.000Z',
});

const items = [
  item('photo-1', 'photo', { date_prise: '2026-03-12T10:00:00.000Z' }),
  // In the trash since: the server no longer dates it.
  item('photo-2', 'photo', { date_prise: null }),
  item('comparison-1', 'comparison', {}),
  item('consent-1', 'consent', { title: 'Consentement toxine' }),
];

const seen = (targetId: string): PortalState['accesses'][number] => ({
  action: 'portal.view',
  target_id: targetId,
  ip: null,
  device: null,
  created_at: '2026-11-29T11:00:00.000Z',
});

const accesses = ['photo-1', 'photo-2', 'comparison-1', 'consent-1'].map(seen);

function lines() {
  return screen.getAllByRole('listitem').map((line) => line.textContent?.split(' — ')[1]);
}

describe('portal accesses', () => {
  it('names a photo the patient saw by the day it was taken, in French', () => {
    addConsentTexts();
    render(<PortalAccesses accesses={accesses} items={items} />);
    expect(lines()).toEqual([
      'Vu : Photo du 12/03/2026',
      'Vu : Photo',
      'Vu : Comparaison',
      'Vu : Consentement toxine',
    ]);
  });

  it('names it in English, in the reader’s date format', async () => {
    addConsentTexts();
    await i18n.changeLanguage('en');
    render(
      <DateFormatProvider dateFormat="MM/DD/YYYY">
        <PortalAccesses accesses={accesses.slice(0, 1)} items={items} />
      </DateFormatProvider>,
    );
    expect(lines()).toEqual(['Seen: Photo of 03/12/2026']);
  });
});
