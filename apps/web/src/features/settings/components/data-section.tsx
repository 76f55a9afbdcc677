import { DATA_ACTION_WAITS, type RestoreReport } from '@photodossier/domain/archive';
import { Archive, Eraser, FileJson, Ruler, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Progress } from '@/components/ui/progress';
import { isApiError } from '@/lib/api-client';
import { formatSize } from '@/lib/format';
import { toSupportedLanguage } from '@/lib/i18n/languages';
import { notify } from '@/lib/notify';
import {
  downloadArchive,
  downloadJsonExport,
  restoreArchive,
  useMigratePhotoSizes,
  type TransferProgress,
} from '../api/data-export';
import { cleanLocalStorage } from '../clean-local-storage';
import { ExportJobs } from './export-jobs';
import { FormAlert, SettingsSubsection } from './settings-section';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function TransferBar({ progress, label }: { progress: TransferProgress; label: string }) {
  const { i18n } = useTranslation();
  const language = toSupportedLanguage(i18n.language);
  const done = formatSize(progress.loaded, language);
  const text = progress.total ? `${done} / ${formatSize(progress.total, language)}` : done;
  return (
    <div className="flex flex-col gap-1" aria-live="polite">
      <Progress
        value={progress.total ? progress.loaded : 0}
        max={progress.total ?? 100}
        aria-label={label}
      />
      <span className="text-xs text-muted-foreground">{text}</span>
    </div>
  );
}

function errorText(error: unknown, fallback: string): string {
  return isApiError(error) ? error.message : fallback;
}

