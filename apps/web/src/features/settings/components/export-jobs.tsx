import type { ExportJob } from '@photodossier/domain/archive';
import { Download, Hourglass, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { isApiError } from '@/lib/api-client';
import { useDateDisplay } from '@/lib/date-display';
import { formatDate, formatSize } from '@/lib/format';
import { toSupportedLanguage } from '@/lib/i18n/languages';
import { notify } from '@/lib/notify';
import { getExportJobDownload, useCreateExportJob, useExportJobs } from '../api/export-jobs';
import { addSettingsSectionsTexts } from '../i18n/add-settings-sections-texts';
import { SettingsSubsection } from './settings-section';

function JobLine({
  job,
  onPrepareAgain,
  preparing,
}: {
  job: ExportJob;
  /** A failed archive is asked again as it was (with or without the search index). */
  onPrepareAgain: (withEmbeddings: boolean) => void;
  preparing: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = toSupportedLanguage(i18n.language);
  const dates = useDateDisplay();
  const download = async () => {
    try {
      const { url } = await getExportJobDownload(job.id);
      window.location.assign(url);
    } catch (error) {
      notify(isApiError(error) ? error.message : t('settingsSections:exportJobs.failed'), {
        variant: 'error',
      });
    }
  };
  const size = formatSize(job.bytes_total, language);
  return (
    <li data-testid="export-job" data-status={job.status} className="flex flex-col gap-2 py-2">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span>
          {t('settingsSections:exportJobs.askedOn', {
            date: formatDate(job.created_at, dates, { time: true }),
          })}
        </span>
        <span className="text-muted-foreground">
          {t(`settingsSections:exportJobs.status.${job.status}`)}
        </span>
      </div>
      {job.status === 'running' || job.status === 'queued' ? (
        <Progress
          value={job.bytes_done}
          max={job.bytes_total || 1}
          aria-label={t('settingsSections:exportJobs.progress')}
        />
      ) : null}
      {job.status === 'done' ? (
        <div>
          <Button type="button" size="sm" variant="outline" onClick={() => void download()}>
            <Download aria-hidden />
            {t('settingsSections:exportJobs.download', { size })}
          </Button>
        </div>
      ) : null}
      {job.status === 'failed' ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm text-destructive">{t('settingsSections:exportJobs.failed')}</p>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={preparing}
            onClick={() => onPrepareAgain(job.with_embeddings)}
          >
            <RotateCcw aria-hidden />
            {t('settingsSections:exportJobs.prepareAgain')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** Large archives prepared by the server, kept 7 days and downloaded by a signed link. */
export function ExportJobs({ withEmbeddings }: { withEmbeddings: boolean }) {
  addSettingsSectionsTexts();
  const { t } = useTranslation();
  const jobs = useExportJobs();
  const create = useCreateExportJob();
  const start = async (embeddings: boolean) => {
    try {
      await create.mutateAsync(embeddings);
    } catch (error) {
      notify(isApiError(error) ? error.message : t('settingsSections:exportJobs.failed'), {
        variant: 'error',
      });
    }
  };
  return (
    <SettingsSubsection
      title={t('settingsSections:exportJobs.title')}
      description={t('settingsSections:exportJobs.description')}
    >
      <div>
        <Button
          type="button"
          variant="outline"
          disabled={create.isPending}
          onClick={() => void start(withEmbeddings)}
        >
          <Hourglass aria-hidden />
          {t('settingsSections:exportJobs.start')}
        </Button>
      </div>
      {jobs.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p className="text-sm text-destructive">{t('settingsSections:exportJobs.listFailed')}</p>
          <Button type="button" variant="outline" size="sm" onClick={() => void jobs.refetch()}>
            {t('settingsSections:exportJobs.retry')}
          </Button>
        </div>
      ) : null}
      {jobs.data && jobs.data.items.length > 0 ? (
        <ul aria-label={t('settingsSections:exportJobs.title')} className="divide-y divide-border">
          {jobs.data.items.map((job) => (
            <JobLine
              key={job.id}
              job={job}
              preparing={create.isPending}
              onPrepareAgain={(embeddings) => void start(embeddings)}
            />
          ))}
        </ul>
      ) : null}
    </SettingsSubsection>
  );
}
