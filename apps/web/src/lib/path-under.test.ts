import { describe, expect, it } from 'vitest';
import { isPathUnder } from './path-under';

describe('isPathUnder', () => {
  it('takes the base itself and the pages below it, not a longer name', () => {
    expect(isPathUnder('/patients', '/patients')).toBe(true);
    expect(isPathUnder('/patients/', '/patients')).toBe(true);
    expect(isPathUnder('/patients/42/photos', '/patients')).toBe(true);
    expect(isPathUnder('/patientsX', '/patients')).toBe(false);
    expect(isPathUnder('/patient', '/patients')).toBe(false);
  });

  it('keeps the case and ignores a query', () => {
    expect(isPathUnder('/Patients', '/patients')).toBe(false);
    expect(isPathUnder('/setup-mfa?next=1', '/setup-mfa')).toBe(true);
  });
});
