import { Images, ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

const tabs = [
  { to: paths.patientsPhotos, labelKey: 'media.gallery.allTab', icon: Images },
  { to: paths.patientsUnassigned, labelKey: 'media.gallery.unassignedTab', icon: ImageOff },
] as const;

/** Switches between every photo and the photos without a patient. */
export function GalleryTabs() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('media.gallery.tabsLabel')}>
      <ul className="inline-flex rounded-xl border border-border bg-card p-1 shadow-xs">
        {tabs.map(({ to, labelKey, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                cn(
                  'inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  isActive
                    ? 'bg-primary text-primary-foreground shadow-sm'
                    : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                )
              }
            >
              <Icon aria-hidden className="size-4" />
              {t(labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
