import {
  DEFAULT_EXPORT_DURATION_S,
  DEFAULT_EXPORT_SIZE,
  EXPORT_DURATIONS_S,
  EXPORT_SIZES,
  EXPORT_TRANSITIONS,
  COMPARISON_EXPORT_UPLOAD_SOURCE,
  type ExportTransition,
} from '@photodossier/domain/comparison-export';
import { Crown, Download, FolderInput, RefreshCcw } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSize } from '@/lib/format';
import { toSupportedLanguage } from '@/lib/i18n/languages';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { Progress } from '@/components/ui/progress';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { useMediaUpload } from '@/lib/uploads/use-media-upload';
import type { ExportFormat, useComparisonExport } from '../hooks/use-comparison-export';

const FORMATS: readonly ExportFormat[] = ['png', 'jpeg', 'gif', 'video'];

function Choice({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

type ExportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  exporter: ReturnType<typeof useComparisonExport>;
  watermark: boolean | null;
  /** The patient whose record can receive the export; null across patients. */
  patientId: string | null;
};

/**
 * Export choices (picture, GIF or video; size; duration and transition), a progress bar with
 * cancel for the animated formats, then download and saving to the patient's record.
 */
export function ExportDialog({
  open,
  onOpenChange,
  exporter,
  watermark,
  patientId,
}: ExportDialogProps) {
  const { t, i18n } = useTranslation();
  const language = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  const [format, setFormat] = useState<ExportFormat>('png');
  const [size, setSize] = useState<number>(DEFAULT_EXPORT_SIZE);
  const [durationS, setDurationS] = useState<number>(DEFAULT_EXPORT_DURATION_S);
  const [transition, setTransition] = useState<ExportTransition>('crossfade');
  const [savedToRecord, setSavedToRecord] = useState(false);
  const { upload } = useMediaUpload();
  const { state } = exporter;
  const animated = format === 'gif' || format === 'video';
  const running = state.status === 'running';

  const saveToRecord = (file: File) => {
    if (!patientId) return;
    const started = upload([file], {
      patientId,
      metadata: { upload_source: COMPARISON_EXPORT_UPLOAD_SOURCE },
      onUploaded: () => notify(t('comparisons.export.savedToRecord'), { variant: 'success' }),
    });
    if (started.accepted > 0) setSavedToRecord(true);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          exporter.reset();
          setSavedToRecord(false);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent closeLabel={t('app.close')} className="max-w-xl" data-testid="export-dialog">
        <DialogHeader>
          <DialogTitle>{t('comparisons.export.title')}</DialogTitle>
          <DialogDescription>{t('comparisons.export.metadata')}</DialogDescription>
        </DialogHeader>

        {state.status === 'done' ? (
          <div className="flex flex-col gap-4">
            <div className="overflow-hidden rounded-xl border border-border bg-slate-950">
              {state.result.format === 'video' ? (
                <video
                  src={state.result.url}
                  controls
                  loop
                  muted
                  playsInline
                  className="max-h-72 w-full object-contain"
                />
              ) : (
                <img
                  src={state.result.url}
                  alt={t('comparisons.export.previewAlt')}
                  className="max-h-72 w-full object-contain"
                />
              )}
            </div>
            <p className="text-sm" role="status">
              {t('comparisons.export.ready', {
                name: state.result.file.name,
                size: formatSize(state.result.file.size, language),
              })}
            </p>
            {state.result.format === 'gif' && patientId ? (
              <p className="text-sm text-muted-foreground">
                {t('comparisons.export.gifNotStorable')}
              </p>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button
                type="button"
                variant="ghost"
                onClick={() => {
                  exporter.reset();
                  setSavedToRecord(false);
                }}
              >
                <RefreshCcw aria-hidden />
                {t('comparisons.export.again')}
              </Button>
              {patientId && state.result.format !== 'gif' ? (
                <Button
                  type="button"
                  variant="outline"
                  disabled={savedToRecord}
                  onClick={() => saveToRecord(state.result.file)}
                >
                  <FolderInput aria-hidden />
                  {savedToRecord
                    ? t('comparisons.export.sentToRecord')
                    : t('comparisons.export.saveToRecord')}
                </Button>
              ) : null}
              <Button asChild>
                <a
                  href={state.result.url}
                  download={state.result.file.name}
                  data-testid="export-download"
                >
                  <Download aria-hidden />
                  {t('comparisons.export.download')}
                </a>
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-col gap-4">
            <Tabs value={format} onValueChange={(value) => setFormat(value as ExportFormat)}>
              <TabsList
                aria-label={t('comparisons.export.format')}
                className="grid w-full grid-cols-4"
              >
                {FORMATS.map((value) => (
                  <TabsTrigger
                    key={value}
                    value={value}
                    disabled={running}
                    data-testid={`export-format-${value}`}
                  >
                    {t(`comparisons.export.formats.${value}`)}
                  </TabsTrigger>
                ))}
              </TabsList>
              <TabsContent
                value={format}
                className="mt-4 grid gap-3 focus-visible:outline-none sm:grid-cols-3"
              >
                <Choice label={t('comparisons.export.size')}>
                  {(id) => (
                    <NativeSelect
                      id={id}
                      value={size}
                      disabled={running}
                      onChange={(event) => setSize(Number(event.target.value))}
                    >
                      {EXPORT_SIZES.map((value) => (
                        <option key={value} value={value}>
                          {t('comparisons.export.sizeValue', { size: value })}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </Choice>
                {animated ? (
                  <>
                    <Choice label={t('comparisons.export.duration')}>
                      {(id) => (
                        <NativeSelect
                          id={id}
                          value={durationS}
                          disabled={running}
                          onChange={(event) => setDurationS(Number(event.target.value))}
                        >
                          {EXPORT_DURATIONS_S.map((value) => (
                            <option key={value} value={value}>
                              {t('comparisons.export.durationValue', { seconds: value })}
                            </option>
                          ))}
                        </NativeSelect>
                      )}
                    </Choice>
                    <Choice label={t('comparisons.export.transition')}>
                      {(id) => (
                        <NativeSelect
                          id={id}
                          value={transition}
                          disabled={running}
                          onChange={(event) =>
                            setTransition(event.target.value as ExportTransition)
                          }
                        >
                          {EXPORT_TRANSITIONS.map((value) => (
                            <option key={value} value={value}>
                              {t(`comparisons.export.transitions.${value}`)}
                            </option>
                          ))}
                        </NativeSelect>
                      )}
                    </Choice>
                  </>
                ) : null}
              </TabsContent>
            </Tabs>
            {watermark ? (
              <p
                className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-amber-100 px-3 py-2 text-sm text-amber-900 dark:bg-amber-400/15 dark:text-amber-200"
                data-testid="export-watermark-notice"
              >
                <Crown aria-hidden className="size-4" />
                {t('comparisons.export.watermark')}
                <Link to={paths.subscription} className="font-medium underline underline-offset-4">
                  {t('comparisons.export.upgrade')}
                </Link>
              </p>
            ) : null}
            {running ? (
              <div className="flex flex-col gap-2" data-testid="export-progress">
                <Progress
                  value={state.done}
                  max={state.total}
                  aria-label={t('comparisons.export.progressLabel')}
                />
                <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
                  <span aria-live="polite">
                    {t('comparisons.export.progress', {
                      percent: Math.round((state.done / Math.max(1, state.total)) * 100),
                    })}
                  </span>
                  {animated ? (
                    <Button type="button" variant="outline" size="sm" onClick={exporter.cancel}>
                      {t('comparisons.export.cancel')}
                    </Button>
                  ) : null}
                </div>
              </div>
            ) : null}
            {state.status === 'failed' ? (
              <p role="alert" className="text-sm text-destructive">
                {t('comparisons.export.failed')}
              </p>
            ) : null}
            <div className="flex justify-end">
              <Button
                type="button"
                disabled={running || watermark === null}
                onClick={() => void exporter.start({ format, size, durationS, transition })}
                data-testid="export-start"
              >
                {t('comparisons.export.start')}
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
