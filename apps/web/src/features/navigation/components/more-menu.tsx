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
import { NavBadge } from './sidebar';

type MoreMenuProps = {
  betaFlags: BetaFlags;
  onOpenImport: () => void;
  /** Photos of an unfinished import still to file, shown on the menu and on Import (0: none). */
  importBadge?: number;
};

/**
 * Small screens only have four bottom entries; this header menu keeps the other sidebar
 * entries (Drive, Import, Injection, Comparaison, Paramètres, betas) one tap away.
 */
export function MoreMenu({ betaFlags, onOpenImport, importBadge = 0 }: MoreMenuProps) {
  const { t } = useTranslation();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={
            importBadge > 0
              ? `${t('nav.moreLabel')} (${t('nav.importPending', { count: importBadge })})`
              : t('nav.moreLabel')
          }
          className="relative"
        >
          <Menu aria-hidden />
          {importBadge > 0 ? (
            <span
              aria-hidden
              data-testid="more-menu-import-dot"
              className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-primary ring-2 ring-background"
            />
          ) : null}
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
              {importBadge > 0 ? <NavBadge count={importBadge} /> : null}
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
