import {
  BACKGROUND_FORMATS,
  type MediaPipeBackgroundSettings,
  type UserSettings,
} from '@photodossier/domain/user-settings';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Slider } from '@/components/ui/slider';
import { Spinner } from '@/components/ui/spinner';
import { SwitchField } from '@/components/ui/switch-field';
import { addBackgroundRemovalTexts } from '@/lib/background-removal/i18n/add-background-removal-texts';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { notify } from '@/lib/notify';
import { useUpdateSettings } from '@/lib/settings/update-settings';
import { NativeSelect } from '@/components/ui/native-select';

type BackgroundFormat = MediaPipeBackgroundSettings['backgroundFormat'];
const BLUR_MAX = 400;

function isBackgroundFormat(value: string): value is BackgroundFormat {
  return (BACKGROUND_FORMATS as readonly string[]).includes(value);
}

/** The chosen photo with the settings applied, in the worker, redone as the settings change. */
function usePreview(file: File | null, settings: MediaPipeBackgroundSettings) {
  const [state, setState] = useState<{ url: string | null; working: boolean; failed: boolean }>({
    url: null,
    working: false,
    failed: false,
  });
  const wanted = useDebouncedValue(settings, 300);
  useEffect(() => {
    if (!file) return undefined;
    let cancelled = false;
    let url: string | null = null;
    setState((current) => ({ ...current, working: true, failed: false }));
    void import('@/lib/background-removal/background-removal-client')
      .then(({ removeBackground }) => removeBackground(file, wanted))
      .then((result) => {
        if (cancelled) return;
        url = URL.createObjectURL(result.blob);
        setState({ url, working: false, failed: false });
      })
      .catch(() => {
        if (!cancelled) setState({ url: null, working: false, failed: true });
      });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file, wanted]);
  return state;
}

/** mediaPipeBackgroundSettings (spec 01 §3) with a live preview on a photo of this device. */
export function BackgroundRemovalSettings({
  userId,
  settings,
}: {
  userId: string;
  settings: UserSettings;
}) {
  addBackgroundRemovalTexts();
  const { t } = useTranslation();
  const update = useUpdateSettings(userId);
  const values = settings.mediaPipeBackgroundSettings;
  const [file, setFile] = useState<File | null>(null);
  const preview = usePreview(file, values);
  const pickId = useId();

  const save = async (patch: Partial<MediaPipeBackgroundSettings>) => {
    try {
      if (
        (await update.mutateAsync({ patch: { mediaPipeBackgroundSettings: patch } })) === 'saved'
      ) {
        notify(t('backgroundRemoval:settings.saved'), {
          variant: 'success',
          id: 'background-settings',
        });
      }
    } catch {
      notify(t('errors:settings.save_failed'), { variant: 'error' });
    }
  };

  return (
    <div className="grid gap-5 md:grid-cols-2" data-testid="background-removal-settings">
      <div className="flex flex-col gap-4">
        <FormField label={t('backgroundRemoval:settings.format')}>
          {(control) => (
            <NativeSelect
              {...control}
              value={values.backgroundFormat}
              onChange={(event) => {
                const value = event.target.value;
                if (isBackgroundFormat(value)) void save({ backgroundFormat: value });
              }}
            >
              {BACKGROUND_FORMATS.map((format) => (
                <option key={format} value={format}>
                  {t(`backgroundRemoval:settings.formats.${format}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        {values.backgroundFormat === 'color' ? (
          <FormField label={t('backgroundRemoval:settings.color')}>
            {(control) => (
              <input
                {...control}
                type="color"
                className="h-10 w-20 cursor-pointer rounded-lg border border-input bg-background p-1"
                value={values.backgroundColor}
                onChange={(event) => void save({ backgroundColor: event.target.value })}
              />
            )}
          </FormField>
        ) : null}
        {values.backgroundFormat === 'blur' ? (
          <div className="flex flex-col gap-2">
            <span className="text-sm font-medium">
              {t('backgroundRemoval:settings.blur')} ({values.blurAmount})
            </span>
            <Slider
              thumbLabel={t('backgroundRemoval:settings.blur')}
              min={0}
              max={BLUR_MAX}
              step={10}
              value={[values.blurAmount]}
              onValueCommit={([blurAmount]) => {
                if (blurAmount !== undefined) void save({ blurAmount });
              }}
            />
          </div>
        ) : null}
        <div className="flex flex-col gap-1">
          <SwitchField
            label={t('backgroundRemoval:settings.autoCrop')}
            checked={values.autoCropEnabled}
            onCheckedChange={(autoCropEnabled) => void save({ autoCropEnabled })}
          />
          <span className="pl-11 text-xs text-muted-foreground">
            {t('backgroundRemoval:settings.autoCropHint')}
          </span>
        </div>
        <SwitchField
          label={t('backgroundRemoval:settings.enableInCamera')}
          checked={values.enableInCamera}
          onCheckedChange={(enableInCamera) => void save({ enableInCamera })}
        />
      </div>
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium">{t('backgroundRemoval:settings.preview')}</span>
        <label
          htmlFor={pickId}
          className="inline-flex h-9 w-fit cursor-pointer items-center rounded-lg border border-border bg-card px-3 text-sm font-medium hover:bg-muted focus-within:ring-2 focus-within:ring-ring"
        >
          {t('backgroundRemoval:settings.previewPick')}
          <input
            id={pickId}
            type="file"
            accept="image/*"
            className="sr-only"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </label>
        <p className="text-xs text-muted-foreground">
          {t('backgroundRemoval:settings.previewHint')}
        </p>
        <div
          data-testid="background-preview"
          className="flex min-h-48 items-center justify-center overflow-hidden rounded-xl border border-border bg-[repeating-conic-gradient(#e2e8f0_0_25%,#fff_0_50%)] bg-[length:16px_16px]"
        >
          {preview.working ? (
            <Spinner label={t('backgroundRemoval:settings.previewWorking')} />
          ) : preview.failed ? (
            <p role="alert" className="p-4 text-sm text-destructive">
              {t('backgroundRemoval:settings.previewFailed')}
            </p>
          ) : preview.url ? (
            <img
              src={preview.url}
              alt={t('backgroundRemoval:settings.preview')}
              className="max-h-72 object-contain"
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}
