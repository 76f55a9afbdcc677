import { Suspense } from 'react';
import { afterFirstPaint } from '@/lib/first-paint';
import { lazyWhenPossible } from '@/lib/load-when-possible';
import { ThemeSwitcherButton } from './theme-switcher-button';

const ThemeSwitcher = lazyWhenPossible(
  () => afterFirstPaint().then(() => import('./theme-switcher')),
  (module) => module.ThemeSwitcher,
);

/**
 * The header's theme menu: its button paints with the first screen, the menu's code (Radix
 * dropdown and positioning) follows once that screen is painted instead of delaying it.
 */
export function HeaderThemeSwitcher() {
  return (
    <Suspense fallback={<ThemeSwitcherButton />}>
      <ThemeSwitcher />
    </Suspense>
  );
}
