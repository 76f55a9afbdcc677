import { FileAudio, Images, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TabsList, TabsTrigger } from '@/components/ui/tabs';

export const TRASH_SECTIONS = ['media', 'patients', 'dictations'] as const;
export type TrashSection = (typeof TRASH_SECTIONS)[number];

type TrashSectionTabsProps = {
  /** The sections shown: dictations only while the dictaphone is on. */
  sections: readonly TrashSection[];
  counts: Record<TrashSection, number | null>;
};

const icons = { media: Images, patients: Users, dictations: FileAudio } as const;

/**
 * The parts of the trash as Radix tabs (inside the page's <Tabs>), each with what it
 * holds; arrows, Home and End move between them.
 */
export function TrashSectionTabs({ sections, counts }: TrashSectionTabsProps) {
  const { t } = useTranslation();
  return (
    <TabsList aria-label={t('trash.sectionsLabel')} className="w-full border-0 bg-muted sm:w-auto">
      {sections.map((section) => {
        const Icon = icons[section];
        const count = counts[section];
        return (
          <TabsTrigger
            key={section}
            value={section}
            data-testid={`trash-tab-${section}`}
            className="group flex-1 gap-2 py-2 sm:flex-none"
          >
            <Icon aria-hidden className="size-4" />
            {t(`trash.sections.${section}`)}
            {count !== null ? (
              <span className="min-w-6 rounded-full bg-background/70 px-1.5 text-xs tabular-nums group-data-[state=active]:bg-primary/10 group-data-[state=active]:text-primary">
                {t('trash.sectionCount', { count })}
              </span>
            ) : null}
          </TabsTrigger>
        );
      })}
    </TabsList>
  );
}
