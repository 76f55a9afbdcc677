// The theme rules, shared by the provider and mirrored by the boot script in index.html.
import { DEFAULT_THEME, THEMES, type Theme } from '@photodossier/domain/app-preferences';

export type ThemePreference = Theme;
export type ResolvedTheme = 'light' | 'dark';

export const themePreferences: readonly ThemePreference[] = THEMES;
export const themeStorageKey = 'photodossier-theme';
export const darkSchemeQuery = '(prefers-color-scheme: dark)';

function isThemePreference(value: unknown): value is ThemePreference {
  return themePreferences.includes(value as ThemePreference);
}

/** The stored choice, or the default (system) when none, or garbage, is stored. */
export function readThemePreference(): ThemePreference {
  try {
    const stored = localStorage.getItem(themeStorageKey);
    return isThemePreference(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function storeThemePreference(preference: ThemePreference): void {
  try {
    localStorage.setItem(themeStorageKey, preference);
  } catch {
    // Private browsing may refuse storage; the choice then lasts for this visit only.
  }
}

export function resolveTheme(
  preference: ThemePreference,
  systemPrefersDark: boolean,
): ResolvedTheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

export function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(darkSchemeQuery).matches;
}

export function applyTheme(theme: ResolvedTheme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}
