import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { translateKey } from './keys';

/*
 * Typed keys (decision 0036): `npm run typecheck` reads this file. Each @ts-expect-error below
 * fails the typecheck the day a wrong key stops being a type error.
 */
describe('typed text keys', () => {
  it('knows the keys of every namespace, and refuses the others', () => {
    const t = i18n.getFixedT('fr');
    expect(t('app.close')).toBe('Fermer');
    expect(t('errors:request.not_found')).toBeTruthy();
    // @ts-expect-error: no such key in fr.ts
    expect(t('app.closee')).toBe('app.closee');
    // @ts-expect-error: no such error code in the domain catalogue
    expect(t('errors:request.no_such_code')).toBe('request.no_such_code');
  });

  it('lets a key that arrives as data through, shown as itself when unknown', () => {
    const t = i18n.getFixedT('fr');
    expect(translateKey(t, 'app.close')).toBe('Fermer');
    expect(translateKey(t, 'validation.unknown_message')).toBe('validation.unknown_message');
  });
});
