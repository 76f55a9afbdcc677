import { describe, expect, it } from 'vitest';
import { createShareBodySchema, SHARE_MAX_EXPIRY_DAYS } from './share';

const base = {
  expires_in_days: 7,
  password: null,
  allow_download: false,
  show_patient_name: false,
};

describe('share creation body', () => {
  it('takes a comparison or photos, matching the kind', () => {
    expect(
      createShareBodySchema.safeParse({ ...base, kind: 'comparison', comparison_id: 'c1' }).success,
    ).toBe(true);
    expect(
      createShareBodySchema.safeParse({ ...base, kind: 'photos', photo_ids: ['a', 'b'] }).success,
    ).toBe(true);
    expect(
      createShareBodySchema.safeParse({ ...base, kind: 'photos', comparison_id: 'c1' }).success,
    ).toBe(false);
    expect(
      createShareBodySchema.safeParse({ ...base, kind: 'photos', photo_ids: ['a', 'a'] }).success,
    ).toBe(false);
  });

  it('bounds the expiry and refuses control characters in the password', () => {
    const photos = { ...base, kind: 'photos', photo_ids: ['a'] };
    expect(
      createShareBodySchema.safeParse({ ...photos, expires_in_days: SHARE_MAX_EXPIRY_DAYS + 1 })
        .success,
    ).toBe(false);
    expect(createShareBodySchema.safeParse({ ...photos, expires_in_days: 0 }).success).toBe(false);
    expect(createShareBodySchema.safeParse({ ...photos, password: 'ab\u0000cd' }).success).toBe(
      false,
    );
    expect(createShareBodySchema.safeParse({ ...photos, password: 'abc' }).success).toBe(false);
    expect(createShareBodySchema.safeParse({ ...photos, password: 'secret' }).success).toBe(true);
  });
});
