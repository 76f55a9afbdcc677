import { translateKey } from '@/lib/i18n/keys';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UserSettings } from '@photodossier/domain/user-settings';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { useUpdateSettings } from '@/lib/settings/update-settings';

const NAME_MAX = 100;
const SPECIALITE_MAX = 200;

const profileSchema = z.object({
  prenom: z
    .string()
    .trim()
    .min(1, 'errors:validation.required')
    .max(NAME_MAX, 'errors:validation.max_length'),
  nom: z
    .string()
    .trim()
    .min(1, 'errors:validation.required')
    .max(NAME_MAX, 'errors:validation.max_length'),
  specialite: z.string().trim().max(SPECIALITE_MAX, 'errors:validation.max_length'),
});
type ProfileValues = z.infer<typeof profileSchema>;

type ProfileFormProps = {
  userId: string;
  settings: UserSettings;
  email: string;
  /** The server also renamed the account: the app refreshes what shows the name. */
  onSaved?: () => void;
};

/** Prénom, nom, spécialité; the e-mail comes from the account and is only shown. */
export function ProfileForm({ userId, settings, email, onSaved }: ProfileFormProps) {
  const { t } = useTranslation();
  const update = useUpdateSettings(userId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    // Follows the stored values without overwriting what is being typed.
    values: { prenom: settings.prenom, nom: settings.nom, specialite: settings.specialite },
    resetOptions: { keepDirtyValues: true },
  });

  const errorText = (message: string | undefined, max: number) =>
    message ? translateKey(t, message, { max }) : undefined;

  const submit = handleSubmit(async (values) => {
    try {
      const outcome = await update.mutateAsync({ patch: values });
      reset(values);
      if (outcome === 'saved') {
        notify(t('notices:settings.configuration_saved'), { variant: 'success' });
        onSaved?.();
      }
    } catch {
      notify(t('errors:settings.save_failed'), { variant: 'error' });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('accountSettings.account.prenom')}
          error={errorText(errors.prenom?.message, NAME_MAX)}
        >
          {(control) => <Input {...control} {...register('prenom')} autoComplete="given-name" />}
        </FormField>
        <FormField
          label={t('accountSettings.account.nom')}
          error={errorText(errors.nom?.message, NAME_MAX)}
        >
          {(control) => <Input {...control} {...register('nom')} autoComplete="family-name" />}
        </FormField>
      </div>
      <FormField
        label={t('accountSettings.account.specialite')}
        error={errorText(errors.specialite?.message, SPECIALITE_MAX)}
      >
        {(control) => <Input {...control} {...register('specialite')} />}
      </FormField>
      <FormField
        label={t('accountSettings.account.email')}
        hint={t('accountSettings.account.emailHint')}
      >
        {(control) => (
          <Input {...control} type="email" value={email} readOnly autoComplete="email" />
        )}
      </FormField>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('accountSettings.saving') : t('accountSettings.save')}
        </Button>
      </div>
    </form>
  );
}
