import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { overflowEntries, type BetaFlags } from '../nav-entries';

type MoreMenuProps = { betaFlags: BetaFlags; onOpenImport: () => void };

/**
 * Small screens only have four bottom entries; this header menu keeps the other sidebar
 * entries (Drive, Import, Injection, Comparaison, Paramètres, betas) one tap away.
 */
export function MoreMenu({ betaFlags, onOpenImport }: MoreMenuProps) {
  const { t } = useTranslation();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('nav.moreLabel')}>
          <Menu aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>{t('nav.moreLabel')}</DropdownMenuLabel>
        {overflowEntries(betaFlags).map((entry) => {
          const Icon = entry.icon;
          return entry.kind === 'link' ? (
            <DropdownMenuItem key={entry.id} asChild>
              <Link to={entry.to}>
                <Icon aria-hidden />
                {t(entry.labelKey)}
              </Link>
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem key={entry.id} onSelect={onOpenImport}>
              <Icon aria-hidden />
              {t(entry.labelKey)}
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
