import { photoFileUrls } from '@photodossier/domain/photo-urls';
import { Layers } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageTestId } from '@/components/page-test-id';
import { PageHeading } from '@/components/page-heading';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { usePhotos } from '@/lib/api/get-photos';
import { addBackgroundRemovalTexts } from '@/lib/background-removal/i18n/add-background-removal-texts';
import type { BackgroundRemovalResult } from '@/lib/background-removal/protocol';
import { defaultUserSettings } from '@photodossier/domain/user-settings';

type Run =
  | { state: 'idle' }
  | { state: 'running' }
  | { state: 'failed'; detail: string }
  | { state: 'done'; result: BackgroundRemovalResult; url: string };

const timingKeys = ['load', 'decode', 'segment', 'compose', 'encode'] as const;

/** The model's mask, drawn at its own size and scaled up by CSS. */
function MaskCanvas({ mask }: { mask: ImageData }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    // The mask is black with alpha: drawn over white, the person shows dark.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, mask.width, mask.height);
    const scratch = new OffscreenCanvas(mask.width, mask.height);
    scratch.getContext('2d')?.putImageData(mask, 0, 0);
    context.drawImage(scratch, 0, 0);
  }, [mask]);
  return (
    <canvas
      ref={canvas}
      width={mask.width}
      height={mask.height}
      data-testid="mediapipe-mask"
      className="w-full rounded-lg border border-border [image-rendering:pixelated]"
    />
  );
}

/**
 * /mediapipe-test: background removal of any photo of the user with the default settings,
 * showing the model's mask, the result, the model and backend in use and each step's time.
 */
export function MediapipeTestPage() {
  addBackgroundRemovalTexts();
  const { t } = useTranslation();
  const photos = usePhotos({ scope: 'all' });
  const images = (photos.data?.pages.flatMap((page) => page.items) ?? []).filter(
    (photo) => photo.media_type === 'image',
  );
  const [photoId, setPhotoId] = useState('');
  const [run, setRun] = useState<Run>({ state: 'idle' });

  useEffect(() => {
    if (run.state !== 'done') return undefined;
    return () => URL.revokeObjectURL(run.url);
  }, [run]);

  const start = async () => {
    setRun({ state: 'running' });
    try {
      const response = await fetch(photoFileUrls.original(photoId), {
        credentials: 'same-origin',
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const { removeBackground } =
        await import('@/lib/background-removal/background-removal-client');
      const result = await removeBackground(
        await response.blob(),
        defaultUserSettings.mediaPipeBackgroundSettings,
        { withMask: true },
      );
      setRun({ state: 'done', result, url: URL.createObjectURL(result.blob) });
    } catch (error) {
      setRun({ state: 'failed', detail: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <section
      data-testid={pageTestId('mediapipeTest')}
      className="mx-auto flex w-full max-w-5xl flex-col gap-6"
    >
      <PageHeading icon={Layers} title={t('pages.mediapipeTest.title')}>
        {t('backgroundRemoval:debug.intro')}
      </PageHeading>
      <div className="flex flex-wrap items-end gap-3">
        <FormField label={t('backgroundRemoval:debug.pick')} className="min-w-64 flex-1">
          {(control) => (
            <NativeSelect
              {...control}
              value={photoId}
              onChange={(event) => setPhotoId(event.target.value)}
            >
              <option value="">
                {images.length > 0
                  ? t('backgroundRemoval:debug.pickPlaceholder')
                  : t('backgroundRemoval:debug.noPhotos')}
              </option>
              {images.map((photo) => (
                <option key={photo.id} value={photo.id}>
                  {photo.filename}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <Button
          type="button"
          disabled={!photoId || run.state === 'running'}
          onClick={() => void start()}
        >
          {run.state === 'running'
            ? t('backgroundRemoval:debug.running')
            : t('backgroundRemoval:debug.run')}
        </Button>
      </div>
      {run.state === 'running' ? <Spinner label={t('backgroundRemoval:debug.running')} /> : null}
      {run.state === 'failed' ? (
        <p role="alert" className="text-sm text-destructive">
          {t('backgroundRemoval:debug.failed', { detail: run.detail })}
        </p>
      ) : null}
      {run.state === 'done' ? (
        <div className="grid gap-6 md:grid-cols-[1fr_2fr]">
          <dl
            className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm"
            data-testid="mediapipe-facts"
          >
            <dt className="text-muted-foreground">{t('backgroundRemoval:debug.model')}</dt>
            <dd data-testid="mediapipe-model">{run.result.model}</dd>
            <dt className="text-muted-foreground">{t('backgroundRemoval:debug.backend')}</dt>
            <dd>{run.result.backend}</dd>
            <dt className="text-muted-foreground">{t('backgroundRemoval:debug.size')}</dt>
            <dd>
              {run.result.width} × {run.result.height}
            </dd>
            <dt className="col-span-2 mt-2 font-medium">{t('backgroundRemoval:debug.timings')}</dt>
            {timingKeys.map((key) => (
              <div key={key} className="contents">
                <dt className="text-muted-foreground">{t(`backgroundRemoval:debug.${key}`)}</dt>
                <dd className="tabular-nums">{Math.round(run.result.timings[`${key}Ms`])} ms</dd>
              </div>
            ))}
          </dl>
          <div className="grid gap-4 sm:grid-cols-2">
            <figure className="flex flex-col gap-2">
              <figcaption className="text-sm font-medium">
                {t('backgroundRemoval:debug.mask')}
              </figcaption>
              {run.result.mask ? <MaskCanvas mask={run.result.mask} /> : null}
            </figure>
            <figure className="flex flex-col gap-2">
              <figcaption className="text-sm font-medium">
                {t('backgroundRemoval:debug.result')}
              </figcaption>
              <img
                src={run.url}
                alt={t('backgroundRemoval:debug.result')}
                data-testid="mediapipe-result"
                className="w-full rounded-lg border border-border bg-[repeating-conic-gradient(#e2e8f0_0_25%,#fff_0_50%)] bg-[length:16px_16px]"
              />
            </figure>
          </div>
        </div>
      ) : null}
    </section>
  );
}
