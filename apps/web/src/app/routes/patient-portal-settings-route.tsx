import { patientFullName } from '@photodossier/domain/display-names';
import { ArrowLeft, Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { addConsentTexts } from '@/features/consents/i18n/add-consent-texts';
import { PatientLoadError } from '@/features/patients/components/patient-load-error';
import { PatientNotFound } from '@/features/patients/components/patient-not-found';
import { isPatientNotFound, usePatient } from '@/lib/api/get-patient';
import { useDateDisplay } from '@/lib/date-display';
import { formatDate } from '@/lib/format';
import { usePatientComparisons } from '@/features/comparisons/api/get-patient-comparisons';
import { usePortalState } from '@/features/consents/api/get-portal-state';
import { PortalInvites } from '@/features/consents/components/portal-invites';
import { PortalItems } from '@/features/consents/components/portal-items';

const PORTAL_ACTION_KEYS = {
  'portal.open': 'open',
  'portal.sign': 'sign',
  'portal.view': 'view',
  'portal.download': 'download',
} as const;

function portalActionKey(action: string) {
  return PORTAL_ACTION_KEYS[action as keyof typeof PORTAL_ACTION_KEYS] ?? 'open';
}

/** /patient/:patientId/portal: invitations, what the patient sees, and who opened what when. */
export function PatientPortalSettingsRoute() {
  addConsentTexts();
  const { t } = useTranslation();
  const display = useDateDisplay();
  const { patientId = '' } = useParams();
  const patient = usePatient(patientId);
  const state = usePortalState(patientId);
  const comparisons = usePatientComparisons(patientId);
  // A line about a shared item names it; an item removed since is named by its kind no more.
  const actionText = (action: string, targetId: string | null) => {
    const actionLabel = t(`consents:portal.actions.${portalActionKey(action)}`);
    const item = state.data?.items.find((shared) => (shared.item_id ?? shared.id) === targetId);
    if (!item) return actionLabel;
    return t('consents:portal.actionOn', {
      action: actionLabel,
      item: item.title || t(`consents:portal.kinds.${item.kind}`),
    });
  };
  return (
    <section
      data-testid="page-patient-portal-settings"
      className="mx-auto flex w-full max-w-5xl flex-col gap-6"
    >
      <PageHeading icon={Globe} title={t('consents:portal.title')}>
        {patient.data ? `${patientFullName(patient.data)} — ` : ''}
        {t('consents:portal.intro')}
      </PageHeading>
      <Button asChild variant="ghost" className="self-start">
        <Link to={paths.patientDetails(patientId)}>
          <ArrowLeft aria-hidden />
          {t('consents:page.back')}
        </Link>
      </Button>
      {isPatientNotFound(patient.error) ? (
        <PatientNotFound />
      ) : patient.data && state.data ? (
        <>
          <PortalInvites
            patientId={patientId}
            defaultEmail={patient.data.email}
            invites={state.data.invites}
          />
          <PortalItems
            patientId={patientId}
            items={state.data.items}
            comparisons={comparisons.data?.items ?? []}
          />
          <Card>
            <CardHeader>
              <CardTitle>{t('consents:portal.accesses')}</CardTitle>
            </CardHeader>
            <CardContent>
              {state.data.accesses.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('consents:portal.noAccesses')}</p>
              ) : (
                <ul className="flex flex-col gap-1 text-sm" data-testid="portal-accesses">
                  {state.data.accesses.map((access, index) => (
                    <li key={`${access.created_at}-${index}`}>
                      {formatDate(access.created_at, display, { time: true })} —{' '}
                      {actionText(access.action, access.target_id)}
                      {access.ip ? ` — ${access.ip}` : ''}
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </>
      ) : patient.isError || state.isError ? (
        <PatientLoadError
          message={patient.isError ? undefined : state.error?.message}
          onRetry={() => {
            if (patient.isError) void patient.refetch();
            if (state.isError) void state.refetch();
          }}
        />
      ) : (
        <Spinner label={t('consents:page.loading')} className="py-12" />
      )}
    </section>
  );
}
