import { translateKey } from '@/lib/i18n/keys';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { isPasswordRefusal, mfaErrorText } from '../lib/mfa-errors';
import { FormError } from './form-error';
import { PasswordInput } from './password-input';

const passwordSchema = z.object({ password: z.string().min(1, 'mfa.setup.passwordRequired') });
type PasswordValues = z.infer<typeof passwordSchema>;

type MfaPasswordFormProps = {
  submitLabel: string;
  isPending: boolean;
  /** The last refusal of the server, shown under the field when it is about the password. */
  error: unknown;
  onSubmit: (password: string) => void;
};

/** Asks the account password again, which better-auth requires before changing a factor. */
export function MfaPasswordForm({ submitLabel, isPending, error, onSubmit }: MfaPasswordFormProps) {
  const { t } = useTranslation();
  const form = useForm<PasswordValues>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { password: '' },
  });
  const schemaError = form.formState.errors.password?.message;
  const passwordError = schemaError
    ? translateKey(t, schemaError)
    : isPasswordRefusal(error)
      ? mfaErrorText(error)
      : undefined;
  const otherError = error && !isPasswordRefusal(error) ? mfaErrorText(error) : undefined;

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => void form.handleSubmit(({ password }) => onSubmit(password))(event)}
    >
      <FormField
        label={t('mfa.setup.passwordLabel')}
        hint={t('mfa.setup.passwordHint')}
        error={passwordError}
      >
        {(control) => (
          <PasswordInput
            {...control}
            {...form.register('password')}
            autoComplete="current-password"
          />
        )}
      </FormField>
      <FormError message={otherError} />
      <Button type="submit" className="self-start" disabled={isPending}>
        {isPending ? t('mfa.setup.working') : submitLabel}
      </Button>
    </form>
  );
}
