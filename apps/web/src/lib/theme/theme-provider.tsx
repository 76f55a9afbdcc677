import {
  createContext,
  use,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { DEFAULT_THEME } from '@photodossier/domain/app-preferences';
import {
  applyTheme,
  darkSchemeQuery,
  readThemePreference,
  resolveTheme,
  storeThemePreference,
  systemPrefersDark,
  type ResolvedTheme,
  type ThemePreference,
} from './theme';

type ThemeContextValue = {
  preference: ThemePreference;
  resolvedTheme: ResolvedTheme;
  setPreference: (preference: ThemePreference) => void;
};

const ThemeContext = createContext<ThemeContextValue | null>(null);

function subscribeToSystemScheme(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(darkSchemeQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The stored choice changes only through setPreference below, which holds it in state. */
const noStorageSubscription = () => () => {};

// A prerendered page (decision 0052) was rendered without a browser, as the default light
// theme: hydration starts from the same values, then the device's own take over at once.
const renderedWithoutBrowser = { preference: () => DEFAULT_THEME, prefersDark: () => false };

export function ThemeProvider({ children }: { children: ReactNode }) {
  const storedPreference = useSyncExternalStore(
    noStorageSubscription,
    readThemePreference,
    renderedWithoutBrowser.preference,
  );
  const [chosenPreference, setPreferenceState] = useState<ThemePreference | null>(null);
  const preference = chosenPreference ?? storedPreference;
  const prefersDark = useSyncExternalStore(
    subscribeToSystemScheme,
    systemPrefersDark,
    renderedWithoutBrowser.prefersDark,
  );

  const resolvedTheme = resolveTheme(preference, prefersDark);

  useEffect(() => {
    applyTheme(resolvedTheme);
  }, [resolvedTheme]);

  const value = useMemo<ThemeContextValue>(
    () => ({
      preference,
      resolvedTheme,
      setPreference: (next) => {
        storeThemePreference(next);
        setPreferenceState(next);
      },
    }),
    [preference, resolvedTheme],
  );

  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const value = use(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
