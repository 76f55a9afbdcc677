import type {
  OperationReportBody,
  OperationReportRecord,
} from '@photodossier/domain/operation-report';
import { localCalendarDay } from '@photodossier/domain/calendar-date';
import { blankOperationReport, reportFromTechnique } from '@photodossier/domain/operation-report';
import { CopyPlus, Download, Eye, Lock, PenLine, Signature } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
import { pageTestId } from '@/components/page-test-id';
import { PageHeading } from '@/components/page-heading';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDateDisplay } from '@/lib/date-display';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { reportPdfUrl, useReport } from '../api/get-report';
import { useTechniques } from '../api/get-techniques';
import { useNewReportVersion } from '../api/new-report-version';
import { useSignReport } from '../api/sign-report';
import { ReportForm } from '../components/report-form';
import { ReportView } from '../components/report-view';
import { useReportAutosave, type AutosaveState } from '../hooks/use-report-autosave';

function bodyOf(report: OperationReportRecord): OperationReportBody {
  return {
    patient_id: report.patient_id,
    operation_date: report.operation_date,
    technique_id: report.technique_id,
    operator: report.operator,
    assistants: report.assistants,
    anaesthesia: report.anaesthesia,
    indication: report.indication,
    procedure: report.procedure,
    implants: report.implants,
    incidents: report.incidents,
    postop_instructions: report.postop_instructions,
    follow_up: report.follow_up,
  };
}

function AutosaveStatus({ state, error }: { state: AutosaveState; error: string | null }) {
  const { t } = useTranslation();
  if (state === 'error') {
    return (
      <p role="alert" className="text-sm text-destructive">
        {error ?? t('reports.autosave.error')}
      </p>
    );
  }
  if (state === 'idle') return null;
  return (
    <p role="status" className="text-sm text-muted-foreground" data-testid="autosave-status">
      {t(`reports.autosave.${state}`)}
    </p>
  );
}

/** New and edit: the form, autosaved as a draft (the first save needs a patient). */
function ReportEditor({
  report,
  withDictations,
  onCreated,
}: {
  report: OperationReportRecord | null;
  withDictations: boolean;
  /** The first save created the draft (before the address becomes its editor's). */
  onCreated?: (id: string) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const techniques = useTechniques();
  const [value, setValue] = useState<OperationReportBody>(() =>
    report
      ? bodyOf(report)
      : blankOperationReport(searchParams.get('patient') ?? '', localCalendarDay(new Date())),
  );
  // A report started from a technique takes its template once the library is read.
  const wantedTechnique = report ? null : searchParams.get('technique');
  const [templated, setTemplated] = useState(false);
  useEffect(() => {
    if (!wantedTechnique || templated || !techniques.data) return;
    const technique = techniques.data.items.find((item) => item.id === wantedTechnique);
    if (technique) setValue((current) => reportFromTechnique(technique, current));
    setTemplated(true);
  }, [wantedTechnique, templated, techniques.data]);

  // Nothing is saved before a patient is chosen: what the surgeon typed by then lives only here,
  // so leaving asks first (choosing the patient saves it as the draft's first version).
  const [typed, setTyped] = useState(false);
  const edit = (next: OperationReportBody) => {
    setTyped(true);
    setValue(next);
  };
  const unsavedTyping = typed && !value.patient_id;
  const leaving = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsavedTyping && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsavedTyping) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsavedTyping]);

  const autosave = useReportAutosave(
    report?.id ?? null,
    value.patient_id ? value : null,
    (created) => {
      onCreated?.(created.id);
      void navigate(paths.operationReportEdit(created.id), { replace: true });
    },
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        {report ? (
          <Button asChild variant="outline">
            <Link to={paths.operationReport(report.id)}>
              <Eye aria-hidden />
              {t('reports.preview')}
            </Link>
          </Button>
        ) : null}
        {!value.patient_id ? (
          <p className="text-sm text-muted-foreground">{t('reports.patientFirst')}</p>
        ) : null}
        <AutosaveStatus state={autosave.state} error={autosave.error} />
      </div>
      <Card>
        <CardContent className="pt-6">
          <ReportForm
            value={value}
            onChange={edit}
            patientName={report?.patient_name ?? null}
            withDictations={withDictations}
          />
        </CardContent>
      </Card>
      <ConfirmDialog
        open={leaving.state === 'blocked'}
        onCancel={() => leaving.reset?.()}
        onConfirm={() => leaving.proceed?.()}
        title={t('reports.leaveTitle')}
        description={t('reports.leaveText')}
        confirmLabel={t('reports.leave')}
        cancelLabel={t('reports.cancel')}
      />
    </div>
  );
}

