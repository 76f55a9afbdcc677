import { profileLastActive } from '@photodossier/domain/profile-labels';
import { Lock, LogOut, UserPlus, X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useDateDisplay } from '@/lib/date-display';
import { formatDate, type DateDisplay } from '@/lib/format';
import type { ProfileActionPending } from '../hooks/use-profile-actions';
import type { CurrentProfile, ProfileChoice } from '../recent-profiles';
import { ProfileAvatar } from './profile-avatar';

type ProfileSwitcherDialogProps = {
  current: CurrentProfile;
  choices: readonly ProfileChoice[];
  /** True while the signed-in accounts of this browser are being listed. */
  loadingChoices: boolean;
  pending: ProfileActionPending;
  canLockWithPin: boolean;
  now: number;
  onChoose: (choice: ProfileChoice) => void;
  onForget: (choice: ProfileChoice) => void;
  onAddProfile: () => void;
  onLockWithPin: () => void;
  onSignOut: () => void;
};

function lastActiveLabel(at: number, now: number, t: TFunction, dates: DateDisplay): string {
  const last = profileLastActive(at, now);
  if (last === null) return '';
  if (last.kind === 'today') return t('profiles.today');
  if (last.kind === 'yesterday') return t('profiles.yesterday');
  if (last.kind === 'daysAgo') return t('profiles.daysAgo', { count: last.days });
  return formatDate(last.at, dates);
}

/** The content of the profile selector dialog (spec 02 §2.9); its Dialog root is the caller's. */
export function ProfileSwitcherDialog({
  current,
  choices,
  loadingChoices,
  pending,
  canLockWithPin,
  now,
  onChoose,
  onForget,
  onAddProfile,
  onLockWithPin,
  onSignOut,
}: ProfileSwitcherDialogProps) {
  const { t } = useTranslation();
  const dates = useDateDisplay();
  const busy = pending !== null;
  const recentHeadingId = 'profile-switcher-recent';

  return (
    <DialogContent
      closeLabel={t('app.close')}
      className="max-w-md grid-cols-[minmax(0,1fr)] gap-5"
      aria-busy={busy}
    >
      <DialogHeader>
        <DialogTitle>{t('profiles.title')}</DialogTitle>
        <DialogDescription>{t('profiles.description')}</DialogDescription>
      </DialogHeader>

      <section aria-label={t('profiles.current')} data-testid="current-profile">
        <p className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {t('profiles.current')}
        </p>
        <div className="flex items-center gap-3 rounded-xl border border-primary/30 bg-primary/5 p-3">
          <ProfileAvatar
            displayName={current.name}
            email={current.email}
            photoURL={current.image}
            size="lg"
          />
          <ProfileNames name={current.name} email={current.email} />
        </div>
      </section>

      <section aria-labelledby={recentHeadingId}>
        <h3
          id={recentHeadingId}
          className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
        >
          {t('profiles.recent')}
        </h3>
        {choices.length === 0 && loadingChoices ? (
          <Spinner size="sm" className="py-3" />
        ) : choices.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('profiles.noRecent')}</p>
        ) : (
          <ul className="flex flex-col gap-1.5" data-testid="recent-profiles">
            {choices.map((choice) => {
              const switching = pending?.kind === 'switch' && pending.uid === choice.uid;
              const name = choice.displayName || choice.email;
              return (
                <li key={choice.uid} className="flex items-center gap-1">
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => onChoose(choice)}
                    className="flex min-w-0 flex-1 items-center gap-3 rounded-xl p-2.5 text-left transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
                  >
                    <ProfileAvatar
                      displayName={choice.displayName}
                      email={choice.email}
                      photoURL={choice.photoURL}
                    />
                    <span className="flex min-w-0 flex-1 flex-col">
                      <ProfileNames name={choice.displayName} email={choice.email} />
                      <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
                        <StatusBadge signedIn={choice.sessionToken !== null}>
                          {choice.sessionToken !== null
                            ? t('profiles.signedIn')
                            : t('profiles.signInAgain')}
                        </StatusBadge>
                        <span>
                          {t('profiles.lastActive', {
                            label: lastActiveLabel(choice.lastActiveAt, now, t, dates),
                          })}
                        </span>
                      </span>
                    </span>
                    {switching ? <Spinner size="sm" aria-label={t('profiles.switching')} /> : null}
                  </button>
                  {choice.sessionToken === null ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      disabled={busy}
                      aria-label={t('profiles.forget', { name })}
                      onClick={() => onForget(choice)}
                    >
                      <X aria-hidden />
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <div className="flex flex-col gap-2 border-t border-border pt-4">
        <Button variant="outline" className="justify-start" disabled={busy} onClick={onAddProfile}>
          <UserPlus aria-hidden />
          {t('profiles.add')}
        </Button>
        {canLockWithPin ? (
          <Button
            variant="outline"
            className="justify-start"
            disabled={busy}
            onClick={onLockWithPin}
          >
            <Lock aria-hidden />
            {t('profiles.lockWithPin')}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          className="justify-start text-destructive hover:bg-destructive/10 hover:text-destructive"
          disabled={busy}
          onClick={onSignOut}
        >
          {pending?.kind === 'signOut' ? (
            <Spinner size="sm" className="[&_svg]:text-destructive" />
          ) : (
            <LogOut aria-hidden />
          )}
          {pending?.kind === 'signOut' ? t('profiles.signingOut') : t('profiles.signOut')}
        </Button>
      </div>
    </DialogContent>
  );
}

function ProfileNames({ name, email }: { name: string | null; email: string }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span className="truncate text-sm font-medium">{name || email}</span>
      {name ? <span className="truncate text-xs text-muted-foreground">{email}</span> : null}
    </span>
  );
}

function StatusBadge({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 font-medium',
        signedIn ? 'text-emerald-700 dark:text-emerald-400' : 'text-amber-700 dark:text-amber-400',
      )}
    >
      <span
        aria-hidden
        className={cn('size-1.5 rounded-full', signedIn ? 'bg-emerald-500' : 'bg-amber-500')}
      />
      {children}
    </span>
  );
}
