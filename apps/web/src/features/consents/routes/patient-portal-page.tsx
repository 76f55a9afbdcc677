import type { PortalView } from '@photodossier/domain/patient-portal';
import { FileCheck2, Globe, Link2Off, PenLine } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { pageTestId } from '@/components/page-test-id';
import { PageHeading } from '@/components/page-heading';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { SignaturePad } from '../components/signature-pad';
import { addConsentTexts } from '../i18n/add-consent-texts';
import { usePortalView, useSignPortalConsent } from '../api/open-portal';
import { useDateDisplay } from '@/lib/date-display';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { isApiError } from '@/lib/api-client';

function Unavailable() {
  const { t } = useTranslation();
  return (
    <div
      className="mx-auto flex max-w-lg flex-col items-center gap-4 py-10 text-center"
      data-testid="portal-unavailable"
    >
      <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-primary/10 text-primary">
        <Link2Off aria-hidden className="size-8" />
      </span>
      <h2 className="text-2xl font-semibold tracking-tight">
        {t('consents:visitor.unavailableTitle')}
      </h2>
      <p className="text-muted-foreground">{t('consents:visitor.unavailableText')}</p>
    </div>
  );
}

function PendingConsent({
  token,
  consent,
}: {
  token: string;
  consent: PortalView['consents'][number];
}) {
  const { t } = useTranslation();
  const sign = useSignPortalConsent(token);
  const [signature, setSignature] = useState<string | null>(null);
  const onChange = useCallback((value: string | null) => setSignature(value), []);
  return (
    <div className="flex flex-col gap-3">
      <SignaturePad label={t('consents:create.patientSignature')} onChange={onChange} />
      <Button
        type="button"
        className="self-start"
        disabled={!signature || sign.isPending}
        onClick={() =>
          signature &&
          sign.mutate(
            { consentId: consent.id, signature },
            {
              onSuccess: () => notify(t('consents:visitor.signedOk'), { variant: 'success' }),
              onError: (error) => notify(error.message, { variant: 'error' }),
            },
          )
        }
      >
        <PenLine aria-hidden />
        {t('consents:visitor.sign')}
      </Button>
    </div>
  );
}

function Photos({ photos, label }: { photos: PortalView['photos']; label: string }) {
  const display = useDateDisplay();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {photos.map((photo) => (
        <li key={photo.key} className="flex flex-col gap-1">
          <img
            src={photo.url}
            alt={`${label} ${formatDate(photo.date_prise, display)}`}
            className="aspect-square w-full rounded-md border object-cover"
            data-testid="portal-photo"
          />
          <span className="text-xs text-muted-foreground">
            {formatDate(photo.date_prise, display)}
            {photo.zone_traitee ? ` — ${photo.zone_traitee}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

function PortalContent({ token, view }: { token: string; view: PortalView }) {
  const { t } = useTranslation();
  const display = useDateDisplay();
  const empty =
    view.photos.length +
      view.comparisons.length +
      view.consents.length +
      view.instructions.length ===
    0;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 className="text-xl font-semibold">
          {t('consents:visitor.hello', { name: view.patient_first_name })}
        </h2>
        <p className="text-muted-foreground">
          {t('consents:visitor.from', { name: view.practitioner_name })}{' '}
          {t('consents:visitor.until', {
            date: formatDate(view.expires_at, display, { style: 'medium', time: true }),
          })}
        </p>
      </div>
      {empty ? <p>{t('consents:visitor.nothing')}</p> : null}
      {view.consents.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>{t('consents:visitor.consents')}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {view.consents.map((consent) => (
              <article
                key={consent.id}
                className="flex flex-col gap-2 rounded-md border p-3"
                data-testid="portal-consent"
              >
                <h3 className="font-medium">{consent.title}</h3>
                {consent.status === 'signed' ? (
                  <>
                    <p className="text-sm text-muted-foreground">
                      {t('consents:document.signed', {
                        date: formatDate(consent.signed_at, display, { time: true }),
                      })}
                    </p>
                    {consent.download_url ? (
                      <Button asChild variant="outline" className="self-start">
                        <a href={consent.download_url} download>
                          <FileCheck2 aria-hidden />
                          {t('consents:document.download')}
                        </a>
                      </Button>
                    ) : null}
                  </>
                ) : (
                  <>
                    <p className="text-sm font-medium text-primary">
                      {t('consents:visitor.toSign')}
                    </p>
                    <p className="max-h-72 overflow-y-auto rounded-md bg-muted/40 p-3 text-sm whitespace-pre-line">
                      {consent.body}
                    </p>
                    <PendingConsent token={token} consent={consent} />
                  </>
                )}
              </article>
            ))}
          </CardContent>
        </Card>
      ) : null}
      {view.instructions.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>{t('consents:visitor.instructions')}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            {view.instructions.map((item, index) => (
              <article key={index} data-testid="portal-instructions">
                <h3 className="font-medium">{item.title}</h3>
                <p className="text-sm whitespace-pre-line">{item.body}</p>
              </article>
            ))}
          </CardContent>
        </Card>
      ) : null}
      {view.photos.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>{t('consents:visitor.photos')}</CardTitle>
          </CardHeader>
          <CardContent>
            <Photos photos={view.photos} label={t('consents:visitor.photos')} />
          </CardContent>
        </Card>
      ) : null}
      {view.comparisons.map((comparison, index) => (
        <Card key={index} data-testid="portal-comparison">
          <CardHeader>
            <CardTitle>{comparison.title || t('consents:visitor.comparisons')}</CardTitle>
          </CardHeader>
          <CardContent>
            <Photos photos={comparison.photos} label={comparison.title} />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

/** /patient-portal/:token: what the practitioner shared with the patient, nothing else. */
export function PatientPortalPage() {
  addConsentTexts();
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const view = usePortalView(token);
  return (
    <section
      data-testid={pageTestId('patientPortal')}
      className="mx-auto flex w-full max-w-4xl flex-col gap-6"
    >
      <PageHeading icon={Globe} title={t('pages.patientPortal.title')} />
      {view.isPending ? (
        <Spinner label={t('consents:visitor.loading')} className="py-12" />
      ) : view.data ? (
        <PortalContent token={token} view={view.data} />
      ) : isApiError(view.error) && view.error.code === 'portal.too_many_attempts' ? (
        // The link may be fine: a patient told it is gone would not try again later.
        <p role="alert" className="mx-auto max-w-lg py-10 text-center" data-testid="portal-busy">
          {t('errors:portal.too_many_attempts')}
        </p>
      ) : isApiError(view.error) && (view.error.status === 404 || view.error.status === 400) ? (
        <Unavailable />
      ) : (
        // The network or the server failed: the link may be fine, so the patient tries again.
        <div
          role="alert"
          className="mx-auto flex max-w-lg flex-col items-center gap-4 py-10 text-center"
          data-testid="portal-error"
        >
          <p>{view.error?.message}</p>
          <Button type="button" variant="outline" onClick={() => void view.refetch()}>
            {t('connectivity.retry')}
          </Button>
        </div>
      )}
    </section>
  );
}
