import { ImagePlus, Upload, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';
import type { ImportDialogModel } from '../hooks/use-import-dialog';
import type { ImportMode } from '../lib/import-model';

/** Title of the mode, then, with photos, how far uploads and analysis went and "add more". */
export function ImportDialogHeader({
  mode,
  photoCount,
  dialog,
}: {
  mode: ImportMode | null;
  photoCount: number;
  dialog: ImportDialogModel;
}) {
  const { t } = useTranslation();
  const { progress } = dialog;
  const title =
    mode?.kind === 'patient'
      ? t('importDialog.quickTitle', { patient: mode.patientName })
      : t('importDialog.title');
  const description = dialog.quick
    ? t('importDialog.quickDescription')
    : t('importDialog.description');
  return (
    <DialogHeader className="gap-3 border-b border-border px-4 pt-4 pb-3 sm:px-6 sm:pt-5">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
          {dialog.quick ? (
            <Zap aria-hidden className="size-5" />
          ) : (
            <Upload aria-hidden className="size-5" />
          )}
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription id="import-dialog-description">{description}</DialogDescription>
        </div>
      </div>
      {dialog.hasPhotos ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <div className="flex min-w-48 flex-1 flex-col gap-1.5">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
              <span className="font-medium text-foreground">
                {t('importDialog.summary', { count: photoCount })}
              </span>
              {progress.uploadsTotal > 0 ? (
                <span data-testid="import-upload-count">
                  {t('importDialog.progress.uploads', {
                    done: progress.uploadsDone,
                    total: progress.uploadsTotal,
                  })}
                </span>
              ) : null}
              {progress.analysisTotal > 0 ? (
                <span data-testid="import-analysis-count">
                  {t('importDialog.progress.analysis', {
                    done: progress.analysisDone,
                    total: progress.analysisTotal,
                  })}
                </span>
              ) : null}
            </div>
            <Progress
              aria-label={t('importDialog.progress.label')}
              value={progress.overallPercent}
              className="h-1.5"
            />
          </div>
          <Button type="button" size="sm" variant="outline" onClick={dialog.chooseFiles}>
            <ImagePlus aria-hidden />
            {t('importDialog.addMore')}
          </Button>
        </div>
      ) : null}
    </DialogHeader>
  );
}
