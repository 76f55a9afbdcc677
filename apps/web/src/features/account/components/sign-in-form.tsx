import { translateKey } from '@/lib/i18n/keys';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { needsSecondFactor, useSignInWithEmail } from '../api/sign-in-email';
import { lazyResolver } from '@/lib/lazy-resolver';
import { schemaMessageParams } from '../lib/auth-form-rules';
import type { SignInValues } from '../lib/auth-schemas';
import { errorText } from '../lib/error-text';
import { readLastEmail, rememberLastEmail } from '../lib/last-email';
import type { TwoFactorMethod } from '../types';
import { FormError } from './form-error';
import { PasswordInput } from './password-input';

const signInValidation = lazyResolver(() =>
  import('../lib/auth-resolvers').then((module) => module.signInResolver),
);

type SignInFormProps = {
  /** The password was right and a second factor is due. */
  onSecondFactor: (methods: TwoFactorMethod[]) => void;
  /** Signed in: the session is already loaded. */
  onSignedIn: () => void;
};

/** E-mail and password; what was typed stays when the server refuses. */
export function SignInForm({ onSecondFactor, onSignedIn }: SignInFormProps) {
  const { t } = useTranslation();
  const signIn = useSignInWithEmail();
  const form = useForm<SignInValues>({
    resolver: signInValidation.resolver,
    defaultValues: { email: readLastEmail(), password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    rememberLastEmail(values.email);
    try {
      const result = await signIn.mutateAsync(values);
      if (needsSecondFactor(result)) onSecondFactor(result.twoFactorMethods);
      else onSignedIn();
    } catch {
      // Shown from the mutation's error below.
    }
  });

  return (
    <form
      noValidate
      onFocus={signInValidation.preload}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
    >
      <FormField
        label={t('auth.email')}
        error={errors.email?.message && translateKey(t, errors.email.message, schemaMessageParams)}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('email')}
            type="email"
            autoComplete="username"
            inputMode="email"
          />
        )}
      </FormField>
      <FormField
        label={t('auth.password')}
        error={
          errors.password?.message && translateKey(t, errors.password.message, schemaMessageParams)
        }
      >
        {(control) => (
          <PasswordInput
            {...control}
            {...form.register('password')}
            autoComplete="current-password"
          />
        )}
      </FormField>
      <FormError message={signIn.isError ? errorText(signIn.error) : undefined} />
      <Button type="submit" size="lg" disabled={signIn.isPending}>
        {signIn.isPending ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
    </form>
  );
}
