import type { ConsentRecord } from '@photodossier/domain/consents';
import { Download, FileCheck2, Hourglass, Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useDateDisplay } from '@/lib/date-display';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useEmailConsent } from '../api/email-consent';
import { consentPdfUrl, useConsents } from '../api/get-consents';

function EmailForm({ id, patientEmail }: { id: string; patientEmail: string }) {
  const { t } = useTranslation();
  const email = useEmailConsent();
  const [to, setTo] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    email.mutate(
      { id, to: to.trim() || null },
      {
        onSuccess: () => notify(t('consents:document.sent'), { variant: 'success' }),
        onError: (error) => notify(error.message, { variant: 'error' }),
      },
    );
  };
  return (
    // The hint stays under the field on a phone too: the button comes after it.
    <form onSubmit={submit} className="flex flex-col gap-2">
      <FormField
        label={t('consents:document.emailTo')}
        hint={
          patientEmail
            ? t('consents:document.emailHint', { email: patientEmail })
            : t('consents:document.emailNone')
        }
      >
        {(control) => (
          <Input
            {...control}
            type="email"
            value={to}
            // Empty goes to the record's address: with none, an address must be typed.
            required={!patientEmail}
            placeholder={patientEmail || undefined}
            onChange={(event) => setTo(event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" variant="outline" className="self-start" disabled={email.isPending}>
        <Mail aria-hidden />
        {t('consents:document.send')}
      </Button>
    </form>
  );
}

function ConsentItem({ consent, patientEmail }: { consent: ConsentRecord; patientEmail: string }) {
  const { t } = useTranslation();
  const display = useDateDisplay();
  const signed = consent.status === 'signed';
  return (
    <li className="flex flex-col gap-2 rounded-md border p-3" data-testid="consent-document">
      <div className="flex items-start gap-2">
        {signed ? (
          <FileCheck2 aria-hidden className="mt-0.5 size-5 text-primary" />
        ) : (
          <Hourglass aria-hidden className="mt-0.5 size-5 text-muted-foreground" />
        )}
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="font-medium">{consent.title}</p>
          <p className="text-sm text-muted-foreground">
            {signed
              ? t('consents:document.signed', {
                  date: formatDate(consent.signed_at, display, { time: true }),
                })
              : t('consents:document.pending')}
          </p>
          {consent.sha256 ? (
            <p className="font-mono text-xs break-all text-muted-foreground">
              {t('consents:document.hash', { hash: consent.sha256 })}
            </p>
          ) : null}
        </div>
      </div>
      {signed ? (
        <div className="flex flex-col gap-2">
          <Button asChild variant="outline" className="self-start">
            <a href={consentPdfUrl(consent.id)} download>
              <Download aria-hidden />
              {t('consents:document.download')}
            </a>
          </Button>
          <details>
            <summary className="cursor-pointer text-sm">{t('consents:document.email')}</summary>
            <div className="pt-2">
              <EmailForm id={consent.id} patientEmail={patientEmail} />
            </div>
          </details>
        </div>
      ) : null}
    </li>
  );
}

/** The patient's consent documents; signed ones download and go by e-mail, never change. */
export function ConsentDocuments({
  patientId,
  patientEmail,
}: {
  patientId: string;
  /** The record's address, where a PDF goes when no other is typed; '' when it has none. */
  patientEmail: string;
}) {
  const { t } = useTranslation();
  const consents = useConsents(patientId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('consents:page.documents')}</CardTitle>
      </CardHeader>
      <CardContent>
        {consents.isPending ? (
          <Spinner label={t('consents:page.loading')} />
        ) : consents.data?.items.length ? (
          <ul className="flex flex-col gap-3">
            {consents.data.items.map((consent) => (
              <ConsentItem key={consent.id} consent={consent} patientEmail={patientEmail} />
            ))}
          </ul>
        ) : consents.isError ? (
          // A list that could not be read is not an empty one: no consent would seem signed.
          <LoadFailed message={consents.error.message} onRetry={() => void consents.refetch()} />
        ) : (
          <p className="text-sm text-muted-foreground">{t('consents:page.empty')}</p>
        )}
      </CardContent>
    </Card>
  );
}
