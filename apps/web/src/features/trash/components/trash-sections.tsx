import { Images, Users } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export const TRASH_SECTIONS = ['media', 'patients'] as const;
export type TrashSection = (typeof TRASH_SECTIONS)[number];

export function trashSectionIds(section: TrashSection) {
  return { tab: `trash-tab-${section}`, panel: `trash-panel-${section}` };
}

type TrashSectionTabsProps = {
  current: TrashSection;
  counts: Record<TrashSection, number | null>;
  onChange: (section: TrashSection) => void;
};

const icons = { media: Images, patients: Users } as const;

/** The two parts of the trash as tabs, each with what it holds; arrows move between them. */
export function TrashSectionTabs({ current, counts, onChange }: TrashSectionTabsProps) {
  const { t } = useTranslation();
  const tabs = useRef<Partial<Record<TrashSection, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const index = TRASH_SECTIONS.indexOf(current);
    const next = TRASH_SECTIONS[(index + step + TRASH_SECTIONS.length) % TRASH_SECTIONS.length];
    if (!next) return;
    onChange(next);
    tabs.current[next]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={t('trash.sectionsLabel')}
      onKeyDown={onKeyDown}
      className="inline-flex w-full gap-1 rounded-xl bg-muted p-1 sm:w-auto"
    >
      {TRASH_SECTIONS.map((section) => {
        const Icon = icons[section];
        const selected = section === current;
        const count = counts[section];
        const ids = trashSectionIds(section);
        return (
          <button
            key={section}
            ref={(element) => {
              tabs.current[section] = element;
            }}
            type="button"
            role="tab"
            id={ids.tab}
            aria-selected={selected}
            aria-controls={ids.panel}
            tabIndex={selected ? 0 : -1}
            data-testid={`trash-tab-${section}`}
            onClick={() => onChange(section)}
            className={cn(
              'inline-flex flex-1 items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:flex-none',
              selected
                ? 'bg-card text-foreground shadow-sm'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            <Icon aria-hidden className="size-4" />
            {t(`trash.sections.${section}`)}
            {count !== null ? (
              <span
                className={cn(
                  'min-w-6 rounded-full px-1.5 text-xs tabular-nums',
                  selected ? 'bg-primary/10 text-primary' : 'bg-background/70',
                )}
              >
                {t('trash.sectionCount', { count })}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
