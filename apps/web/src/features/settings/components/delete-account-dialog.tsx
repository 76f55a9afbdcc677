import { WAIT_AFTER_ACTION_MS } from '@photodossier/domain/ui-timings';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError, translateErrorCode } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useDeleteAccount } from '../api/delete-account';
import { clearLocalData } from '../clear-local-data';
import { FormAlert } from './settings-section';

type DeleteValues = { password: string };

const signInPath = '/auth';

/** Back from the provider's sign-in, /settings opens this dialog again to finish. */
export const CONFIRM_DELETION_PARAM = 'confirmDeletion';
export const confirmDeletionPath = `/settings?${CONFIRM_DELETION_PARAM}=provider`;

/** An account without password (Google): it confirms by signing in again with its provider. */
export type ProviderConfirmation = {
  /** The provider's name, as shown: "Google". */
  provider: string;
  /** Leaves for the provider's sign-in, to come back to `returnTo`. */
  reauthenticate: (returnTo: string) => Promise<void>;
};

/**
 * Spec 01 §4: re-authenticate with the password, the server deletes everything, then this
 * browser's data is cleared and, after the spec's 1 s, the user lands on the sign-in page
 * (a full load, so no answer of the deleted account stays in memory).
 */
export function DeleteAccountDialog({
  providerConfirmation,
}: {
  providerConfirmation?: ProviderConfirmation | undefined;
}) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const backFromProvider =
    providerConfirmation !== undefined && searchParams.get(CONFIRM_DELETION_PARAM) === 'provider';
  const [open, setOpen] = useState(backFromProvider);
  const [leaving, setLeaving] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [deleted, setDeleted] = useState(false);
  const deleteAccount = useDeleteAccount();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DeleteValues>({ defaultValues: { password: '' } });

  const submit = handleSubmit(async ({ password }) => {
    setFormError(undefined);
    try {
      await deleteAccount.mutateAsync(
        providerConfirmation ? { method: 'provider' } : { method: 'password', password },
      );
    } catch (error) {
      setFormError(
        isApiError(error)
          ? translateErrorCode(error.code, error.params)
          : t('errors:request.internal'),
      );
      return;
    }
    setDeleted(true);
    clearLocalData();
    notify(t('accountSettings.danger.deleted'), { variant: 'success' });
    await new Promise((resolve) => setTimeout(resolve, WAIT_AFTER_ACTION_MS.accountDeletion));
    window.location.assign(signInPath);
  });

  const busy = isSubmitting || deleted || leaving;

  async function reauthenticate() {
    if (!providerConfirmation) return;
    setFormError(undefined);
    setLeaving(true);
    try {
      await providerConfirmation.reauthenticate(confirmDeletionPath);
    } catch (error) {
      setLeaving(false);
      setFormError(
        isApiError(error)
          ? translateErrorCode(error.code, error.params)
          : t('errors:request.internal'),
      );
    }
  }

  function cancel() {
    setOpen(false);
    reset();
    setFormError(undefined);
  }

  return (
    <>
      <Button type="button" variant="destructive" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden />
        {t('accountSettings.danger.deleteAccount')}
      </Button>
      <ConfirmDialog
        open={open}
        onCancel={cancel}
        onConfirm={() => void submit()}
        title={t('accountSettings.danger.dialogTitle')}
        description={<p>{t('accountSettings.danger.dialogText')}</p>}
        cancelLabel={t('accountSettings.danger.cancel')}
        confirmLabel={
          busy ? t('accountSettings.danger.deleting') : t('accountSettings.danger.confirm')
        }
        pending={busy}
      >
        {/* Enter in the password confirms, as the button does. */}
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {providerConfirmation ? (
            <div className="flex flex-col items-start gap-3 text-sm">
              <p>
                {backFromProvider
                  ? t('accountSettings.danger.providerConfirmed', {
                      provider: providerConfirmation.provider,
                    })
                  : t('accountSettings.danger.providerHint', {
                      provider: providerConfirmation.provider,
                    })}
              </p>
              <Button
                type="button"
                variant="outline"
                disabled={busy}
                onClick={() => void reauthenticate()}
              >
                {t('accountSettings.danger.providerReauth', {
                  provider: providerConfirmation.provider,
                })}
              </Button>
            </div>
          ) : (
            <FormField
              label={t('accountSettings.danger.password')}
              hint={t('accountSettings.danger.passwordHint')}
              error={errors.password?.message}
            >
              {(control) => (
                <Input
                  {...control}
                  {...register('password', {
                    validate: (value) =>
                      value.trim() !== '' || t('errors:account.password_required'),
                  })}
                  type="password"
                  autoComplete="current-password"
                  disabled={deleted}
                />
              )}
            </FormField>
          )}
          <FormAlert message={formError} />
        </form>
      </ConfirmDialog>
    </>
  );
}