/** Spec 01 §2 "data": export, complete archive, restore, storage cleaning, size migration. */
export function DataSection() {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const [archiveProgress, setArchiveProgress] = useState<TransferProgress | null>(null);
  const [withEmbeddings, setWithEmbeddings] = useState(false);
  const [restoreProgress, setRestoreProgress] = useState<TransferProgress | null>(null);
  const [report, setReport] = useState<RestoreReport | null>(null);
  // Each refusal is said under the action that failed, not under another one.
  const [exportError, setExportError] = useState<string | undefined>();
  const [restoreError, setRestoreError] = useState<string | undefined>();
  const [cleaning, setCleaning] = useState(false);
  const [confirmClean, setConfirmClean] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const migration = useMigratePhotoSizes();

  const exportJson = async () => {
    setExportError(undefined);
    setExporting(true);
    try {
      await downloadJsonExport();
      // Spec 01 §9: 2 s after the export.
      await sleep(DATA_ACTION_WAITS.afterExportMs);
      notify(t('dataExport.exported'), { variant: 'success' });
    } catch (caught) {
      setExportError(errorText(caught, t('errors:archive.export_failed')));
    } finally {
      setExporting(false);
    }
  };

  const exportArchive = async () => {
    setExportError(undefined);
    setArchiveProgress({ loaded: 0, total: null });
    try {
      const outcome = await downloadArchive(withEmbeddings, setArchiveProgress);
      if (outcome === 'saved') notify(t('dataExport.archived'), { variant: 'success' });
      if (outcome === 'browser') notify(t('dataExport.archiveInBrowser'), { variant: 'success' });
    } catch (caught) {
      setExportError(errorText(caught, t('errors:archive.export_failed')));
    } finally {
      setArchiveProgress(null);
    }
  };

  const restore = async (file: File) => {
    setRestoreError(undefined);
    setReport(null);
    setRestoreProgress({ loaded: 0, total: file.size });
    try {
      setReport(await restoreArchive(file, setRestoreProgress));
    } catch (caught) {
      setRestoreError(errorText(caught, t('errors:archive.invalid')));
    } finally {
      setRestoreProgress(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const clean = async () => {
    setCleaning(true);
    try {
      await cleanLocalStorage();
      notify(t('dataExport.cleaned'), { variant: 'success' });
    } catch (caught) {
      notify(errorText(caught, t('errors:request.internal')), { variant: 'error' });
    } finally {
      setCleaning(false);
      setConfirmClean(false);
    }
  };

  return (
    <>
      <SettingsSubsection title={t('dataExport.title')} description={t('dataExport.description')}>
        <div className="flex flex-wrap gap-3">
          <Button
            type="button"
            variant="outline"
            size="wrap"
            onClick={() => void exportJson()}
            disabled={exporting}
          >
            <FileJson aria-hidden />
            {exporting ? t('dataExport.exporting') : t('dataExport.exportJson')}
          </Button>
          <Button
            type="button"
            variant="outline"
            size="wrap"
            onClick={() => void exportArchive()}
            disabled={archiveProgress !== null}
          >
            <Archive aria-hidden />
            {t('dataExport.exportArchive')}
          </Button>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <Checkbox
            checked={withEmbeddings}
            onCheckedChange={(checked) => setWithEmbeddings(checked === true)}
          />
          {t('dataExport.withEmbeddings')}
        </label>
        {archiveProgress ? (
          <TransferBar progress={archiveProgress} label={t('dataExport.archiveProgress')} />
        ) : null}
        <FormAlert message={exportError} />
      </SettingsSubsection>

      <ExportJobs withEmbeddings={withEmbeddings} />

      <SettingsSubsection
        title={t('dataExport.restoreTitle')}
        description={t('dataExport.restoreDescription')}
      >
        <input
          ref={fileInput}
          type="file"
          accept=".zip,application/zip"
          className="sr-only"
          aria-label={t('dataExport.restoreFile')}
          data-testid="restore-archive-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void restore(file);
          }}
        />
        <div>
          <Button
            type="button"
            variant="outline"
            onClick={() => fileInput.current?.click()}
            disabled={restoreProgress !== null}
          >
            <Upload aria-hidden />
            {t('dataExport.restore')}
          </Button>
        </div>
        {restoreProgress ? (
          <TransferBar progress={restoreProgress} label={t('dataExport.restoreProgress')} />
        ) : null}
        {restoreProgress?.total && restoreProgress.loaded >= restoreProgress.total ? (
          // Sent whole: the server now checks and files every original, which takes a while.
          <p role="status" className="text-sm text-muted-foreground">
            {t('dataExport.restoring')}
          </p>
        ) : null}
        {report ? (
          <div role="status" className="rounded-xl border border-border bg-muted/40 p-3 text-sm">
            <p className="font-medium">{t('dataExport.reportTitle')}</p>
            <ul className="mt-1 list-disc pl-5">
              <li>{t('dataExport.reportPatients', { count: report.patients_added })}</li>
              <li>{t('dataExport.reportPhotos', { count: report.photos_added })}</li>
              <li>{t('dataExport.reportAnnotations', { count: report.annotations_added })}</li>
              <li>{t('dataExport.reportTags', { count: report.tags_added })}</li>
              <li>{t('dataExport.reportSkipped', { count: report.files_skipped })}</li>
            </ul>
          </div>
        ) : null}
        <FormAlert message={restoreError} />
      </SettingsSubsection>

      <SettingsSubsection title={t('dataExport.maintenanceTitle')}>
        <div className="flex flex-wrap gap-3">
          <Button
            type="button"
            variant="outline"
            onClick={() => setConfirmClean(true)}
            disabled={cleaning}
          >
            <Eraser aria-hidden />
            {cleaning ? t('dataExport.cleaning') : t('dataExport.clean')}
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={() =>
              migration.mutate(undefined, {
                onError: (caught) =>
                  notify(errorText(caught, t('errors:request.internal')), { variant: 'error' }),
              })
            }
            disabled={migration.isPending}
          >
            <Ruler aria-hidden />
            {migration.isPending ? t('dataExport.migrating') : t('dataExport.migrateSizes')}
          </Button>
        </div>
        {migration.data ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t('dataExport.migrated', migration.data)}
          </p>
        ) : null}
        <ConfirmDialog
          open={confirmClean}
          onCancel={() => setConfirmClean(false)}
          onConfirm={() => void clean()}
          title={t('dataExport.clean')}
          description={t('dataExport.cleanDescription')}
          confirmLabel={t('dataExport.cleanConfirm')}
          cancelLabel={t('dataExport.cancel')}
          pending={cleaning}
        />
      </SettingsSubsection>
    </>
  );
}
