import type { ErrorCode } from '@photodossier/domain/errors';
import { translateKey } from '@/lib/i18n/keys';
import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH } from '@photodossier/domain/password-rules';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useChangePassword } from '../api/change-password';
import { FormAlert } from './settings-section';

// Spec 01 §5: at least 6 characters, and both entries must match.
const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, 'errors:validation.required'),
    newPassword: z.string().min(PASSWORD_MIN_LENGTH, 'errors:password.too_short'),
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'errors:password.mismatch',
  });
type PasswordChangeValues = z.infer<typeof passwordChangeSchema>;

type Field = keyof PasswordChangeValues;

/** Where each refusal of the server is shown; the rest is said for the whole form. */
const fieldOfCode: Record<string, Field> = {
  'password.current_incorrect': 'currentPassword',
  'password.too_weak': 'newPassword',
  'password.too_short': 'newPassword',
  'password.mismatch': 'confirmPassword',
};

/**
 * The form-level text for a refusal: a session that ended asks to sign in again (spec 01 §8
 * "Veuillez vous reconnecter…"), too many attempts says so, anything else is the spec's
 * default "Erreur lors du changement de mot de passe".
 */
function formCode(error: unknown): ErrorCode {
  if (!isApiError(error)) return 'password.change_failed';
  if (
    error.code === 'password.recent_login_required' ||
    error.code === 'auth.unauthenticated' ||
    error.code === 'auth.reauthentication_required'
  ) {
    return 'password.recent_login_required';
  }
  if (error.code === 'auth.too_many_attempts') return error.code;
  return 'password.change_failed';
}

const emptyValues: PasswordChangeValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

export function PasswordForm() {
  const { t } = useTranslation();
  const changePassword = useChangePassword();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeValues>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: emptyValues,
  });

  const errorText = (field: Field) => {
    const message = errors[field]?.message;
    return message ? translateKey(t, message, { min: PASSWORD_MIN_LENGTH }) : undefined;
  };

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await changePassword.mutateAsync(values);
      reset(emptyValues);
      notify(t('accountSettings.password.changed'), { variant: 'success' });
    } catch (error) {
      const field = isApiError(error) ? fieldOfCode[error.code] : undefined;
      if (field && isApiError(error)) {
        setError(field, { message: `errors:${error.code}` }, { shouldFocus: true });
      } else {
        setFormError(t(`errors:${formCode(error)}`));
      }
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="password-form">
      <FormField label={t('accountSettings.password.current')} error={errorText('currentPassword')}>
        {(control) => (
          <Input
            {...control}
            {...register('currentPassword')}
            type="password"
            autoComplete="current-password"
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('accountSettings.password.new')}
          hint={t('accountSettings.password.newHint', { min: PASSWORD_MIN_LENGTH })}
          error={errorText('newPassword')}
        >
          {(control) => (
            <Input
              {...control}
              {...register('newPassword')}
              type="password"
              autoComplete="new-password"
            />
          )}
        </FormField>
        <FormField
          label={t('accountSettings.password.confirm')}
          error={errorText('confirmPassword')}
        >
          {(control) => (
            <Input
              {...control}
              {...register('confirmPassword')}
              type="password"
              autoComplete="new-password"
            />
          )}
        </FormField>
      </div>
      <FormAlert message={formError} />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting
            ? t('accountSettings.password.submitting')
            : t('accountSettings.password.submit')}
        </Button>
      </div>
    </form>
  );
}
