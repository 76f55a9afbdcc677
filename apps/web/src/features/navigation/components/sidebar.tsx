import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BrandMark, BrandName } from '@/components/brand-mark';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { activeNavEntry } from '../active-entry';
import { visibleSidebarEntries, type BetaFlags, type NavEntry } from '../nav-entries';

type SidebarProps = {
  collapsed: boolean;
  onToggleCollapsed: () => void;
  betaFlags: BetaFlags;
  onOpenImport: () => void;
  /** Photos of an unfinished import still to file, shown as a badge on Import (0: none). */
  importBadge?: number;
  /** Bottom slot: the storage meter. */
  footer?: ReactNode;
};

const navigationId = 'sidebar-navigation';

/** Desktop (≥ 768 px) navigation, collapsible to icons only. */
export function Sidebar({
  collapsed,
  onToggleCollapsed,
  betaFlags,
  onOpenImport,
  importBadge = 0,
  footer,
}: SidebarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = activeNavEntry(pathname);
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;

  return (
    <aside
      aria-label={t('nav.sidebarLabel')}
      data-testid="sidebar"
      data-collapsed={collapsed}
      className={cn(
        'fixed inset-y-0 left-0 z-30 hidden flex-col border-r border-sidebar-border bg-sidebar text-sidebar-foreground transition-[width] duration-200 md:flex',
        collapsed ? 'w-[4.5rem]' : 'w-64',
      )}
    >
      <Link
        to={paths.home}
        className={cn(
          'mx-3 mt-3 mb-2 flex h-12 items-center gap-3 rounded-xl px-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          collapsed && 'justify-center px-0',
        )}
      >
        <BrandMark />
        {collapsed ? <span className="sr-only">PhotoDossier</span> : <BrandName />}
      </Link>

      <nav
        aria-label={t('nav.mainLabel')}
        id={navigationId}
        className="flex-1 overflow-y-auto px-3 py-2"
      >
        {/* One provider for the items: moving along the collapsed bar skips the delay. */}
        <TooltipProvider>
          <ul className="flex flex-col gap-1">
            {visibleSidebarEntries(betaFlags).map((entry) => (
              <li key={entry.id}>
                <SidebarItem
                  entry={entry}
                  active={entry.id === active}
                  collapsed={collapsed}
                  onOpenImport={onOpenImport}
                  badge={entry.kind === 'import' ? importBadge : 0}
                />
              </li>
            ))}
          </ul>
        </TooltipProvider>
      </nav>

      <div className="flex flex-col gap-2 border-t border-sidebar-border p-3">
        {footer}
        <button
          type="button"
          onClick={onToggleCollapsed}
          aria-expanded={!collapsed}
          aria-controls={navigationId}
          className={cn(
            itemClasses,
            'text-muted-foreground hover:bg-accent hover:text-foreground',
            collapsed && 'justify-center px-0',
          )}
        >
          <ToggleIcon aria-hidden className="size-5 shrink-0" />
          <span className={cn(collapsed && 'sr-only')}>
            {collapsed ? t('nav.expand') : t('nav.collapse')}
          </span>
        </button>
      </div>
    </aside>
  );
}

const itemClasses =
  'flex h-10 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

type SidebarItemProps = {
  entry: NavEntry;
  active: boolean;
  collapsed: boolean;
  onOpenImport: () => void;
  /** A count shown after the label (a dot on the icon when collapsed); 0: none. */
  badge: number;
};

function SidebarItem({ entry, active, collapsed, onOpenImport, badge }: SidebarItemProps) {
  const { t } = useTranslation();
  const label = t(entry.labelKey);
  const Icon = entry.icon;
  const className = cn(
    itemClasses,
    active
      ? 'bg-primary/12 text-primary dark:bg-primary/15'
      : 'text-sidebar-foreground/80 hover:bg-accent hover:text-foreground',
    collapsed && 'justify-center px-0',
  );
  const content = (
    <>
      <span className="relative shrink-0">
        <Icon aria-hidden className="size-5" />
        {badge > 0 && collapsed ? (
          <span
            aria-hidden
            className="absolute -top-1 -right-1.5 size-2.5 rounded-full bg-primary ring-2 ring-sidebar"
          />
        ) : null}
      </span>
      <span className={cn('truncate', collapsed && 'sr-only')}>{label}</span>
      {badge > 0 ? <NavBadge count={badge} hidden={collapsed} /> : null}
    </>
  );

  const item =
    entry.kind === 'link' ? (
      <Link to={entry.to} aria-current={active ? 'page' : undefined} className={className}>
        {content}
      </Link>
    ) : (
      <button type="button" aria-haspopup="dialog" onClick={onOpenImport} className={className}>
        {content}
      </button>
    );

  if (!collapsed) return item;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{item}</TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  );
}

/** The count of photos waiting on Import: read out after the label, drawn as a pill. */
export function NavBadge({ count, hidden = false }: { count: number; hidden?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="sr-only">{` (${t('nav.importPending', { count })})`}</span>
      <span
        aria-hidden
        data-testid="import-pending-badge"
        className={cn(
          'ml-auto inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground tabular-nums',
          hidden && 'hidden',
        )}
      >
        {count}
      </span>
    </>
  );
}
