import { Tabs, TabsContent } from '@/components/ui/tabs';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { pageTestId } from '@/components/coming-soon-page';
import { PageHeading } from '@/components/page-heading';
import { useTrashedMedia } from '../api/get-trashed-media';
import { useTrashedPatients } from '../api/get-trashed-patients';
import { TRASH_SECTIONS, TrashSectionTabs, type TrashSection } from '../components/trash-sections';
import { TrashedMediaSection } from '../components/trashed-media-section';
import { TrashedPatientsSection } from '../components/trashed-patients-section';

function sectionOf(value: string | null): TrashSection {
  return TRASH_SECTIONS.find((section) => section === value) ?? 'media';
}

/**
 * /trash: deleted photos, videos and patient records. Everything here still counts toward the
 * storage quota until it is restored or deleted for good.
 */
export function TrashPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const section = sectionOf(params.get('section'));
  // Both lists load so both tabs can say how much they hold.
  const media = useTrashedMedia();
  const patients = useTrashedPatients();
  const counts = {
    media: media.data?.pages[0]?.total_count ?? null,
    patients: patients.data?.pages[0]?.total ?? null,
  };

  return (
    <section
      data-testid={pageTestId('trash')}
      className="mx-auto flex w-full max-w-5xl flex-col gap-6"
    >
      <PageHeading icon={Trash2} title={t('pages.trash.title')}>
        {t('trash.subtitle')}
      </PageHeading>
      <Tabs
        value={section}
        onValueChange={(next) => setParams({ section: sectionOf(next) }, { replace: true })}
        className="flex flex-col gap-6"
      >
        <TrashSectionTabs counts={counts} />
        <TabsContent value="media">
          <TrashedMediaSection media={media} />
        </TabsContent>
        <TabsContent value="patients">
          <TrashedPatientsSection patients={patients} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