/** View: the report as it reads, with sign, PDF and new version. */
function ReportReader({ report }: { report: OperationReportRecord }) {
  const { t } = useTranslation();
  const dates = useDateDisplay();
  const navigate = useNavigate();
  const sign = useSignReport();
  const newVersion = useNewReportVersion();
  const [confirmSign, setConfirmSign] = useState(false);
  const signed = report.status === 'signed';
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        {signed ? (
          <>
            <p
              className="inline-flex items-center gap-2 text-sm font-medium"
              data-testid="report-locked"
            >
              <Lock aria-hidden className="size-4" />
              {t('reports.signedBy', {
                name: report.signed_by ?? '',
                date: formatDate(report.signed_at ?? report.updated_at, dates, { time: true }),
              })}
            </p>
            <Button
              type="button"
              variant="outline"
              disabled={newVersion.isPending}
              onClick={() =>
                newVersion.mutate(report.id, {
                  onSuccess: (created) => void navigate(paths.operationReportEdit(created.id)),
                  onError: (error) => notify(error.message, { variant: 'error' }),
                })
              }
            >
              <CopyPlus aria-hidden />
              {t('reports.newVersion')}
            </Button>
          </>
        ) : (
          <>
            <Button asChild variant="outline">
              <Link to={paths.operationReportEdit(report.id)}>
                <PenLine aria-hidden />
                {t('reports.edit')}
              </Link>
            </Button>
            <Button type="button" onClick={() => setConfirmSign(true)}>
              <Signature aria-hidden />
              {t('reports.sign')}
            </Button>
          </>
        )}
        <Button asChild variant="outline">
          <a href={reportPdfUrl(report.id)} download>
            <Download aria-hidden />
            {t('reports.pdf')}
          </a>
        </Button>
      </div>
      <Card>
        <CardContent className="pt-6">
          <ReportView report={report} />
        </CardContent>
      </Card>
      <ConfirmDialog
        open={confirmSign}
        onCancel={() => setConfirmSign(false)}
        onConfirm={() =>
          sign.mutate(report.id, {
            onSuccess: () => setConfirmSign(false),
            onError: (error) => notify(error.message, { variant: 'error' }),
          })
        }
        title={t('reports.signTitle')}
        description={t('reports.signText')}
        confirmLabel={t('reports.sign')}
        cancelLabel={t('reports.cancel')}
        confirmVariant="default"
        pending={sign.isPending}
      />
    </div>
  );
}

/**
 * /operation-reports/new, /operation-reports/:id and /operation-reports/:id/edit (spec 01 §2):
 * one page, the editor for drafts, the reader for viewing and for signed reports.
 */
/** New, view and edit; `withDictations` while the dictaphone is on (the app reads the session). */
export function OperationReportEditorPage({ withDictations }: { withDictations: boolean }) {
  const { t } = useTranslation();
  const { id = null } = useParams();
  const { pathname } = useLocation();
  const editing = id === null || pathname.endsWith('/edit');
  const report = useReport(id);
  const title = t('pages.operationReportEditor.title');
  // The draft this editor created keeps the same editor when the address becomes its own:
  // what was typed while the first save was on its way, and the field being typed in, stay.
  const [createdHere, setCreatedHere] = useState<string | null>(null);
  const editorKey = (reportId: string) => (reportId === createdHere ? 'new' : reportId);

  let body;
  if (id === null) {
    body = (
      <ReportEditor
        key="new"
        report={null}
        withDictations={withDictations}
        onCreated={setCreatedHere}
      />
    );
  } else if (report.isPending) {
    body = <Spinner className="py-12" />;
  } else if (report.isError) {
    body = (
      <p role="alert" className="text-sm text-destructive">
        {report.error.message}
      </p>
    );
  } else if (editing && report.data.status === 'draft') {
    body = (
      <ReportEditor
        key={editorKey(report.data.id)}
        report={report.data}
        withDictations={withDictations}
      />
    );
  } else {
    body = <ReportReader report={report.data} />;
  }

  return (
    <section
      data-testid={pageTestId('operationReportEditor')}
      className="mx-auto flex w-full max-w-4xl flex-col gap-6"
    >
      <PageHeading icon={PenLine} title={title}>
        {report.data
          ? `${report.data.patient_name}${report.data.version > 1 ? ` · ${t('reports.version', { version: report.data.version })}` : ''} · ${t(`reports.status.${report.data.status}`)}`
          : t('reports.editorIntro')}
      </PageHeading>
      {body}
    </section>
  );
}
