import { describe, expect, it } from 'vitest';
import { displayFileName, isUnassignedPatientId, patientDisplayName } from './display-names';

describe('isUnassignedPatientId', () => {
  it('treats null, empty and "unassigned" as no patient', () => {
    expect(isUnassignedPatientId(null)).toBe(true);
    expect(isUnassignedPatientId(undefined)).toBe(true);
    expect(isUnassignedPatientId('')).toBe(true);
    expect(isUnassignedPatientId('unassigned')).toBe(true);
    expect(isUnassignedPatientId('0190a1b2-c3d4')).toBe(false);
  });
});

describe('patientDisplayName', () => {
  it('joins first and last name', () => {
    expect(patientDisplayName('p1', { prenom: 'Marie', nom: 'Dupont' })).toBe('Marie Dupont');
    expect(patientDisplayName('p1', { prenom: ' Marie ', nom: null })).toBe('Marie');
  });

  it('falls back to Non assigné without a patient id', () => {
    expect(patientDisplayName('unassigned', { prenom: 'Marie', nom: 'Dupont' })).toBe(
      'Non assigné',
    );
    expect(patientDisplayName(null, null)).toBe('Non assigné');
    expect(patientDisplayName(null, null, 'en')).toBe('Unassigned');
  });

  it('falls back to Patient inconnu when the patient is missing or nameless', () => {
    expect(patientDisplayName('p1', null)).toBe('Patient inconnu');
    expect(patientDisplayName('p1', { prenom: '', nom: '  ' })).toBe('Patient inconnu');
    expect(patientDisplayName('p1', undefined, 'en')).toBe('Unknown patient');
  });
});

describe('displayFileName', () => {
  const id = '0190a1b2c3d4e5f6';

  it('takes the extension of the stored type', () => {
    const name = (fileType: string, mediaType: 'image' | 'video' = 'image') =>
      displayFileName({ patientName: 'Marie Dupont', id, mediaType, fileType });
    expect(name('image/png')).toBe('Marie_Dupont_photo_0190a1b2.png');
    expect(name('image/webp')).toBe('Marie_Dupont_photo_0190a1b2.webp');
    expect(name('image/jpeg')).toBe('Marie_Dupont_photo_0190a1b2.jpg');
    expect(name('video/quicktime', 'video')).toBe('Marie_Dupont_photo_0190a1b2.mov');
    expect(name('application/x-unknown', 'video')).toBe('Marie_Dupont_photo_0190a1b2.mp4');
  });

  it('uses the patient name with underscores, the zone and 8 id characters', () => {
    expect(
      displayFileName({
        patientName: 'Marie Dupont',
        zoneTraitee: 'front',
        id,
        mediaType: 'image',
      }),
    ).toBe('Marie_Dupont_front_0190a1b2.jpg');
  });

  it('uses the word photo without a zone and mp4 for videos', () => {
    expect(displayFileName({ patientName: 'Jean  Luc Martin', id, mediaType: 'video' })).toBe(
      'Jean_Luc_Martin_photo_0190a1b2.mp4',
    );
    expect(
      displayFileName({ patientName: 'A', zoneTraitee: '  ', id: 'abc', mediaType: 'image' }),
    ).toBe('A_photo_abc.jpg');
  });

  it('works with the fallback names', () => {
    expect(
      displayFileName({ patientName: 'Non assigné', zoneTraitee: null, id, mediaType: 'image' }),
    ).toBe('Non_assigné_photo_0190a1b2.jpg');
  });
});
