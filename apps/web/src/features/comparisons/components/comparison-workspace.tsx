import { photosShownIn, type ComparisonMode } from '@photodossier/domain/comparison';
import type { PhotoListItem } from '@photodossier/domain/media-record';
import { ArrowLeft, Download, Save, Share2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateDisplay } from '@/lib/date-display';
import { Link } from 'react-router';
import { ComparisonStage } from '@/components/comparison/comparison-stage';
import { NO_ZOOM, type StageMedia, type ZoomPan } from '@/components/comparison/types';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent } from '@/components/ui/tabs';
import { translateErrorCode, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { openShareDialog } from '@/lib/share-dialog';
import { useExportPolicy } from '../api/get-export-policy';
import { useSaveComparison } from '../api/save-comparison';
import type { ComparisonEditor } from '../hooks/use-comparison-editor';
import { useComparisonExport } from '../hooks/use-comparison-export';
import { comparisonLabels } from '@/components/comparison/labels';
import { mediaSourceUrl } from '../lib/media-bitmaps';
import { exportWatermark } from '../lib/render-composition';
import { AlignmentPanel } from './alignment-panel';
import { ExportDialog } from './export-dialog';
import { ModeControls } from './mode-controls';

type ComparisonWorkspaceProps = {
  editor: ComparisonEditor;
  /** The patient of every photo; null when they belong to several (no saving then). */
  patientId: string | null;
  /** The page's heading. */
  title: string;
  /** A way back where the layout offers none. */
  back?: { to: string; label: string };
  /** The timeline strip, or whatever lets the practitioner change the photos. */
  picker: React.ReactNode;
};

/** The comparison screen: header actions, the stage in its mode, the settings and the picker. */
export function ComparisonWorkspace({
  editor,
  patientId,
  title,
  back,
  picker,
}: ComparisonWorkspaceProps) {
  const { t } = useTranslation();
  const dates = useDateDisplay();
  const [blink, setBlink] = useState(false);
  const [zoomPan, setZoomPan] = useState<ZoomPan>(NO_ZOOM);
  const [exporting, setExporting] = useState(false);
  const policy = useExportPolicy();
  const save = useSaveComparison();

  const shown = photosShownIn(editor.view.mode, editor.photos.length);
  const visiblePhotos = useMemo(
    () =>
      editor.view.mode === 'side_by_side'
        ? editor.photos
        : [editor.photos[0], editor.photos[editor.photos.length - 1]],
    [editor.photos, editor.view.mode],
  );
  const allLabels = useMemo(
    () => comparisonLabels(t, dates, editor.photos),
    [editor.photos, dates, t],
  );
  const pairLabels = useMemo(
    () =>
      comparisonLabels(
        t,
        dates,
        visiblePhotos.filter((photo): photo is PhotoListItem => photo !== undefined),
      ),
    [dates, t, visiblePhotos],
  );
  const shownLabels = editor.view.mode === 'side_by_side' ? allLabels : pairLabels;

  const media: StageMedia[] = visiblePhotos.slice(0, shown).flatMap((photo, position) => {
    if (!photo) return [];
    const index = editor.photos.indexOf(photo);
    const settings = editor.settings[index];
    if (!settings) return [];
    return [
      {
        key: `${photo.id}-${position}`,
        src: mediaSourceUrl(photo),
        kind: photo.media_type,
        frameTime: settings.frame_time,
        placement: settings.placement,
        label: editor.view.labels ? (shownLabels[position] ?? null) : null,
        alt: shownLabels[position] ?? '',
      },
    ];
  });

  const exporter = useComparisonExport({
    view: editor.view,
    watermark: exportWatermark(policy.data),
    sources: async () => {
      const bitmaps = await editor.bitmaps();
      const indexes =
        editor.view.mode === 'side_by_side'
          ? editor.photos.map((_, index) => index)
          : [0, editor.photos.length - 1];
      return indexes.map((index, position) => ({
        bitmap: bitmaps[index] as ImageBitmap,
        placement: editor.settings[index]?.placement ?? { x: 0, y: 0, scale: 1, rotation: 0 },
        label: editor.view.labels ? (shownLabels[position] ?? null) : null,
      }));
    },
  });

  const persist = async () => {
    try {
      const saved = await save.mutateAsync({ id: editor.savedId, body: editor.body });
      editor.markSaved(saved);
      return saved;
    } catch (error) {
      notify(isApiError(error) ? error.message : translateErrorCode('comparison.save_failed'), {
        variant: 'destructive',
      });
      return null;
    }
  };

  const share = async () => {
    if (!patientId) {
      openShareDialog({ kind: 'photos', photoIds: editor.photos.map((photo) => photo.id) });
      return;
    }
    const saved =
      editor.dirty || !editor.savedId
        ? await persist()
        : { id: editor.savedId, title: editor.title };
    if (saved) openShareDialog({ kind: 'comparison', comparisonId: saved.id, title: saved.title });
  };

  const ready = editor.photos.length >= 2 && media.length >= 2;

  return (
    <div
      className="mx-auto flex w-full max-w-7xl flex-col gap-4 p-3 sm:p-5"
      data-testid="comparison-workspace"
    >
      <div className="flex flex-wrap items-center gap-2">
        {back ? (
          <Button asChild variant="ghost" size="sm">
            <Link to={back.to}>
              <ArrowLeft aria-hidden />
              {back.label}
            </Link>
          </Button>
        ) : null}
        <h1 className="mr-auto text-xl font-semibold tracking-tight">{title}</h1>
        {patientId ? (
          <Input
            aria-label={t('comparisons.actions.titleLabel')}
            placeholder={t('comparisons.actions.titlePlaceholder')}
            value={editor.title}
            maxLength={120}
            onChange={(event) => editor.setTitle(event.target.value)}
            className="order-last w-full sm:order-none sm:w-60"
          />
        ) : null}
        <div className="flex flex-wrap gap-2">
          {patientId ? (
            <Button
              type="button"
              variant="outline"
              disabled={!ready || save.isPending}
              onClick={() =>
                void persist().then(
                  (saved) =>
                    saved && notify(t('comparisons.actions.saved'), { variant: 'success' }),
                )
              }
            >
              <Save aria-hidden />
              {t('comparisons.actions.save')}
            </Button>
          ) : null}
          <Button
            type="button"
            variant="outline"
            disabled={!ready}
            onClick={() => setExporting(true)}
          >
            <Download aria-hidden />
            {t('comparisons.actions.export')}
          </Button>
          <Button type="button" disabled={!ready || save.isPending} onClick={() => void share()}>
            <Share2 aria-hidden />
            {t('comparisons.actions.share')}
          </Button>
        </div>
      </div>

      {!patientId && editor.photos.length > 0 ? (
        <p className="rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">
          {t('comparisons.multiPatient')}
        </p>
      ) : null}

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Tabs
          value={editor.view.mode}
          onValueChange={(mode) => editor.setMode(mode as ComparisonMode)}
          className="flex min-w-0 flex-col gap-3"
        >
          <ModeControls
            editor={editor}
            blink={blink}
            onBlinkChange={setBlink}
            zoomPan={zoomPan}
            onZoomPanChange={setZoomPan}
          />
          <TabsContent value={editor.view.mode} className="focus-visible:outline-none">
            {ready ? (
              <div className="relative">
                <ComparisonStage
                  media={media}
                  view={editor.view}
                  blink={blink}
                  zoomPan={zoomPan}
                  onZoomPanChange={setZoomPan}
                  onDividerChange={(divider) => editor.setView({ divider })}
                  dividerLabel={t('comparisons.divider')}
                />
                {editor.alignment === 'aligning' ? (
                  <div className="absolute inset-0 flex items-center justify-center rounded-xl bg-background/60">
                    <Spinner label={t('comparisons.alignment.aligning')} />
                  </div>
                ) : null}
              </div>
            ) : (
              <p className="rounded-2xl border border-dashed border-border p-10 text-center text-sm text-muted-foreground">
                {t('comparisons.needTwo')}
              </p>
            )}
          </TabsContent>
        </Tabs>
        {ready ? <AlignmentPanel editor={editor} labels={allLabels} /> : null}
      </div>

      {picker}

      <ExportDialog
        open={exporting}
        onOpenChange={setExporting}
        exporter={exporter}
        watermark={policy.data ? policy.data.watermark : null}
        patientId={patientId}
      />
    </div>
  );
}
