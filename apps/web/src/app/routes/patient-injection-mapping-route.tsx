import { patientFullName } from '@photodossier/domain/display-names';
import type { InjectionSessionRecord } from '@photodossier/domain/injections';
import { Plus, Syringe } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { pageTestId } from '@/components/page-test-id';
import { PageHeading } from '@/components/page-heading';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { isPatientNotFound, usePatient } from '@/lib/api/get-patient';
import { PatientLoadError } from '@/features/patients/components/patient-load-error';
import { PatientNotFound } from '@/features/patients/components/patient-not-found';
import { useDateDisplay } from '@/lib/date-display';
import { formatDate } from '@/lib/format';
import {
  useInjectionSession,
  useInjectionSessionRecords,
} from '@/features/injections/api/get-injection-session';
import { useInjectionSessions } from '@/features/injections/api/get-injection-sessions';
import { SessionEditor } from '@/features/injections/components/session-editor';
import { SessionComparison } from '@/features/injections/components/session-totals';
import { addInjectionTexts } from '@/features/injections/i18n/add-injection-texts';

const SESSION_PARAM = 'session';
const COMPARE_PARAM = 'compare';

/**
 * /patient/:patientId/injection-mapping (and /injections): the patients feature's record with the
 * injections feature's session history, the session being charted, and the doses of two ticked
 * sessions side by side. The open session and the compared ones are in the address, so a reload
 * shows the same.
 */
export function PatientInjectionMappingRoute() {
  addInjectionTexts();
  const { t } = useTranslation();
  const dates = useDateDisplay();
  const { patientId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const patient = usePatient(patientId);
  const sessions = useInjectionSessions(patientId);
  const openId = params.get(SESSION_PARAM);
  const open = useInjectionSession(openId);
  const compared = params.getAll(COMPARE_PARAM).slice(0, 2);
  const comparedRecords = useInjectionSessionRecords(compared);
  const name = patient.data ? patientFullName(patient.data) : '';

  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true },
    );
  // A draft with changes is not dropped by opening another session: it is asked first.
  const dirty = useRef(false);
  const [leaving, setLeaving] = useState<(() => void) | null>(null);
  const openSession = (id: string | null) => {
    const go = () =>
      update((next) => (id === null ? next.delete(SESSION_PARAM) : next.set(SESSION_PARAM, id)));
    if (dirty.current && id !== openId) setLeaving(() => go);
    else go();
  };
  const toggleCompared = (id: string) =>
    update((next) => {
      const ids = next.getAll(COMPARE_PARAM);
      next.delete(COMPARE_PARAM);
      const kept = ids.includes(id) ? ids.filter((item) => item !== id) : [...ids, id].slice(-2);
      for (const item of kept) next.append(COMPARE_PARAM, item);
    });

  if (isPatientNotFound(patient.error) || isPatientNotFound(sessions.error)) {
    return (
      <section data-testid={pageTestId('patientInjectionMapping')}>
        <PatientNotFound />
      </section>
    );
  }

  return (
    <section
      data-testid={pageTestId('patientInjectionMapping')}
      className="mx-auto flex w-full max-w-6xl flex-col gap-6"
    >
      <PageHeading icon={Syringe} title={t('pages.patientInjectionMapping.title')}>
        {name ? (
          <Link to={paths.patientDetails(patientId)} className="font-medium underline">
            {name}
          </Link>
        ) : null}{' '}
        {t('injections:intro')}
      </PageHeading>
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <aside className="flex flex-col gap-3" aria-labelledby="injection-history">
          <h2 id="injection-history" className="text-lg font-semibold">
            {t('injections:history')}
          </h2>
          <Button type="button" onClick={() => openSession(null)}>
            <Plus aria-hidden />
            {t('injections:newSession')}
          </Button>
          {sessions.isPending ? (
            <Spinner label={t('injections:loading')} />
          ) : sessions.data?.items.length ? (
            <>
              <p className="text-xs text-muted-foreground">{t('injections:compareHint')}</p>
              <ul className="flex flex-col gap-2" data-testid="injection-history">
                {sessions.data.items.map((session) => {
                  const date = formatDate(session.date, dates, { style: 'long' });
                  const isOpen = session.id === openId;
                  return (
                    <li
                      key={session.id}
                      className={cn(
                        'flex items-center gap-2 rounded-xl border border-border bg-card px-3 py-2 text-sm',
                        // A thicker edge as well as the colour, so the mark does not rest on hue.
                        isOpen && 'border-l-4 border-primary bg-primary/10',
                      )}
                      data-testid="injection-history-item"
                      aria-current={isOpen ? 'true' : undefined}
                    >
                      <Checkbox
                        aria-label={t('injections:compareSelect', { date })}
                        checked={compared.includes(session.id)}
                        onCheckedChange={() => toggleCompared(session.id)}
                      />
                      <button
                        type="button"
                        className="flex min-w-0 flex-1 flex-col text-left hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                        onClick={() => openSession(session.id)}
                      >
                        <span className="font-medium">{date}</span>
                        <span className="truncate text-xs text-muted-foreground">
                          {t('injections:points', { count: session.point_count })}
                          {session.products.length ? ` · ${session.products.join(', ')}` : ''}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </>
          ) : sessions.isError ? (
            // A history that could not be read is not an empty one.
            <PatientLoadError
              message={sessions.error.message}
              onRetry={() => void sessions.refetch()}
            />
          ) : (
            <p className="text-sm text-muted-foreground">{t('injections:noSessions')}</p>
          )}
        </aside>
        <div className="flex min-w-0 flex-col gap-6">
          {comparedRecords && comparedRecords.length === 2 ? (
            <SessionComparison
              sessions={comparedRecords as [InjectionSessionRecord, InjectionSessionRecord]}
            />
          ) : null}
          {openId && open.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {open.error.message}
            </p>
          ) : openId && !open.data ? (
            <Spinner label={t('injections:loading')} />
          ) : (
            <SessionEditor
              // A fresh editor for each session, so a draft never leaks into another.
              key={openId ?? 'new'}
              patientId={patientId}
              saved={openId ? (open.data ?? null) : null}
              onSaved={(id) => update((next) => next.set(SESSION_PARAM, id))}
              onDirtyChange={(value) => {
                dirty.current = value;
              }}
              onDeleted={() =>
                update((next) => {
                  next.delete(SESSION_PARAM);
                  next.delete(COMPARE_PARAM);
                })
              }
            />
          )}
        </div>
      </div>
      <ConfirmDialog
        open={leaving !== null}
        title={t('injections:editor.discardTitle')}
        description={t('injections:editor.discardText')}
        confirmLabel={t('injections:editor.discard')}
        cancelLabel={t('injections:point.cancel')}
        onCancel={() => setLeaving(null)}
        onConfirm={() => {
          dirty.current = false;
          leaving?.();
          setLeaving(null);
        }}
      />
    </section>
  );
}
