import { Tabs, TabsContent } from '@/components/ui/tabs';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { pageTestId } from '@/components/page-test-id';
import { PageHeading } from '@/components/page-heading';
import { useTrashedMedia } from '../api/get-trashed-media';
import { useTrashedPatients } from '../api/get-trashed-patients';
import { useTrashedDictations } from '../api/trashed-dictations';
import { TRASH_SECTIONS, TrashSectionTabs, type TrashSection } from '../components/trash-sections';
import { TrashedMediaSection } from '../components/trashed-media-section';
import { TrashedDictationsSection } from '../components/trashed-dictations-section';
import { TrashedPatientsSection } from '../components/trashed-patients-section';

function sectionOf(value: string | null, sections: readonly TrashSection[]): TrashSection {
  return sections.find((section) => section === value) ?? 'media';
}

/**
 * /trash: deleted photos, videos, patient records and, with the dictaphone on, dictations. Everything here still counts toward the
 * storage quota until it is restored or deleted for good.
 */
export function TrashPage({ withDictations = false }: { withDictations?: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const sections = withDictations
    ? TRASH_SECTIONS
    : TRASH_SECTIONS.filter((section) => section !== 'dictations');
  const section = sectionOf(params.get('section'), sections);
  // Every list loads so every tab can say how much it holds.
  const media = useTrashedMedia();
  const patients = useTrashedPatients();
  const dictations = useTrashedDictations(withDictations);
  const dictationPages = dictations.data?.pages;
  const counts = {
    media: media.data?.pages[0]?.total_count ?? null,
    patients: patients.data?.pages[0]?.total ?? null,
    // The list is paged without a total: the count is exact once every page is in.
    dictations:
      dictationPages && dictationPages.at(-1)?.nextCursor === null
        ? dictationPages.reduce((sum, page) => sum + page.items.length, 0)
        : null,
  };
  const loadedDictations = dictationPages?.reduce((sum, page) => sum + page.items.length, 0) ?? 0;
  const filesInTrash = (counts.media ?? 0) + (counts.dictations ?? loadedDictations);

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
        onValueChange={(next) =>
          setParams({ section: sectionOf(next, sections) }, { replace: true })
        }
        className="flex flex-col gap-6"
      >
        <TrashSectionTabs sections={sections} counts={counts} />
        <TabsContent value="media">
          <TrashedMediaSection media={media} filesInTrash={filesInTrash} />
        </TabsContent>
        <TabsContent value="patients">
          <TrashedPatientsSection patients={patients} />
        </TabsContent>
        {withDictations ? (
          <TabsContent value="dictations">
            <TrashedDictationsSection dictations={dictations} filesInTrash={filesInTrash} />
          </TabsContent>
        ) : null}
      </Tabs>
    </section>
  );
}
