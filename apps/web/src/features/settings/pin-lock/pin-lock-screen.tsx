import {
  PIN_LENGTH,
  PIN_MAX_FAILED_ATTEMPTS,
  PIN_RETRY_PAUSE_MS,
} from '@photodossier/domain/pin-limits';
import { isValidPin } from '@photodossier/domain/pin';
import { remainingPinAttempts } from '@photodossier/domain/pin-lock';
import { LockKeyhole, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@/components/brand-mark';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';

export type UnlockResult = 'unlocked' | 'wrong' | 'unavailable';

type PinLockScreenProps = {
  failedAttempts: number;
  /** Three wrong PINs: the entry waits out the pause before new attempts. */
  paused: boolean;
  /** Shown once, on the first lock after a PIN was set. */
  firstLockMinutes: number | null;
  /** False while the PIN's hash cannot be read (settings unreachable, no local copy). */
  canVerify: boolean;
  onUnlock: (pin: string) => Promise<UnlockResult>;
  onSignOut: () => Promise<void> | void;
};

type PinForm = { pin: string };

/**
 * The full-screen lock (spec 02 §4.8). Opaque, so no patient data shows through; modal, so
 * focus and screen readers stay on it; it cannot be dismissed, only unlocked or left by
 * signing out. After the third wrong PIN the entry pauses for a minute (decision 0012); signing
 * out (and in again with the password) is offered all along.
 */
export function PinLockScreen({
  failedAttempts,
  paused,
  firstLockMinutes,
  canVerify,
  onUnlock,
  onSignOut,
}: PinLockScreenProps) {
  const { t } = useTranslation();
  const [signingOut, setSigningOut] = useState(false);
  const exhausted = paused;
  const pauseMinutes = PIN_RETRY_PAUSE_MS / 60_000;
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<PinForm>({ defaultValues: { pin: '' } });

  const submit = handleSubmit(async ({ pin }) => {
    const result = await onUnlock(pin);
    if (result === 'unlocked') return;
    resetField('pin');
    if (result === 'unavailable') {
      setError('pin', { message: t('pinLock.unavailable') });
    } else {
      setError('pin', { message: t('errors:pin.incorrect') });
    }
    setFocus('pin');
  });

  const signOut = async () => {
    setSigningOut(true);
    try {
      await onSignOut();
    } catch {
      notify(t('errors:profile.sign_out_failed'), { variant: 'error' });
    } finally {
      setSigningOut(false);
    }
  };

  const remaining = remainingPinAttempts(failedAttempts);
  const pinError = errors.pin?.message;

  return (
    <Dialog open modal>
      <DialogContent
        data-testid="pin-lock-screen"
        className="top-0 left-0 flex h-dvh max-h-none w-screen max-w-none translate-x-0 translate-y-0 items-center justify-center overflow-y-auto rounded-none border-0 bg-background p-6 shadow-none"
        onEscapeKeyDown={(event) => event.preventDefault()}
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <div className="flex w-full max-w-sm flex-col items-center gap-6 text-center">
          <BrandMark />
          <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary ring-1 ring-primary/15">
            <LockKeyhole aria-hidden className="size-7" />
          </span>
          <div className="flex flex-col gap-2">
            <DialogTitle className="text-2xl">
              {exhausted ? t('pinLock.exhaustedTitle') : t('pinLock.title')}
            </DialogTitle>
            <DialogDescription>
              {exhausted
                ? t('pinLock.exhausted', { count: PIN_MAX_FAILED_ATTEMPTS, minutes: pauseMinutes })
                : t('pinLock.description')}
            </DialogDescription>
          </div>
          {firstLockMinutes !== null && !exhausted ? (
            <p className="rounded-xl bg-accent px-4 py-3 text-sm text-accent-foreground">
              {t('pinLock.firstLock', { count: firstLockMinutes })}
            </p>
          ) : null}
          {exhausted ? null : (
            <form noValidate onSubmit={submit} className="flex w-full flex-col gap-4 text-left">
              <FormField
                label={t('pinLock.pinLabel')}
                error={pinError}
                hint={
                  failedAttempts > 0 ? t('pinLock.attemptsLeft', { count: remaining }) : undefined
                }
              >
                {(control) => (
                  <Input
                    {...control}
                    {...register('pin', {
                      validate: (value) => isValidPin(value) || t('errors:pin.invalid_format'),
                    })}
                    type="password"
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={PIN_LENGTH}
                    autoFocus
                    disabled={!canVerify}
                    className="h-12 text-center text-2xl tracking-[0.6em]"
                  />
                )}
              </FormField>
              {canVerify ? null : (
                <p role="status" className="text-sm text-muted-foreground">
                  {t('pinLock.unavailable')}
                </p>
              )}
              <Button type="submit" size="lg" disabled={isSubmitting || !canVerify}>
                {isSubmitting ? t('pinLock.checking') : t('pinLock.unlock')}
              </Button>
            </form>
          )}
          <div className="flex flex-col items-center gap-2">
            {exhausted ? null : (
              <p className="text-xs text-muted-foreground">{t('pinLock.forgot')}</p>
            )}
            <Button
              type="button"
              variant={exhausted ? 'default' : 'outline'}
              onClick={() => void signOut()}
              disabled={signingOut}
            >
              <LogOut aria-hidden />
              {signingOut ? t('pinLock.signingOut') : t('pinLock.signOut')}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
