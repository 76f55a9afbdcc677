import {
  COMPARISON_MODES,
  type ComparisonMode,
  type ComparisonView,
} from '@photodossier/domain/comparison';
import type { SharedView } from '@photodossier/domain/share';
import { Download, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateDisplay } from '@/lib/date-display';
import { useParams } from 'react-router';
import { ComparisonStage } from '@/components/comparison/comparison-stage';
import { comparisonDate, comparisonLabels } from '@/components/comparison/labels';
import { NO_ZOOM, type StageMedia, type ZoomPan } from '@/components/comparison/types';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSharedView } from '../api/open-shared';
import { shareExpiryDate } from '../components/share-dates';
import { SharedLinkPage } from '../components/shared-states';

function SharedComparison({ shared }: { shared: SharedView }) {
  const { t } = useTranslation();
  const dates = useDateDisplay();
  const saved = shared.comparison;
  const [mode, setMode] = useState<ComparisonMode>(saved?.view.mode ?? 'before_after');
  const [divider, setDivider] = useState(saved?.view.divider ?? 0.5);
  const [zoomPan, setZoomPan] = useState<ZoomPan>(NO_ZOOM);
  if (!saved) return null;
  const view: ComparisonView = { ...saved.view, mode, divider };
  const shownPhotos =
    mode === 'side_by_side'
      ? shared.photos
      : [shared.photos[0], shared.photos[shared.photos.length - 1]];
  const labels = comparisonLabels(
    t,
    dates,
    shownPhotos.filter((photo) => photo !== undefined),
  );
  const media: StageMedia[] = shownPhotos.flatMap((photo, position) => {
    const settings = photo ? saved.photos[shared.photos.indexOf(photo)] : undefined;
    if (!photo || !settings) return [];
    return [
      {
        key: `${photo.key}-${position}`,
        src: photo.preview_url,
        kind: photo.media_type,
        frameTime: settings.frame_time,
        placement: settings.placement,
        label: saved.view.labels ? (labels[position] ?? null) : null,
        alt: t('shares.page.photo', { key: photo.key }),
      },
    ];
  });
  return (
    <div className="flex flex-col gap-4">
      <Tabs value={mode} onValueChange={(value) => setMode(value as ComparisonMode)}>
        <TabsList
          aria-label={t('comparisons.modes.label')}
          className="grid w-full grid-cols-3 sm:inline-flex sm:w-auto"
        >
          {COMPARISON_MODES.map((value) => (
            <TabsTrigger
              key={value}
              value={value}
              className="px-1.5 text-[13px] sm:px-3 sm:text-sm"
            >
              {t(`comparisons.modes.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={mode} className="mt-4 focus-visible:outline-none">
          <ComparisonStage
            media={media}
            view={view}
            blink={false}
            zoomPan={zoomPan}
            onZoomPanChange={setZoomPan}
            onDividerChange={setDivider}
            dividerLabel={t('comparisons.divider')}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function SharedPhotos({ shared }: { shared: SharedView }) {
  const { t } = useTranslation();
  const dates = useDateDisplay();
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {shared.photos.map((photo) => (
        <li
          key={photo.key}
          className="flex flex-col gap-2 overflow-hidden rounded-2xl border border-border bg-card"
        >
          {photo.media_type === 'video' ? (
            <video
              src={photo.preview_url}
              controls
              playsInline
              className="aspect-[4/3] w-full bg-slate-950 object-contain"
            />
          ) : (
            <img
              src={photo.preview_url}
              alt={t('shares.page.photo', { key: photo.key })}
              className="aspect-[4/3] w-full bg-slate-950 object-contain"
            />
          )}
          <p className="px-3 pb-3 text-sm text-muted-foreground">
            {[comparisonDate(photo.date_prise, dates), photo.zone_traitee]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * /shared/{token}: what a practitioner shared, for anyone with the link and no account. Unknown,
 * expired and revoked links all show the same page.
 */
export function SharedPage() {
  const { t } = useTranslation();
  const dates = useDateDisplay();
  const { token = '' } = useParams();
  const [password, setPassword] = useState<string | null>(null);
  const shared = useSharedView(token, password);
  return (
    <SharedLinkPage
      page="shared"
      title={
        shared.data?.kind === 'comparison'
          ? t('pages.shared.comparisonTitle')
          : t('pages.shared.title')
      }
      icon={Share2}
      opening={shared}
      ready={shared.data !== undefined}
      onPassword={setPassword}
    >
      {() => {
        const data = shared.data;
        if (!data) return null;
        return (
          <div className="flex flex-col gap-5">
            <header className="flex flex-col gap-1">
              <h2 className="text-2xl font-semibold tracking-tight">
                {data.title ||
                  (data.kind === 'comparison'
                    ? t('shares.list.comparison')
                    : t('shares.list.photos'))}
              </h2>
              {data.patient_name ? (
                <p className="text-muted-foreground">
                  {t('shares.page.patient', { name: data.patient_name })}
                </p>
              ) : null}
              <p className="text-sm text-muted-foreground">
                {t('shares.page.expires', { date: shareExpiryDate(data.expires_at, dates) })}
              </p>
            </header>
            {data.kind === 'comparison' ? (
              <SharedComparison shared={data} />
            ) : (
              <SharedPhotos shared={data} />
            )}
            {data.allow_download ? (
              <div className="flex flex-wrap gap-2">
                {data.photos.map((photo) =>
                  photo.download_url ? (
                    <Button key={photo.key} asChild variant="outline" size="sm">
                      <a href={photo.download_url} download>
                        <Download aria-hidden />
                        {t('shares.page.download', { key: photo.key })}
                      </a>
                    </Button>
                  ) : null,
                )}
              </div>
            ) : null}
          </div>
        );
      }}
    </SharedLinkPage>
  );
}
