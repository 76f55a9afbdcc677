import {
  sessionTotals,
  type DoseTotal,
  type InjectionPoint,
  type InjectionSessionRecord,
} from '@photodossier/domain/injections';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '@/components/ui/table-scroll';
import { useDateDisplay } from '@/lib/date-display';
import { formatDate } from '@/lib/format';
import { formatDose } from '../lib/format';
import { translateKey } from '@/lib/i18n/keys';
import { addInjectionTexts } from '../i18n/add-injection-texts';

type Label = (key: string) => string;

function useLabels(): { zone: Label; product: Label } {
  addInjectionTexts();
  const { t } = useTranslation();
  return {
    zone: (key) => translateKey(t, `injections:labels.zones.${key}`),
    product: (key) => key,
  };
}

/** Totals per zone and per product of the points being charted. */
export function SessionTotals({ points }: { points: readonly InjectionPoint[] }) {
  addInjectionTexts();
  const { t } = useTranslation();
  const dates = useDateDisplay();
  const labels = useLabels();
  const totals = sessionTotals(points);
  const table = (id: 'byZone' | 'byProduct', rows: DoseTotal[], label: Label) => (
    <TableScroll label={t(`injections:totals.${id}`)} key={id}>
      <table className="w-full text-sm" data-testid={`injection-totals-${id}`}>
        <caption className="px-3 pt-2 text-left font-semibold">
          {t(`injections:totals.${id}`)}
        </caption>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.key}-${row.unit}`} className="border-t border-border">
              <th scope="row" className="px-3 py-1.5 text-left font-normal">
                {label(row.key)}
              </th>
              <td className="px-3 py-1.5 text-right tabular-nums">
                {formatDose(row.dose, row.unit, dates.language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
  if (points.length === 0) return null;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {table('byZone', totals.byZone, labels.zone)}
      {table('byProduct', totals.byProduct, labels.product)}
    </div>
  );
}

/** The doses of two sessions side by side, per zone and per product. */
export function SessionComparison({
  sessions,
}: {
  sessions: readonly [InjectionSessionRecord, InjectionSessionRecord];
}) {
  addInjectionTexts();
  const { t } = useTranslation();
  const dates = useDateDisplay();
  const labels = useLabels();
  const [older, newer] = [...sessions].sort((a, b) => a.date.localeCompare(b.date)) as [
    InjectionSessionRecord,
    InjectionSessionRecord,
  ];
  const totals = [sessionTotals(older.points), sessionTotals(newer.points)] as const;
  const table = (id: 'byZone' | 'byProduct', label: Label) => {
    const keys = new Map<string, DoseTotal>();
    for (const row of [...totals[0][id], ...totals[1][id]]) keys.set(`${row.key}-${row.unit}`, row);
    const doseIn = (index: 0 | 1, row: DoseTotal) => {
      const found = totals[index][id].find(
        (item) => item.key === row.key && item.unit === row.unit,
      );
      return found ? formatDose(found.dose, found.unit, dates.language) : '—';
    };
    return (
      <TableScroll label={t(`injections:totals.${id}`)} key={id}>
        <table className="w-full text-sm" data-testid={`injection-compare-${id}`}>
          <caption className="px-3 pt-2 text-left font-semibold">
            {t(`injections:totals.${id}`)}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="px-3 py-1.5 text-left">
                {t(id === 'byZone' ? 'injections:table.zone' : 'injections:table.product')}
              </th>
              {[older, newer].map((session) => (
                <th key={session.id} scope="col" className="px-3 py-1.5 text-right">
                  {formatDate(session.date, dates, { style: 'long' })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...keys.values()].map((row) => (
              <tr key={`${row.key}-${row.unit}`} className="border-t border-border">
                <th scope="row" className="px-3 py-1.5 text-left font-normal">
                  {label(row.key)}
                </th>
                <td className="px-3 py-1.5 text-right tabular-nums">{doseIn(0, row)}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">{doseIn(1, row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    );
  };
  return (
    <section className="flex flex-col gap-3" data-testid="injection-comparison">
      <h2 className="text-lg font-semibold">{t('injections:compareTitle')}</h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {table('byZone', labels.zone)}
        {table('byProduct', labels.product)}
      </div>
    </section>
  );
}
