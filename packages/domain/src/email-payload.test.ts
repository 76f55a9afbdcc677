import { describe, expect, it } from 'vitest';
import { emailPayloadSchema, firstEmailPayloadError, looksLikeEmailAddress } from './email-payload';
import { formatErrorMessage } from './errors';

const valid = { to: 'dr.martin@example.fr', subject: 'Photos', message: 'Bonjour' };

describe('firstEmailPayloadError', () => {
  it('accepts a complete payload', () => {
    expect(firstEmailPayloadError(valid)).toBeNull();
  });

  it('checks missing fields in order recipient, subject, message', () => {
    expect(firstEmailPayloadError({})).toBe('email.recipient_missing');
    expect(firstEmailPayloadError({ ...valid, to: '  ' })).toBe('email.recipient_missing');
    expect(firstEmailPayloadError({ ...valid, subject: null })).toBe('email.subject_missing');
    expect(firstEmailPayloadError({ ...valid, message: '' })).toBe('email.message_missing');
  });

  it('reports missing fields before a bad address', () => {
    expect(firstEmailPayloadError({ to: 'not-an-address', subject: '', message: 'x' })).toBe(
      'email.subject_missing',
    );
    expect(firstEmailPayloadError({ ...valid, to: 'not-an-address' })).toBe('email.invalid_format');
  });

  it('allows 200 subject characters and 5000 message characters, not one more', () => {
    expect(firstEmailPayloadError({ ...valid, subject: 'a'.repeat(200) })).toBeNull();
    expect(firstEmailPayloadError({ ...valid, subject: 'a'.repeat(201) })).toBe(
      'email.subject_too_long',
    );
    expect(firstEmailPayloadError({ ...valid, message: 'a'.repeat(5000) })).toBeNull();
    expect(firstEmailPayloadError({ ...valid, message: 'a'.repeat(5001) })).toBe(
      'email.message_too_long',
    );
  });

  it('counts lengths after trimming', () => {
    expect(firstEmailPayloadError({ ...valid, subject: ` ${'a'.repeat(200)} ` })).toBeNull();
  });

  it('maps to the spec texts', () => {
    expect(formatErrorMessage('email.recipient_missing', 'fr')).toBe(
      'Adresse email destinataire manquante',
    );
    expect(formatErrorMessage('email.subject_too_long', 'fr')).toBe(
      'Sujet trop long (maximum 200 caractères)',
    );
    expect(formatErrorMessage('email.message_too_long', 'fr')).toBe(
      'Message trop long (maximum 5000 caractères)',
    );
  });
});

describe('looksLikeEmailAddress', () => {
  it.each([
    ['a@b.fr', true],
    [' dr.x+photos@cabinet.example.com ', true],
    ['a@b', false],
    ['a b@c.fr', false],
    ['@c.fr', false],
    ['a@@c.fr', false],
    ['', false],
  ])('%j -> %s', (value, expected) => {
    expect(looksLikeEmailAddress(value)).toBe(expected);
  });
});

describe('emailPayloadSchema', () => {
  it('trims and fills defaults on a valid payload', () => {
    const parsed = emailPayloadSchema.parse({ ...valid, to: ' dr.martin@example.fr ' });
    expect(parsed).toMatchObject({ to: 'dr.martin@example.fr', photos: [], attachments: [] });
  });

  it('reports exactly the first error as the issue message, on its field', () => {
    const result = emailPayloadSchema.safeParse({ to: 'bad', subject: '', message: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]).toMatchObject({
      message: 'email.subject_missing',
      path: ['subject'],
    });
  });

  it('agrees with firstEmailPayloadError on the length rules', () => {
    const result = emailPayloadSchema.safeParse({ ...valid, message: 'x'.repeat(5001) });
    expect(result.error?.issues[0]).toMatchObject({
      message: 'email.message_too_long',
      path: ['message'],
    });
  });

  it('refuses non-string fields as a validation failure', () => {
    const result = emailPayloadSchema.safeParse({ ...valid, to: 42 });
    expect(result.error?.issues[0]?.message).toBe('request.validation_failed');
  });
});
