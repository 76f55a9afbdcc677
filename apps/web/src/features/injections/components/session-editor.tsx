import { isIsoCalendarDate, localCalendarDay } from '@photodossier/domain/calendar-date';
import {
  injectionSessionBodySchema,
  type InjectionChart,
  type InjectionPoint,
  type InjectionSessionBody,
  type InjectionSessionRecord,
} from '@photodossier/domain/injections';
import { FileDown, Pencil, Save, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { DateInput } from '@/components/ui/date-input';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { TableScroll } from '@/components/ui/table-scroll';
import { PhotoPicker } from '@/components/photo-picker';
import { Textarea } from '@/components/ui/textarea';
import { newClientId } from '@/lib/client-id';
import { issueText } from '@/lib/i18n/keys';
import { useDateDisplay } from '@/lib/date-display';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useDeleteInjectionSession } from '../api/delete-injection-session';
import { injectionChartPdfUrl } from '../api/get-injection-session';
import { useSaveInjectionSession } from '../api/save-injection-session';
import { formatDose } from '../lib/format';
import { FaceChart, type PlaceHandler } from './face-chart';
import { PhotoChart } from './photo-chart';
import { PointDialog } from './point-dialog';
import { SessionTotals } from './session-totals';
import { addInjectionTexts } from '../i18n/add-injection-texts';

export function emptySession(): InjectionSessionBody {
  return { date: localCalendarDay(new Date()), chart: { kind: 'face' }, notes: '', points: [] };
}

type Editing = { point: InjectionPoint; isNew: boolean } | null;

type SessionEditorProps = {
  patientId: string;
  /** The saved session, or null for a new one. */
  saved: InjectionSessionRecord | null;
  onSaved: (id: string) => void;
  onDeleted: () => void;
  /** Told whether the draft differs from what was opened, so leaving it can be confirmed. */
  onDirtyChange?: (dirty: boolean) => void;
};

