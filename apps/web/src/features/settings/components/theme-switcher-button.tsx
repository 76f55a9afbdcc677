import { Moon, Sun } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useTheme } from '@/lib/theme/theme-provider';

/** The theme menu's button: the current theme's icon, named after the chosen preference. */
export function ThemeSwitcherButton(props: ComponentProps<typeof Button>) {
  const { t } = useTranslation();
  const { preference, resolvedTheme } = useTheme();
  const CurrentIcon = resolvedTheme === 'dark' ? Moon : Sun;
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t('theme.current', { theme: t(`theme.${preference}`) })}
      {...props}
    >
      <CurrentIcon aria-hidden />
    </Button>
  );
}
