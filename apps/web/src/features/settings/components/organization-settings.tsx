import { zodResolver } from '@hookform/resolvers/zod';
import {
  emptyPracticeProfile,
  practiceProfileSchema,
  PRACTICE_LOGO_TYPES,
  type PracticeProfile,
} from '@photodossier/domain/practice';
import { ImageUp, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { translateKey } from '@/lib/i18n/keys';
import { notify } from '@/lib/notify';
import {
  useDeletePracticeLogo,
  usePractice,
  useSavePractice,
  useSavePracticeLogo,
} from '../api/practice';
import { addSettingsSectionsTexts } from '../i18n/add-settings-sections-texts';
import { SettingsSubsection } from './settings-section';

type PracticeInput = z.input<typeof practiceProfileSchema>;

function useFailure() {
  const { t } = useTranslation();
  return (error: unknown) =>
    notify(isApiError(error) ? error.message : t('settingsSections:organization.failed'), {
      variant: 'error',
    });
}

function PracticeLogo({ logoUrl }: { logoUrl: string | null }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const save = useSavePracticeLogo();
  const remove = useDeletePracticeLogo();
  const failed = useFailure();
  const choose = async (file: File | undefined) => {
    if (!file) return;
    try {
      await save.mutateAsync(file);
      notify(t('settingsSections:organization.logoSaved'), { variant: 'success' });
    } catch (error) {
      failed(error);
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  return (
    <SettingsSubsection
      title={t('settingsSections:organization.logo')}
      description={t('settingsSections:organization.logoHint')}
    >
      <div className="flex flex-wrap items-center gap-4">
        {logoUrl ? (
          <img
            src={logoUrl}
            alt={t('settingsSections:organization.logoAlt')}
            className="h-16 max-w-40 rounded-md border border-border bg-white object-contain p-1"
          />
        ) : null}
        <input
          ref={input}
          type="file"
          accept={PRACTICE_LOGO_TYPES.join(',')}
          className="sr-only"
          aria-label={t('settingsSections:organization.chooseLogo')}
          data-testid="practice-logo-input"
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <Button
          type="button"
          variant="outline"
          disabled={save.isPending}
          onClick={() => input.current?.click()}
        >
          <ImageUp aria-hidden />
          {t('settingsSections:organization.chooseLogo')}
        </Button>
        {logoUrl ? (
          <Button
            type="button"
            variant="ghost"
            disabled={remove.isPending}
            onClick={() => void remove.mutateAsync().catch(failed)}
          >
            <Trash2 aria-hidden />
            {t('settingsSections:organization.removeLogo')}
          </Button>
        ) : null}
      </div>
    </SettingsSubsection>
  );
}

function PracticeForm({ values }: { values: PracticeProfile }) {
  const { t } = useTranslation();
  const save = useSavePractice();
  const failed = useFailure();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PracticeInput, unknown, PracticeProfile>({
    resolver: zodResolver(practiceProfileSchema),
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const errorText = (message: string | undefined) =>
    message ? translateKey(t, `errors:${message}`, { max: 120 }) : undefined;
  const submit = handleSubmit(async (profile) => {
    try {
      await save.mutateAsync(profile);
      reset(profile);
      notify(t('settingsSections:organization.saved'), { variant: 'success' });
    } catch (error) {
      failed(error);
    }
  });
  const kind = watch('professional_id_kind');
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t('settingsSections:organization.usage')}</p>
      <FormField
        label={t('settingsSections:organization.name')}
        error={errorText(errors.name?.message)}
      >
        {(control) => <Input {...control} {...register('name')} autoComplete="organization" />}
      </FormField>
      <FormField
        label={t('settingsSections:organization.address')}
        error={errorText(errors.address?.message)}
      >
        {(control) => <Textarea {...control} rows={3} {...register('address')} />}
      </FormField>
      <FormField
        label={t('settingsSections:organization.phone')}
        error={errorText(errors.phone?.message)}
      >
        {(control) => <Input {...control} type="tel" {...register('phone')} autoComplete="tel" />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('settingsSections:organization.idKind')}>
          {(control) => (
            <NativeSelect {...control} {...register('professional_id_kind')}>
              <option value="">{t('settingsSections:organization.idNone')}</option>
              <option value="rpps">{t('settingsSections:organization.rpps')}</option>
              <option value="adeli">{t('settingsSections:organization.adeli')}</option>
            </NativeSelect>
          )}
        </FormField>
        <FormField
          label={t('settingsSections:organization.idNumber')}
          error={errorText(errors.professional_id?.message)}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              disabled={!kind}
              {...register('professional_id')}
            />
          )}
        </FormField>
      </div>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting
            ? t('settingsSections:organization.saving')
            : t('settingsSections:organization.save')}
        </Button>
      </div>
    </form>
  );
}

/** Spec 01 §2 "organisation": who the documents, exports and e-mails come from. */
export function OrganizationSettings() {
  addSettingsSectionsTexts();
  const { t } = useTranslation();
  const practice = usePractice();
  if (!practice.data) return <Spinner label={t('settingsSections:organization.loading')} />;
  const { logo_url: logoUrl, updated_at: _updatedAt, ...values } = practice.data;
  return (
    <>
      <PracticeForm values={{ ...emptyPracticeProfile, ...values }} />
      <PracticeLogo logoUrl={logoUrl} />
    </>
  );
}
