import { KeyRound, Link2Off, type LucideIcon } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageTestId } from '@/components/page-test-id';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';

type SharedLinkPageProps = {
  page: 'shared' | 'driveShared';
  /**
   * The heading and document title once what was shared is known; until then, and on the
   * neutral not-found page that must not tell a guesser anything, the page's own title.
   */
  title?: string;
  icon: LucideIcon;
  /** The opening of the link: its loading and its error decide the state shown. */
  opening: { isPending: boolean; isError: boolean; error: unknown };
  /** Whether what was opened can be shown; otherwise the neutral not-found page. */
  ready: boolean;
  onPassword: (password: string) => void;
  /** What was shared, rendered only once it is ready. */
  children: () => ReactNode;
};

/**
 * The frame of every shared-link page (/shared, /drive-shared): its heading, then loading, the
 * password form, too many attempts, the neutral not-found page, or what was shared.
 */
export function SharedLinkPage({
  page,
  title: sharedTitle,
  icon: Icon,
  opening,
  ready,
  onPassword,
  children,
}: SharedLinkPageProps) {
  const { t } = useTranslation();
  const pageTitle = page === 'shared' ? t('pages.shared.title') : t('pages.driveShared.title');
  const code = isApiError(opening.error) ? opening.error.code : null;
  let title: string = pageTitle;
  let body: ReactNode;
  if (opening.isPending) {
    body = <Spinner className="min-h-[40vh]" label={t('shares.page.loading')} />;
  } else if (code === 'share.password_required' || code === 'share.wrong_password') {
    body = <PasswordForm wrong={code === 'share.wrong_password'} onSubmit={onPassword} />;
  } else if (code === 'share.too_many_attempts') {
    body = (
      <p role="alert" className="mx-auto max-w-lg py-10 text-center">
        {t('errors:share.too_many_attempts')}
      </p>
    );
  } else if (opening.isError || !ready) {
    body = <Unavailable />;
  } else {
    body = children();
    title = sharedTitle ?? pageTitle;
  }
  return (
    <section
      data-testid={pageTestId(page)}
      className="mx-auto flex w-full max-w-5xl flex-col gap-6"
    >
      <PageTitle title={title} />
      {/* Every state has the page's own heading; what was shared is named below it. */}
      <h1 className="inline-flex items-center gap-2 text-sm font-semibold text-primary">
        <Icon aria-hidden className="size-4" />
        {title}
      </h1>
      {body}
    </section>
  );
}

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
