import {
  EMAIL_MESSAGE_MAX_LENGTH,
  EMAIL_PHOTOS_MAX,
  EMAIL_SUBJECT_MAX_LENGTH,
} from '@photodossier/domain/email-limits';
import { firstEmailPayloadError } from '@photodossier/domain/email-payload';
import { Mail } from 'lucide-react';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { useDateDisplay } from '@/lib/date-display';
import { formatDate } from '@/lib/format';
import { useQueryClient } from '@tanstack/react-query';
import { settingsKeys, type LoadedSettings } from '@/lib/settings/get-settings';
import { useSendEmail } from '@/lib/api/send-email';
import { translateKey } from '@/lib/i18n/keys';

type Fields = { to: string; subject: string; message: string };
type FieldErrors = Partial<Record<keyof Fields, string>>;

const FIELD_OF_CODE: Record<string, keyof Fields> = {
  'email.recipient_missing': 'to',
  'email.invalid_format': 'to',
  'email.subject_missing': 'subject',
  'email.subject_too_long': 'subject',
  'email.message_missing': 'message',
  'email.message_too_long': 'message',
};

function EmailForm({
  photoIds,
  initial,
  onSent,
}: {
  photoIds: readonly string[];
  initial: Fields;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<Fields>(initial);
  // The settings can arrive after the dialog opened (the first seconds of a page load): their
  // recipient then fills the field, unless something was typed there meanwhile.
  const [recipientShown, setRecipientShown] = useState(initial.to);
  if (initial.to !== recipientShown) {
    setRecipientShown(initial.to);
    if (fields.to === '') setFields((current) => ({ ...current, to: initial.to }));
  }
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = useSendEmail();
  // The server refuses a message of more photos: said before anything is typed or sent.
  const tooMany = photoIds.length > EMAIL_PHOTOS_MAX;

  const change = (name: keyof Fields) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (tooMany) return;
    const code = firstEmailPayloadError(fields);
    if (code) {
      setErrors({ [FIELD_OF_CODE[code] ?? 'to']: t(`errors:${code}`) });
      return;
    }
    setErrors({});
    try {
      await send.mutateAsync({ ...fields, photo_ids: [...photoIds] });
      onSent();
    } catch (error) {
      // The toast says what failed; a field the server refused is marked, and nothing typed is lost.
      const field = isApiError(error) ? FIELD_OF_CODE[error.code] : undefined;
      if (field && isApiError(error))
        setErrors({ [field]: translateKey(t, `errors:${error.code}`) });
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <FormField label={t('email.dialog.to')} error={errors.to}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            value={fields.to}
            onChange={(event) => change('to')(event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('email.dialog.subject')} error={errors.subject}>
        {(control) => (
          <Input
            {...control}
            maxLength={EMAIL_SUBJECT_MAX_LENGTH + 50}
            value={fields.subject}
            onChange={(event) => change('subject')(event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('email.dialog.message')} error={errors.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            maxLength={EMAIL_MESSAGE_MAX_LENGTH + 500}
            value={fields.message}
            onChange={(event) => change('message')(event.target.value)}
          />
        )}
      </FormField>
      {tooMany ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {t('email.dialog.tooMany', { max: EMAIL_PHOTOS_MAX })}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={send.isPending || tooMany}>
          <Mail aria-hidden />
          {send.isPending ? t('email.dialog.sending') : t('email.dialog.send')}
        </Button>
      </div>
    </form>
  );
}

/**
 * "Envoyer par e-mail" from a selection or the viewer: the recipient of the e-mail transfer
 * settings and a French subject are filled in; the progress toast follows the send.
 */
export function SendEmailDialog({
  open,
  onOpenChange,
  photoIds,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  photoIds: readonly string[];
}) {
  const { t } = useTranslation();
  const dates = useDateDisplay();
  // The app shell reads the signed-in user's settings (PIN lock, date format): only one user's
  // settings are ever cached, so the recipient is taken from there without naming the user,
  // and followed, since they may still be on their way.
  const queryClient = useQueryClient();
  const settings = useSyncExternalStore(
    (changed) => queryClient.getQueryCache().subscribe(changed),
    () =>
      queryClient.getQueriesData<LoadedSettings>({ queryKey: settingsKeys.all })[0]?.[1]?.settings,
  );
  const today = formatDate(new Date(), dates, { style: 'long' });
  const initial: Fields = {
    to: settings?.emailTransfer.recipientEmail ?? '',
    subject: t('email.dialog.defaultSubject', { date: today }),
    message: t('email.dialog.defaultMessage'),
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('app.close')} data-testid="send-email-dialog">
        <DialogHeader>
          <DialogTitle>{t('email.dialog.title')}</DialogTitle>
          <DialogDescription>
            {t('email.dialog.description', { count: photoIds.length })}
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <EmailForm photoIds={photoIds} initial={initial} onSent={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
