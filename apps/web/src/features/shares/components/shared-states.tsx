import { KeyRound, Link2Off } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** The same page for an unknown, expired or revoked link: nothing tells a guesser which. */
export function Unavailable() {
  const { t } = useTranslation();
  return (
    <div
      className="mx-auto flex max-w-lg flex-col items-center gap-4 py-10 text-center"
      data-testid="shared-not-found"
    >
      <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-primary/10 text-primary">
        <Link2Off aria-hidden className="size-8" />
      </span>
      <p aria-hidden className="text-sm font-semibold tracking-widest text-primary">
        404
      </p>
      <h2 className="text-2xl font-semibold tracking-tight">{t('shares.page.unavailableTitle')}</h2>
      <p className="text-muted-foreground">{t('shares.page.unavailableText')}</p>
    </div>
  );
}

/** A link with a password asks for it before anything is shown. */
export function PasswordForm({
  wrong,
  onSubmit,
}: {
  wrong: boolean;
  onSubmit: (password: string) => void;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) onSubmit(password);
  };
  return (
    <form
      onSubmit={submit}
      className="mx-auto flex w-full max-w-sm flex-col gap-4 py-8"
      data-testid="shared-password"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary/10 text-primary">
        <KeyRound aria-hidden className="size-6" />
      </span>
      <h2 className="text-2xl font-semibold tracking-tight">{t('shares.page.passwordTitle')}</h2>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>{t('shares.page.passwordLabel')}</Label>
        <Input
          id={id}
          type="password"
          autoComplete="off"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={wrong}
          aria-describedby={wrong ? `${id}-error` : undefined}
        />
        {wrong ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {t('errors:share.wrong_password')}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={!password}>
        {t('shares.page.open')}
      </Button>
    </form>
  );
}
