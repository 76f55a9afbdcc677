import type { FaceSuggestion } from '@photodossier/domain/face-record';
import { describe, expect, it } from 'vitest';
import type { ImportPhoto } from './import-model';
import { newImportPhoto } from './import-photo';
import { selectImportGroups } from './select-import-groups';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 4, 1, 9, 0, 0);

function suggestion(patientId: string, score: number, prenom = patientId): FaceSuggestion {
  return {
    patient_id: patientId,
    patient_name: `${prenom} Test`,
    confidence_score: score,
    similarity: score / 100,
    reference_photo_id: `ref-${patientId}`,
    patient_info: { nom: 'Test', prenom, date_naissance: '1990-01-01', email: '', telephone: '' },
    face_regions: [],
  };
}

function photo(id: string, patch: Partial<ImportPhoto> = {}): ImportPhoto {
  const file = new File(['x'], `${id}.jpg`, { type: 'image/jpeg', lastModified: T0 });
  return {
    ...newImportPhoto({ file, mediaType: 'image', type: 'image/jpeg' }, id),
    status: 'completed',
    ...patch,
  };
}

const face = [{ x: 1, y: 1, w: 10, h: 10 }];
const ids = (photos: readonly ImportPhoto[]) => photos.map((item) => item.id);
const general = { kind: 'general', origin: 'sidebar' } as const;

describe('selectImportGroups', () => {
  it('groups by the top suggestion from 50, and leaves weaker matches without patient', () => {
    const groups = selectImportGroups({
      mode: general,
      photos: [
        photo('a', {
          suggestions: [suggestion('amy', 49), suggestion('howard', 80)],
          faceRegions: face,
        }),
        photo('b', {
          suggestions: [suggestion('amy', 50)],
          faceRegions: face,
          timestamp: T0 + 60 * MINUTE,
        }),
        photo('c', {
          suggestions: [suggestion('amy', 49.9)],
          faceRegions: face,
          timestamp: T0 + 120 * MINUTE,
        }),
      ],
    });
    expect(groups.patients.map((group) => [group.patientId, ids(group.photos)])).toEqual([
      ['howard', ['a']],
      ['amy', ['b']],
    ]);
    expect(groups.patients[1]!.patient).toEqual({
      id: 'amy',
      prenom: 'amy',
      nom: 'Test',
      date_naissance: '1990-01-01',
    });
    expect(ids(groups.withoutPatient)).toEqual(['c']);
  });

  it('puts videos apart and photos in analysis in their own section', () => {
    const video = new File(['v'], 'clip.mp4', { type: 'video/mp4', lastModified: T0 });
    const groups = selectImportGroups({
      mode: general,
      photos: [
        { ...newImportPhoto({ file: video, mediaType: 'video', type: 'video/mp4' }, 'v') },
        photo('w', { status: 'waiting' }),
        photo('z', { status: 'analyzing' }),
      ],
    });
    expect(ids(groups.videos)).toEqual(['v']);
    expect(groups.videos[0]!.status).toBe('skipped');
    expect(ids(groups.analysing)).toEqual(['w', 'z']);
    expect(groups.patients).toEqual([]);
    expect(groups.withoutPatient).toEqual([]);
  });

  it('time-groups a photo without face within 5 minutes of a matched photo', () => {
    const groups = selectImportGroups({
      mode: general,
      photos: [
        photo('face', { suggestions: [suggestion('amy', 90)], faceRegions: face, timestamp: T0 }),
        photo('close-up', { timestamp: T0 + 5 * MINUTE }),
        photo('later', { timestamp: T0 + 5 * MINUTE + 1 }),
        photo('stranger', { faceRegions: face, timestamp: T0 + MINUTE }),
      ],
    });
    const amy = groups.patients.find((group) => group.patientId === 'amy')!;
    expect(ids(amy.photos)).toEqual(['face', 'close-up']);
    expect(amy.photos.map((item) => item.addedByTimeGrouping)).toEqual([false, true]);
    // Too late, and a face that matched nobody is somebody else.
    expect(ids(groups.withoutPatient)).toEqual(['later', 'stranger']);
    expect(groups.withoutPatient.every((item) => !item.addedByTimeGrouping)).toBe(true);
  });

  it('joins the nearest matched photo when two patients are close in time', () => {
    const groups = selectImportGroups({
      mode: general,
      photos: [
        photo('amy', { suggestions: [suggestion('amy', 90)], faceRegions: face, timestamp: T0 }),
        photo('howard', {
          suggestions: [suggestion('howard', 90)],
          faceRegions: face,
          timestamp: T0 + 4 * MINUTE,
        }),
        photo('zone', { timestamp: T0 + 3 * MINUTE }),
      ],
    });
    const howard = groups.patients.find((group) => group.patientId === 'howard')!;
    expect(ids(howard.photos)).toEqual(['howard', 'zone']);
  });

  it('follows a hand choice over the suggestion, and a photo chosen by hand pulls nobody in', () => {
    const groups = selectImportGroups(
      {
        mode: general,
        photos: [
          photo('a', {
            suggestions: [suggestion('amy', 95)],
            faceRegions: face,
            manualGroup: null,
          }),
          photo('b', { manualGroup: 'penny', timestamp: T0 + 10 * MINUTE }),
          photo('c', { timestamp: T0 + 11 * MINUTE }),
          photo('d', { status: 'waiting', manualGroup: 'penny' }),
        ],
      },
      { penny: { id: 'penny', prenom: 'Penny', nom: 'Hofstadter', date_naissance: '1985-12-02' } },
    );
    expect(groups.patients).toEqual([
      {
        patientId: 'penny',
        patient: { id: 'penny', prenom: 'Penny', nom: 'Hofstadter', date_naissance: '1985-12-02' },
        photos: [expect.objectContaining({ id: 'b' }), expect.objectContaining({ id: 'd' })],
      },
    ]);
    expect(ids(groups.withoutPatient)).toEqual(['a', 'c']);
  });

  it('keeps filed photos of quick mode under their patient, named after the mode', () => {
    const groups = selectImportGroups({
      mode: { kind: 'patient', patientId: 'p1', patientName: 'Amy Farrah' },
      photos: [photo('a', { status: 'waiting', assignedToPatient: 'p1' })],
    });
    expect(groups.patients).toEqual([
      {
        patientId: 'p1',
        patient: { id: 'p1', prenom: 'Amy Farrah', nom: '', date_naissance: '' },
        photos: [expect.objectContaining({ id: 'a' })],
      },
    ]);
    expect(groups.analysing).toEqual([]);
  });
  it('joins the nearest matched photo in time, the earlier one on an exact tie', () => {
    const groups = selectImportGroups({
      mode: general,
      photos: [
        photo('amy-1', { suggestions: [suggestion('amy', 80)], faceRegions: face }),
        photo('howard-1', {
          suggestions: [suggestion('howard', 80)],
          faceRegions: face,
          timestamp: T0 + 4 * MINUTE,
        }),
        photo('tie', { timestamp: T0 + 2 * MINUTE }),
        photo('near-howard', { timestamp: T0 + 3 * MINUTE }),
        photo('too-far', { timestamp: T0 + 9 * MINUTE + 1 }),
      ],
    });
    expect(groups.patients.map((group) => [group.patientId, ids(group.photos)])).toEqual([
      ['amy', ['amy-1', 'tie']],
      ['howard', ['howard-1', 'near-howard']],
    ]);
    expect(ids(groups.withoutPatient)).toEqual(['too-far']);
  });
});
