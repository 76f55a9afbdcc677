import { progressPercent } from '@photodossier/domain/progress';
import {
  IMPORT_DIALOG_MAX_IMAGE_BYTES,
  IMPORT_DIALOG_MAX_VIDEO_BYTES,
} from '@photodossier/domain/upload-limits';
import { CheckCircle2, CloudUpload, FileWarning, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';
import { formatSize } from '@/lib/format';
import { toSupportedLanguage } from '@/lib/i18n/languages';
import type { ImportPhoto, ImportState } from '../lib/import-model';
import { importProgress } from './import-progress';

function DialogIcon({
  children,
  tone = 'primary',
}: {
  children: React.ReactNode;
  tone?: 'primary' | 'success' | 'warning';
}) {
  const tones = {
    primary: 'bg-primary/10 text-primary',
    success: 'bg-emerald-500/10 text-emerald-600 dark:text-emerald-400',
    warning: 'bg-amber-500/10 text-amber-600 dark:text-amber-400',
  } as const;
  return (
    <span
      className={`mb-1 inline-flex size-11 items-center justify-center rounded-xl ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

/** "Upload en cours": an action waits for the uploads; Masquer hides it while it keeps waiting. */
export function UploadWaitDialog({
  open,
  photos,
  onHide,
}: {
  open: boolean;
  photos: readonly ImportPhoto[];
  onHide: () => void;
}) {
  const { t } = useTranslation();
  const progress = importProgress(photos);
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onHide())}>
      <DialogContent data-testid="upload-wait-dialog" className="max-w-md">
        <DialogHeader>
          <DialogIcon>
            <CloudUpload aria-hidden className="size-5" />
          </DialogIcon>
          <DialogTitle>{t('importDialog.wait.title')}</DialogTitle>
          <DialogDescription>{t('importDialog.wait.text')}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-between text-sm">
            <span className="font-medium" id="import-wait-overall">
              {t('importDialog.wait.overall')}
            </span>
            <span className="tabular-nums text-muted-foreground">{progress.uploadPercent}%</span>
          </div>
          <Progress value={progress.uploadPercent} aria-labelledby="import-wait-overall" />
          <p className="text-xs text-muted-foreground">
            {t('importDialog.wait.files', {
              done: progress.uploadsDone,
              total: progress.uploadsTotal,
            })}
          </p>
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onHide}>
            {t('importDialog.wait.hide')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** "Enregistrement de la photo i/n..." then "Enregistrement terminé !". */
export function SavingProgressDialog({ saving }: { saving: ImportState['saving'] }) {
  const { t } = useTranslation();
  const percent = saving ? (saving.done ? 100 : progressPercent(saving.current, saving.total)) : 0;
  return (
    <Dialog open={saving !== null}>
      <DialogContent
        data-testid="saving-progress-dialog"
        className="max-w-md"
        onEscapeKeyDown={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogIcon tone={saving?.done ? 'success' : 'primary'}>
            {saving?.done ? (
              <CheckCircle2 aria-hidden className="size-5" />
            ) : (
              <Save aria-hidden className="size-5" />
            )}
          </DialogIcon>
          <DialogTitle>{t('importDialog.saving.title')}</DialogTitle>
          <DialogDescription>{t('importDialog.saving.description')}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-2">
          <p role="status" className="text-sm font-medium">
            {saving?.done
              ? t('importDialog.saving.done')
              : t('importDialog.saving.progress', {
                  current: saving?.current ?? 0,
                  total: saving?.total ?? 0,
                })}
          </p>
          <Progress
            value={percent}
            aria-label={t('importDialog.saving.title')}
            indicatorClassName={saving?.done ? 'bg-emerald-500' : undefined}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** An oversize file, with the size it had (B, KB, MB, GB in base 1024, one decimal). */
export function FileTooLargeDialog({
  tooLarge,
  onDismiss,
}: {
  tooLarge: ImportState['tooLarge'];
  onDismiss: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  const size = formatSize(tooLarge?.size ?? 0, locale);
  return (
    <Dialog open={tooLarge !== null} onOpenChange={(next) => (next ? undefined : onDismiss())}>
      <DialogContent data-testid="file-too-large-dialog" className="max-w-md">
        <DialogHeader>
          <DialogIcon tone="warning">
            <FileWarning aria-hidden className="size-5" />
          </DialogIcon>
          <DialogTitle>{t('importDialog.tooLarge.title')}</DialogTitle>
          <DialogDescription>
            {t('importDialog.tooLarge.text', {
              file: tooLarge?.fileName ?? '',
              size,
              imageMax: formatSize(IMPORT_DIALOG_MAX_IMAGE_BYTES, locale),
              videoMax: formatSize(IMPORT_DIALOG_MAX_VIDEO_BYTES, locale),
            })}
          </DialogDescription>
        </DialogHeader>
        <dl className="flex items-center justify-between rounded-xl bg-muted px-4 py-3 text-sm">
          <dt className="text-muted-foreground">{t('importDialog.tooLarge.attempted')}</dt>
          <dd data-testid="too-large-size" className="font-semibold tabular-nums">
            {size}
          </dd>
        </dl>
        <DialogFooter>
          <Button type="button" onClick={onDismiss}>
            {t('importDialog.tooLarge.ok')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
