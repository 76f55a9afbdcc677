import { translateKey } from '@/lib/i18n/keys';
import { zodResolver } from '@hookform/resolvers/zod';
import { isErrorCode } from '@photodossier/domain/errors';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { TWO_FACTOR_CODE_LENGTH } from '../lib/auth-form-rules';
import { twoFactorCodeSchema, type TwoFactorCodeValues } from '../lib/auth-schemas';
import { mfaErrorText } from '../lib/mfa-errors';
import { FormError } from './form-error';

// Refusals that are about the typed code, shown under the field rather than above the button.
function isCodeRefusal(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === 'auth.invalid_code' || error.code === 'auth.code_expired') return true;
  return (
    !isErrorCode(error.code) && error.status >= 400 && error.status < 500 && error.status !== 429
  );
}

type MfaCodeFormProps = {
  label?: string;
  submitLabel?: string;
  isPending: boolean;
  /** The last refusal of the server. */
  error: unknown;
  onSubmit: (code: string) => void;
  /** Extra actions under the button (send a new code, change the number). */
  children?: ReactNode;
  autoFocus?: boolean;
};

/** The 6-digit code of the authenticator app or of the SMS. */
export function MfaCodeForm({
  label,
  submitLabel,
  isPending,
  error,
  onSubmit,
  children,
  autoFocus = false,
}: MfaCodeFormProps) {
  const { t } = useTranslation();
  const form = useForm<TwoFactorCodeValues>({
    resolver: zodResolver(twoFactorCodeSchema),
    defaultValues: { code: '' },
  });
  const schemaError = form.formState.errors.code?.message;
  const codeError = schemaError
    ? translateKey(t, schemaError)
    : error && isCodeRefusal(error)
      ? mfaErrorText(error, 'auth.invalid_code')
      : undefined;
  const otherError = error && !isCodeRefusal(error) ? mfaErrorText(error) : undefined;

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => void form.handleSubmit(({ code }) => onSubmit(code))(event)}
    >
      <FormField label={label ?? t('mfa.setup.codeLabel')} error={codeError}>
        {(control) => (
          <Input
            {...control}
            {...form.register('code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={TWO_FACTOR_CODE_LENGTH}
            className="max-w-48 text-center font-mono text-lg tracking-[0.4em]"
            autoFocus={autoFocus}
          />
        )}
      </FormField>
      <FormError message={otherError} />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={isPending}>
          {isPending ? t('mfa.setup.working') : (submitLabel ?? t('mfa.setup.verify'))}
        </Button>
        {children}
      </div>
    </form>
  );
}
