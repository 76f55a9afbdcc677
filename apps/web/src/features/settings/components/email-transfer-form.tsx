import { translateKey } from '@/lib/i18n/keys';
import { zodResolver } from '@hookform/resolvers/zod';
import { EMAIL_TRIGGER_MODES } from '@photodossier/domain/email-limits';
import type { UserSettings } from '@photodossier/domain/user-settings';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { SwitchField } from '@/components/ui/switch-field';
import { notify } from '@/lib/notify';
import { useUpdateSettings } from '@/lib/settings/update-settings';

const SENDER_NAME_MAX = 100;

// Spec 02 §8: the automatic e-mail only goes out when enabled with a recipient, so a recipient
// is required to turn it on (the server refuses it too); the texts are the spec's.
const emailTransferFormSchema = z
  .object({
    enabled: z.boolean(),
    recipientEmail: z
      .string()
      .trim()
      .refine(
        (value) => value === '' || z.email().safeParse(value).success,
        'errors:email.invalid_format',
      ),
    senderName: z.string().trim().max(SENDER_NAME_MAX, 'errors:validation.max_length'),
    triggerMode: z.enum(EMAIL_TRIGGER_MODES),
  })
  .refine((values) => !values.enabled || values.recipientEmail !== '', {
    path: ['recipientEmail'],
    message: 'errors:email.recipient_missing',
  });
type EmailTransferValues = z.infer<typeof emailTransferFormSchema>;

export function EmailTransferForm({
  userId,
  settings,
}: {
  userId: string;
  settings: UserSettings;
}) {
  const { t } = useTranslation();
  const triggerLabelId = useId();
  const update = useUpdateSettings(userId);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<EmailTransferValues>({
    resolver: zodResolver(emailTransferFormSchema),
    values: settings.emailTransfer,
    resetOptions: { keepDirtyValues: true },
  });

  const submit = handleSubmit(async (emailTransfer) => {
    try {
      const outcome = await update.mutateAsync({ patch: { emailTransfer } });
      reset(emailTransfer);
      if (outcome === 'saved') {
        notify(t('notices:settings.configuration_saved'), { variant: 'success' });
      }
    } catch {
      notify(t('errors:settings.save_failed'), { variant: 'error' });
    }
  });

  const errorText = (message: string | undefined) =>
    message ? translateKey(t, message, { max: SENDER_NAME_MAX }) : undefined;

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      data-testid="email-transfer-form"
    >
      <Controller
        control={control}
        name="enabled"
        render={({ field }) => (
          <SwitchField
            label={t('accountSettings.emailTransfer.enabled')}
            checked={field.value}
            onCheckedChange={field.onChange}
            className="gap-3"
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('accountSettings.emailTransfer.recipientEmail')}
          error={errorText(errors.recipientEmail?.message)}
        >
          {(control) => (
            <Input {...control} {...register('recipientEmail')} type="email" autoComplete="email" />
          )}
        </FormField>
        <FormField
          label={t('accountSettings.emailTransfer.senderName')}
          error={errorText(errors.senderName?.message)}
        >
          {(control) => <Input {...control} {...register('senderName')} />}
        </FormField>
      </div>
      {/* Choices rather than a select: a select's line cannot wrap, and on a phone it cut
          « Automatique après chaque import » to « Automatique après chaque imp ». */}
      <div className="flex flex-col gap-2">
        <span id={triggerLabelId} className="mb-2 text-sm font-medium">
          {t('accountSettings.emailTransfer.triggerMode')}
        </span>
        <Controller
          control={control}
          name="triggerMode"
          render={({ field }) => (
            <RadioGroup
              aria-labelledby={triggerLabelId}
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
            >
              {EMAIL_TRIGGER_MODES.map((mode) => (
                <label key={mode} className="flex items-start gap-3 text-sm">
                  <RadioGroupItem value={mode} className="mt-0.5" />
                  {t(`accountSettings.emailTransfer.triggerModes.${mode}`)}
                </label>
              ))}
            </RadioGroup>
          )}
        />
      </div>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('accountSettings.saving') : t('accountSettings.save')}
        </Button>
      </div>
    </form>
  );
}