/** One session: its date, chart, points (placed by click or tap), totals, save and PDF. */
export function SessionEditor({
  patientId,
  saved,
  onSaved,
  onDeleted,
  onDirtyChange,
}: SessionEditorProps) {
  addInjectionTexts();
  const { t } = useTranslation();
  const dates = useDateDisplay();
  const headingId = useId();
  const save = useSaveInjectionSession(patientId);
  const remove = useDeleteInjectionSession();
  const [opened] = useState<InjectionSessionBody>(() =>
    saved
      ? { date: saved.date, chart: saved.chart, notes: saved.notes, points: saved.points }
      : emptySession(),
  );
  const [draft, setDraft] = useState<InjectionSessionBody>(opened);
  const dirty = JSON.stringify(draft) !== JSON.stringify(opened);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const [editing, setEditing] = useState<Editing>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const last = draft.points.at(-1);

  const place: PlaceHandler = (view, x, y) => {
    // A new point starts from the last one's product and lot: a session mostly repeats them.
    setEditing({
      isNew: true,
      point: {
        id: newClientId(),
        view,
        x,
        y,
        zone: last?.zone ?? 'glabella',
        product_name: last?.product_name ?? 'Botox',
        product_kind: last?.product_kind ?? 'toxin',
        unit: last?.unit ?? 'U',
        dose: last?.dose ?? 4,
        depth: last?.depth ?? null,
        technique: last?.technique ?? null,
        lot_number: last?.lot_number ?? '',
        lot_expiry: last?.lot_expiry ?? null,
        notes: '',
      },
    });
  };

  const keepPoint = (point: InjectionPoint) => {
    setDraft((current) => ({
      ...current,
      points: current.points.some((item) => item.id === point.id)
        ? current.points.map((item) => (item.id === point.id ? point : item))
        : [...current.points, point],
    }));
    setEditing(null);
  };

  const setChart = (chart: InjectionChart) => setDraft((current) => ({ ...current, chart }));

  const submit = () => {
    setError(null);
    // The server's schema, checked here first: its refusal would only say "some values are not
    // valid", where the practitioner needs to know which point and why (a lot expired by then).
    const checked = injectionSessionBodySchema.safeParse(draft);
    if (!checked.success) {
      const [issue] = checked.error.issues;
      const message = issue
        ? issueText(t, issue, t('errors:request.validation_failed'))
        : t('errors:request.validation_failed');
      const [field, index] = issue?.path ?? [];
      setError(
        field === 'points' && typeof index === 'number'
          ? t('injections:editor.pointError', { number: index + 1, error: message })
          : message,
      );
      return;
    }
    save.mutate(
      { id: saved?.id ?? null, body: draft },
      {
        onSuccess: (record) => {
          notify(t('injections:editor.saved'));
          onSaved(record.id);
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  const editingIndex = editing
    ? draft.points.findIndex((point) => point.id === editing.point.id)
    : -1;

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4"
      data-testid="injection-session-editor"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {saved
          ? t('injections:sessionOf', { date: formatDate(saved.date, dates, { style: 'long' }) })
          : t('injections:newSession')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('injections:editor.date')}>
          {(control) => (
            <DateInput
              {...control}
              value={draft.date}
              onValueChange={(day) => isIsoCalendarDate(day) && setDraft({ ...draft, date: day })}
            />
          )}
        </FormField>
        <div className="flex flex-col gap-2">
          <span id={`${headingId}-chart`} className="mb-2 text-sm font-medium">
            {t('injections:editor.chart')}
          </span>
          <RadioGroup
            aria-labelledby={`${headingId}-chart`}
            value={draft.chart.kind}
            onValueChange={(kind) =>
              setChart(kind === 'face' ? { kind: 'face' } : { kind: 'photo', photo_id: '' })
            }
            className="flex-row flex-wrap gap-4 text-sm"
          >
            {(['face', 'photo'] as const).map((kind) => (
              <label key={kind} className="flex items-center gap-2">
                <RadioGroupItem
                  value={kind}
                  // Points belong to their chart: the chart changes while there are none.
                  disabled={draft.points.length > 0 && draft.chart.kind !== kind}
                />
                {t(`injections:editor.${kind}`)}
              </label>
            ))}
          </RadioGroup>
        </div>
      </div>

      {draft.chart.kind === 'photo' && draft.points.length === 0 ? (
        <PhotoPicker
          patientId={patientId}
          selectedIds={draft.chart.photo_id ? [draft.chart.photo_id] : []}
          // One photo to chart on, not the comparison's two to four.
          hint={t('injections:editor.choosePhoto')}
          multiple={false}
          onToggle={(photo) => {
            if (photo.media_type === 'image') setChart({ kind: 'photo', photo_id: photo.id });
          }}
        />
      ) : null}

      <p className="text-sm text-muted-foreground">{t('injections:editor.placeHint')}</p>
      {draft.chart.kind === 'face' ? (
        <FaceChart points={draft.points} selectedId={editing?.point.id ?? null} onPlace={place} />
      ) : draft.chart.photo_id ? (
        <PhotoChart
          photoId={draft.chart.photo_id}
          points={draft.points}
          selectedId={editing?.point.id ?? null}
          onPlace={place}
        />
      ) : null}

      {draft.points.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('injections:editor.noPoints')}</p>
      ) : (
        <TableScroll label={t('injections:point.title')}>
          <table className="w-full text-sm" data-testid="injection-points">
            <thead>
              <tr>
                {(['number', 'zone', 'product', 'dose', 'lot', 'expiry'] as const).map((key) => (
                  <th key={key} scope="col" className="px-3 py-2 text-left">
                    {t(`injections:table.${key}`)}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">{t('injections:point.update')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {draft.points.map((point, index) => (
                <tr
                  key={point.id}
                  className="border-t border-border"
                  data-testid="injection-point-row"
                >
                  <td className="px-3 py-1.5 tabular-nums">{index + 1}</td>
                  <td className="px-3 py-1.5">{t(`injections:labels.zones.${point.zone}`)}</td>
                  <td className="px-3 py-1.5">{point.product_name}</td>
                  <td className="px-3 py-1.5 tabular-nums">
                    {formatDose(point.dose, point.unit, dates.language)}
                  </td>
                  <td className="px-3 py-1.5">{point.lot_number || '—'}</td>
                  <td className="px-3 py-1.5">
                    {point.lot_expiry
                      ? formatDate(point.lot_expiry, dates, { style: 'long' })
                      : '—'}
                  </td>
                  <td className="px-3 py-1.5 text-right">
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={t('injections:point.edit', { number: index + 1 })}
                      onClick={() => setEditing({ point, isNew: false })}
                    >
                      <Pencil aria-hidden />
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}

      <SessionTotals points={draft.points} />

      <FormField label={t('injections:editor.notes')}>
        {(control) => (
          <Textarea
            {...control}
            value={draft.notes}
            onChange={(event) => setDraft({ ...draft, notes: event.target.value })}
          />
        )}
      </FormField>

      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          onClick={submit}
          disabled={save.isPending || (draft.chart.kind === 'photo' && !draft.chart.photo_id)}
        >
          <Save aria-hidden />
          {save.isPending ? t('injections:editor.saving') : t('injections:editor.save')}
        </Button>
        {saved ? (
          <>
            <Button asChild variant="outline">
              <a href={injectionChartPdfUrl(saved.id)} download data-testid="injection-pdf">
                <FileDown aria-hidden />
                {t('injections:editor.pdf')}
              </a>
            </Button>
            <Button type="button" variant="outline" onClick={() => setConfirmDelete(true)}>
              <Trash2 aria-hidden />
              {t('injections:editor.delete')}
            </Button>
          </>
        ) : null}
      </div>

      <PointDialog
        point={editing?.point ?? null}
        number={editingIndex >= 0 ? editingIndex + 1 : draft.points.length + 1}
        isNew={editing?.isNew ?? true}
        onSave={keepPoint}
        onRemove={() => {
          setDraft((current) => ({
            ...current,
            points: current.points.filter((point) => point.id !== editing?.point.id),
          }));
          setEditing(null);
        }}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={confirmDelete}
        title={t('injections:editor.delete')}
        description={t('injections:editor.deleteConfirm')}
        confirmLabel={t('injections:editor.delete')}
        cancelLabel={t('injections:point.cancel')}
        pending={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() =>
          saved &&
          remove.mutate(saved.id, {
            onSuccess: () => {
              setConfirmDelete(false);
              notify(t('injections:editor.deleted'));
              onDeleted();
            },
            onError: (failure) => notify(failure.message, { variant: 'error' }),
          })
        }
      />
    </section>
  );
}
