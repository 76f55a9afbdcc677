import { translateKey } from '@/lib/i18n/keys';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useSignUpWithEmail } from '../api/sign-up-email';
import { lazyResolver } from '@/lib/lazy-resolver';
import { schemaMessageParams } from '../lib/auth-form-rules';
import type { SignUpValues } from '../lib/auth-schemas';
import { errorText } from '../lib/error-text';
import { readLastEmail, rememberLastEmail } from '../lib/last-email';
import { FormError } from './form-error';
import { PasswordInput } from './password-input';

const signUpValidation = lazyResolver(() =>
  import('../lib/auth-resolvers').then((module) => module.signUpResolver),
);

/** The account's display name is first name plus last name (spec 01 §7). */
export function displayNameOf({ prenom, nom }: Pick<SignUpValues, 'prenom' | 'nom'>): string {
  return `${prenom.trim()} ${nom.trim()}`;
}

/** Prénom, nom, e-mail and password; the server mails the verification link. */
export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const { t } = useTranslation();
  const signUp = useSignUpWithEmail();
  const form = useForm<SignUpValues>({
    resolver: signUpValidation.resolver,
    defaultValues: { prenom: '', nom: '', email: readLastEmail(), password: '' },
  });
  const { errors } = form.formState;
  const message = (key: string | undefined) =>
    key ? translateKey(t, key, schemaMessageParams) : undefined;

  const submit = form.handleSubmit(async (values) => {
    rememberLastEmail(values.email);
    try {
      await signUp.mutateAsync({
        name: displayNameOf(values),
        email: values.email,
        password: values.password,
      });
      onSignedUp();
    } catch {
      // Shown from the mutation's error below.
    }
  });

  return (
    <form
      noValidate
      onFocus={signUpValidation.preload}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('auth.firstName')} error={message(errors.prenom?.message)}>
          {(control) => (
            <Input {...control} {...form.register('prenom')} autoComplete="given-name" />
          )}
        </FormField>
        <FormField label={t('auth.lastName')} error={message(errors.nom?.message)}>
          {(control) => <Input {...control} {...form.register('nom')} autoComplete="family-name" />}
        </FormField>
      </div>
      <FormField label={t('auth.email')} error={message(errors.email?.message)}>
        {(control) => (
          <Input
            {...control}
            {...form.register('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
          />
        )}
      </FormField>
      <FormField
        label={t('auth.password')}
        hint={t('auth.passwordHint', schemaMessageParams)}
        error={message(errors.password?.message)}
      >
        {(control) => (
          <PasswordInput {...control} {...form.register('password')} autoComplete="new-password" />
        )}
      </FormField>
      <FormError message={signUp.isError ? errorText(signUp.error) : undefined} />
      <Button type="submit" size="lg" disabled={signUp.isPending}>
        {signUp.isPending ? t('auth.signingUp') : t('auth.signUp')}
      </Button>
    </form>
  );
}
