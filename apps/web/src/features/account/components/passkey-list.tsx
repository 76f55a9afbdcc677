import { KeyRound, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useDateDisplay } from '@/lib/date-display';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useDeletePasskey } from '../api/delete-passkey';
import { usePasskeys, type Passkey } from '../api/list-user-passkeys';
import { mfaErrorText } from '../lib/mfa-errors';
import { FormError } from './form-error';

/** The user's security keys, each with a delete button that asks for confirmation. */
export function PasskeyList() {
  const { t } = useTranslation();
  const dates = useDateDisplay();
  const passkeys = usePasskeys();
  const deletion = useDeletePasskey();
  const [pending, setPending] = useState<Passkey | null>(null);
  const nameOf = (passkey: Passkey) => passkey.name?.trim() || t('mfa.webauthn.defaultName');

  const confirmDelete = () => {
    if (!pending) return;
    deletion.mutate(pending.id, {
      onSuccess: () => {
        setPending(null);
        notify(t('mfa.webauthn.deleted'), { variant: 'success' });
      },
    });
  };

  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold leading-tight">{t('mfa.webauthn.listTitle')}</h2>
      {passkeys.isPending ? (
        <Spinner label={t('mfa.webauthn.listLoading')} className="items-start py-2" />
      ) : passkeys.isError ? (
        <FormError message={mfaErrorText(passkeys.error)} />
      ) : passkeys.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('mfa.webauthn.listEmpty')}</p>
      ) : (
        <ul
          data-testid="passkey-list"
          className="flex flex-col divide-y divide-border rounded-xl border border-border"
        >
          {passkeys.data.map((passkey) => (
            <li key={passkey.id} className="flex items-center gap-3 p-3">
              <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <KeyRound aria-hidden className="size-4" />
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-medium">{nameOf(passkey)}</span>
                <span className="text-xs text-muted-foreground">
                  {t('mfa.webauthn.addedOn', {
                    date: formatDate(passkey.createdAt, dates, { style: 'long' }),
                  })}
                </span>
              </span>
              <Button
                variant="ghost"
                size="icon"
                className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                aria-label={t('mfa.webauthn.delete', { name: nameOf(passkey) })}
                onClick={() => {
                  deletion.reset();
                  setPending(passkey);
                }}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={pending !== null}
        onCancel={() => setPending(null)}
        onConfirm={confirmDelete}
        title={t('mfa.webauthn.deleteTitle')}
        description={
          <p>{t('mfa.webauthn.deleteText', { name: pending ? nameOf(pending) : '' })}</p>
        }
        cancelLabel={t('mfa.webauthn.deleteCancel')}
        confirmLabel={t('mfa.webauthn.deleteConfirm')}
        pending={deletion.isPending}
      >
        <FormError message={deletion.error ? mfaErrorText(deletion.error) : undefined} />
      </ConfirmDialog>
    </div>
  );
}
