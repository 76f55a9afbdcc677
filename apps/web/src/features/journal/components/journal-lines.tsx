import type { JournalEntry } from '@photodossier/domain/access-journal';
import { useTranslation } from 'react-i18next';
import { useDateDisplay } from '@/lib/date-display';
import { formatDate } from '@/lib/format';

/** Below this width (the frame's, not the window's) the five columns no longer fit. */
export const TABLE_MIN_WIDTH = 640;

type LinesProps = {
  lines: readonly JournalEntry[];
  /** The patient's column; a patient's own journal leaves it out. */
  withPatient: boolean;
};

function When({ line }: { line: JournalEntry }) {
  const dates = useDateDisplay();
  return (
    <time dateTime={line.created_at}>
      {formatDate(line.created_at, dates, { time: 'seconds' })}
    </time>
  );
}

/** The journal as a table, where its columns fit. */
export function JournalTable({ lines, withPatient }: LinesProps) {
  const { t } = useTranslation();
  return (
    <table className="w-full text-left text-sm">
      <thead className="sticky top-0 bg-card text-xs text-muted-foreground">
        <tr>
          <th className="px-3 py-2">{t('journal.when')}</th>
          <th className="px-3 py-2">{t('journal.action')}</th>
          {withPatient ? <th className="px-3 py-2">{t('journal.patient')}</th> : null}
          <th className="px-3 py-2">{t('journal.who')}</th>
          <th className="px-3 py-2">{t('journal.where')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id} className="border-t border-border" data-testid="journal-line">
            <td className="whitespace-nowrap px-3 py-2">
              <When line={line} />
            </td>
            <td className="px-3 py-2">{t(`journal.actions.${line.action}`)}</td>
            {withPatient ? <td className="px-3 py-2">{line.patient_name ?? '—'}</td> : null}
            <td className="px-3 py-2">{t(`journal.actors.${line.actor}`)}</td>
            <td
              className="px-3 py-2 text-xs text-muted-foreground"
              title={line.device ?? undefined}
            >
              {line.ip ?? '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The journal on a phone: one stacked entry per line, the action and its time first, then the
 * patient, then who and from where, each wrapping inside the screen's width.
 */
export function JournalList({ lines, withPatient }: LinesProps) {
  const { t } = useTranslation();
  return (
    <ul className="divide-y divide-border text-sm">
      {lines.map((line) => (
        <li
          key={line.id}
          className="flex min-w-0 flex-col gap-0.5 px-3 py-2"
          data-testid="journal-line"
        >
          <span className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-medium">{t(`journal.actions.${line.action}`)}</span>
            <span className="text-xs text-muted-foreground tabular-nums">
              <When line={line} />
            </span>
          </span>
          {withPatient && line.patient_name ? (
            <span className="break-words">{line.patient_name}</span>
          ) : null}
          <span
            className="break-words text-xs text-muted-foreground"
            title={line.device ?? undefined}
          >
            {t(`journal.actors.${line.actor}`)}
            {line.ip ? ` · ${line.ip}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
