import { PIN_LOCAL_KEYS } from '@photodossier/domain/pin-limits';
import { describe, expect, it } from 'vitest';
import { clearLocalData } from './clear-local-data';

describe('clearing local data after the account is deleted', () => {
  it('removes every app key, every PIN lock key and the session storage, not the language', () => {
    localStorage.setItem('photodossier-theme', 'dark');
    localStorage.setItem('photodossier-settings-user-1', '{}');
    localStorage.setItem('photodossier-machine-id', 'abc');
    for (const key of Object.values(PIN_LOCAL_KEYS)) localStorage.setItem(key, '1');
    localStorage.setItem('i18nextLng', 'en');
    localStorage.setItem('other-site-key', 'kept');
    sessionStorage.setItem('lastEmail', 'jeanne@example.com');

    clearLocalData();

    expect(Object.keys(localStorage).sort()).toEqual(['i18nextLng', 'other-site-key']);
    expect(sessionStorage.length).toBe(0);
  });
});
