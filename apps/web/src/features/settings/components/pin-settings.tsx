import type { ErrorCode } from '@photodossier/domain/errors';
import { translateKey } from '@/lib/i18n/keys';
import { zodResolver } from '@hookform/resolvers/zod';
import { PIN_DEFAULT_LOCK_MINUTES, PIN_LENGTH } from '@photodossier/domain/pin-limits';
import { hashPin, isValidPin } from '@photodossier/domain/pin';
import type { UserSettings } from '@photodossier/domain/user-settings';
import { Lock, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useUpdateSettings } from '@/lib/settings/update-settings';
import { lockPin, recordPinActivity, resetPinLockState } from '../pin-lock/pin-lock-store';

const pinSchema = z
  .object({
    pin: z.string().refine(isValidPin, 'errors:pin.invalid_format'),
    confirmPin: z.string(),
  })
  .refine((values) => values.pin === values.confirmPin, {
    path: ['confirmPin'],
    message: 'accountSettings.security.pinMismatch',
  });
type PinValues = z.infer<typeof pinSchema>;

const durationSchema = z.object({
  minutes: z.coerce
    .number<string>({ error: 'accountSettings.security.durationInvalid' })
    .int('accountSettings.security.durationInvalid')
    .min(1, 'accountSettings.security.durationInvalid'),
});

/** Spec 02 §8: a PIN operation without a session says "Utilisateur non connecté". */
function pinFailureCode(
  error: unknown,
  fallback: 'pin.save_failed' | 'pin.reset_failed',
): `errors:${ErrorCode}` {
  return isApiError(error) && error.code === 'auth.unauthenticated'
    ? 'errors:auth.unauthenticated'
    : `errors:${fallback}`;
}

const pinInputProps = {
  type: 'password',
  inputMode: 'numeric',
  autoComplete: 'off',
  maxLength: PIN_LENGTH,
} as const;

function PinForm({ userId, hasPin }: { userId: string; hasPin: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateSettings(userId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PinValues>({
    resolver: zodResolver(pinSchema),
    defaultValues: { pin: '', confirmPin: '' },
  });

  const submit = handleSubmit(async ({ pin }) => {
    try {
      // Only the hash leaves the browser (spec 02 §5); never queued as if it were saved.
      await update.mutateAsync({ patch: { pinLockHash: await hashPin(pin) }, keepOnDevice: false });
      // The inactivity timer starts now, not at some activity recorded before the PIN existed.
      recordPinActivity(Date.now());
      reset();
      notify(t('accountSettings.security.pinSaved'), { variant: 'success' });
    } catch (error) {
      notify(t(pinFailureCode(error, 'pin.save_failed')), { variant: 'error' });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="pin-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('accountSettings.security.pin')}
          error={errors.pin?.message ? translateKey(t, errors.pin.message) : undefined}
        >
          {(control) => <Input {...control} {...register('pin')} {...pinInputProps} />}
        </FormField>
        <FormField
          label={t('accountSettings.security.pinConfirm')}
          error={
            errors.confirmPin?.message ? translateKey(t, errors.confirmPin.message) : undefined
          }
        >
          {(control) => <Input {...control} {...register('confirmPin')} {...pinInputProps} />}
        </FormField>
      </div>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting
            ? t('accountSettings.saving')
            : hasPin
              ? t('accountSettings.security.changePin')
              : t('accountSettings.security.setPin')}
        </Button>
      </div>
    </form>
  );
}

function DurationForm({ userId, minutes }: { userId: string; minutes: number }) {
  const { t } = useTranslation();
  const update = useUpdateSettings(userId);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof durationSchema>, unknown, z.output<typeof durationSchema>>({
    resolver: zodResolver(durationSchema),
    values: { minutes: String(minutes) },
    resetOptions: { keepDirtyValues: true },
  });

  const submit = handleSubmit(async ({ minutes: pinLockDuration }) => {
    try {
      if ((await update.mutateAsync({ patch: { pinLockDuration } })) === 'saved') {
        notify(t('notices:settings.configuration_saved'), { variant: 'success' });
      }
    } catch {
      notify(t('errors:settings.save_failed'), { variant: 'error' });
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      data-testid="pin-duration-form"
    >
      <FormField
        className="sm:max-w-72 sm:flex-1"
        label={t('accountSettings.security.duration')}
        hint={t('accountSettings.security.durationHint', { count: PIN_DEFAULT_LOCK_MINUTES })}
        error={errors.minutes?.message ? translateKey(t, errors.minutes.message) : undefined}
      >
        {(control) => (
          <Input
            {...control}
            {...register('minutes')}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
          />
        )}
      </FormField>
      <Button type="submit" variant="outline" disabled={isSubmitting} className="sm:mb-6">
        {isSubmitting ? t('accountSettings.saving') : t('accountSettings.security.saveDuration')}
      </Button>
    </form>
  );
}

/** Spec 02 §4.8 and §5: set, change or reset the PIN, the inactivity delay, and lock now. */
export function PinSettings({ userId, settings }: { userId: string; settings: UserSettings }) {
  const { t } = useTranslation();
  const update = useUpdateSettings(userId);
  const [resetting, setResetting] = useState(false);
  const hasPin = settings.pinLockHash !== null;

  const resetPin = async () => {
    setResetting(true);
    try {
      await update.mutateAsync({ patch: { pinLockHash: null }, keepOnDevice: false });
      resetPinLockState();
      notify(t('accountSettings.security.pinReset'), { variant: 'success' });
    } catch (error) {
      notify(t(pinFailureCode(error, 'pin.reset_failed')), { variant: 'error' });
    } finally {
      setResetting(false);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm" data-testid="pin-status">
        {hasPin
          ? t('accountSettings.security.pinActive', { count: settings.pinLockDuration })
          : t('accountSettings.security.pinNone')}
      </p>
      <PinForm userId={userId} hasPin={hasPin} />
      <DurationForm userId={userId} minutes={settings.pinLockDuration} />
      {hasPin ? (
        <div className="flex flex-wrap gap-3">
          <Button type="button" variant="outline" onClick={lockPin}>
            <Lock aria-hidden />
            {t('accountSettings.security.lockNow')}
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => void resetPin()}
            disabled={resetting}
          >
            <RotateCcw aria-hidden />
            {t('accountSettings.security.resetPin')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
