import { lazy, Suspense } from 'react';
import { ThemeSwitcherButton } from './theme-switcher-button';

const ThemeSwitcher = lazy(() =>
  import('./theme-switcher').then((module) => ({ default: module.ThemeSwitcher })),
);

/**
 * The header's theme menu: its button paints with the first screen, the menu's code (Radix
 * dropdown and positioning) follows right after instead of delaying it.
 */
export function HeaderThemeSwitcher() {
  return (
    <Suspense fallback={<ThemeSwitcherButton />}>
      <ThemeSwitcher />
    </Suspense>
  );
}
