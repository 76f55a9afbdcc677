import type { ComparisonRecord } from '@photodossier/domain/comparison';
import { photoFileUrls } from '@photodossier/domain/photo-urls';
import { Columns2, FolderOpen, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateDisplay } from '@/lib/date-display';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { useDeleteComparison } from '../api/delete-comparison';
import { usePatientComparisons } from '../api/get-patient-comparisons';
import { comparisonDate } from '@/components/comparison/labels';

function ComparisonCard({
  comparison,
  onDelete,
}: {
  comparison: ComparisonRecord;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const dates = useDateDisplay();
  const title =
    comparison.title ||
    t('comparisons.saved.untitled', { date: comparisonDate(comparison.updated_at, dates) });
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-border p-3"
      data-testid="saved-comparison"
    >
      <div className="flex gap-1 overflow-hidden rounded-lg">
        {comparison.photos.slice(0, 4).map((photo) => (
          <img
            key={photo.photo_id}
            src={photoFileUrls.thumbnail(photo.photo_id)}
            alt=""
            loading="lazy"
            className="aspect-square min-w-0 flex-1 object-cover"
          />
        ))}
      </div>
      <div className="min-w-0">
        <p className="truncate font-medium">{title}</p>
        <p className="text-sm text-muted-foreground">
          {t(`comparisons.modes.${comparison.view.mode}`)} ·{' '}
          {t('comparisons.saved.photos', { count: comparison.photos.length })}
        </p>
      </div>
      <div className="flex gap-2">
        <Button asChild size="sm" className="flex-1">
          <Link
            to={`${paths.patientCompare(comparison.patient_id)}?comparison=${encodeURIComponent(comparison.id)}`}
          >
            <FolderOpen aria-hidden />
            {t('comparisons.saved.open')}
          </Link>
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-label={t('comparisons.saved.deleteNamed', { title })}
          onClick={onDelete}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </li>
  );
}

/** A patient's saved comparisons on their page: reopen one as it was, or delete it. */
export function SavedComparisons({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const comparisons = usePatientComparisons(patientId);
  const remove = useDeleteComparison();
  const [doomed, setDoomed] = useState<ComparisonRecord | null>(null);
  const items = comparisons.data?.items ?? [];

  return (
    <Card as="section" aria-labelledby={titleId} data-testid="saved-comparisons">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle id={titleId} className="flex items-center gap-2">
          <Columns2 aria-hidden className="size-5 text-primary" />
          {t('comparisons.saved.title')}
        </CardTitle>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.patientCompare(patientId)}>
            <Columns2 aria-hidden />
            {t('comparisons.saved.new')}
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {comparisons.isPending ? t('comparisons.picker.loading') : t('comparisons.saved.empty')}
          </p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((comparison) => (
              <ComparisonCard
                key={comparison.id}
                comparison={comparison}
                onDelete={() => setDoomed(comparison)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={doomed !== null}
        onCancel={() => setDoomed(null)}
        title={t('comparisons.saved.deleteTitle')}
        description={t('comparisons.saved.deleteText')}
        cancelLabel={t('comparisons.saved.cancel')}
        confirmLabel={t('comparisons.saved.delete')}
        pending={remove.isPending}
        onConfirm={() => {
          if (!doomed) return;
          remove.mutate(doomed.id, {
            onSuccess: () => notify(t('comparisons.saved.deleted'), { variant: 'success' }),
            onSettled: () => setDoomed(null),
          });
        }}
      />
    </Card>
  );
}
