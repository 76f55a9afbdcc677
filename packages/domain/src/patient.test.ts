import { describe, expect, it } from 'vitest';
import { patientPatchSchema, patientPayloadSchema } from './patient';

const minimal = { nom: 'Dupont', prenom: 'Marie' };

describe('patientPayloadSchema', () => {
  it('saves null or undefined values as empty strings and tags as an empty list', () => {
    expect(
      patientPayloadSchema.parse({
        ...minimal,
        date_naissance: null,
        email: undefined,
        telephone: null,
        tags: null,
      }),
    ).toEqual({
      nom: 'Dupont',
      prenom: 'Marie',
      date_naissance: '',
      email: '',
      telephone: '',
      tags: [],
      sexe: '',
      adresse: '',
      commentaire: '',
      cote_affecte: '',
    });
  });

  it('trims text and removes duplicate tags', () => {
    const parsed = patientPayloadSchema.parse({
      nom: '  Dupont ',
      prenom: 'Marie',
      email: ' marie@exemple.fr ',
      tags: ['botox', ' botox', 'lèvres'],
    });
    expect(parsed.nom).toBe('Dupont');
    expect(parsed.email).toBe('marie@exemple.fr');
    expect(parsed.tags).toEqual(['botox', 'lèvres']);
  });

  it('requires a name', () => {
    const result = patientPayloadSchema.safeParse({ nom: '  ', prenom: null });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['nom', 'validation.required'],
      ['prenom', 'validation.required'],
    ]);
  });

  it('checks filled fields with the generic validation codes', () => {
    const messageFor = (field: string, value: unknown) =>
      patientPayloadSchema.safeParse({ ...minimal, [field]: value }).error?.issues[0]?.message;
    expect(messageFor('email', 'marie@')).toBe('validation.invalid_email');
    expect(messageFor('date_naissance', '1990-02-30')).toBe('validation.invalid_date');
    expect(messageFor('date_naissance', '10/05/1990')).toBe('validation.invalid_date');
    expect(messageFor('telephone', 'abc')).toBe('validation.invalid_phone');
    expect(messageFor('nom', 'x'.repeat(101))).toBe('validation.max_length');
    expect(messageFor('cote_affecte', 'top')).toBeDefined();
  });

  it('accepts well-formed values', () => {
    const parsed = patientPayloadSchema.parse({
      ...minimal,
      date_naissance: '1990-05-10',
      telephone: '+33 (0)6 12 34 56 78',
      sexe: 'female',
      cote_affecte: 'bilateral',
    });
    expect(parsed).toMatchObject({ telephone: '+33 (0)6 12 34 56 78', cote_affecte: 'bilateral' });
  });
});

describe('patientPatchSchema', () => {
  it('validates only the fields sent', () => {
    expect(patientPatchSchema.parse({ telephone: '0612345678' })).toEqual({
      telephone: '0612345678',
    });
    expect(patientPatchSchema.safeParse({ nom: '' }).success).toBe(false);
  });
});
