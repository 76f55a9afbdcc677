import type { PhotoListItem } from '@photodossier/domain/media-record';
import { useQuery } from '@tanstack/react-query';
import { FileSearch, ImageUp, RotateCcw } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { pageTestId } from '@/components/page-test-id';
import { PageHeading } from '@/components/page-heading';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatSize } from '@/lib/format';
import { toSupportedLanguage } from '@/lib/i18n/languages';
import { photoQueryOptions } from '@/lib/api/get-photo';
import type { PhotoListScope } from '@/lib/api/get-photos';
import { ExifReport } from '../components/exif/exif-report';
import { GalleryEmptyState } from '../components/gallery-empty-state';
import { MediaGallery } from '../components/media-gallery';
import { useExifInspection } from '../hooks/use-exif-inspection';
import { useGalleryPhotos } from '../hooks/use-gallery-photos';
import type { ExifSource } from '../lib/exif-inspection';
import { addExifDebugTexts } from '../i18n/add-exif-debug-texts';

const allPhotos: PhotoListScope = { scope: 'all' };
const PHOTO_PARAM = 'photo';

function UserPhotoPicker() {
  addExifDebugTexts();
  const { t } = useTranslation();
  const gallery = useGalleryPhotos(allPhotos);
  const hrefFor = useCallback(
    (photo: PhotoListItem) => `${paths.exifDebug}?${PHOTO_PARAM}=${encodeURIComponent(photo.id)}`,
    [],
  );
  return (
    <section aria-labelledby="exif-your-photos" className="flex flex-col gap-3">
      <h2 id="exif-your-photos" className="text-lg font-semibold">
        {t('exifDebug:yourPhotos')}
      </h2>
      <MediaGallery
        list={allPhotos}
        gallery={gallery}
        label={t('exifDebug:yourPhotos')}
        hrefFor={hrefFor}
        headingLevel="h3"
        empty={
          <GalleryEmptyState
            icon={FileSearch}
            title={t('exifDebug:noPhotos')}
            text={t('exifDebug:chooseFileHint')}
          />
        }
      />
    </section>
  );
}

function sourceLabel(source: ExifSource, language: 'fr' | 'en'): string {
  return source.kind === 'file'
    ? `${source.file.name} · ${formatSize(source.file.size, language)}`
    : `${source.photo.filename} · ${formatSize(source.photo.file_size, language)}`;
}

/** /exif-debug: every EXIF field of a photo and the dates the product derives from them. */
export function ExifDebugPage() {
  addExifDebugTexts();
  const { t, i18n } = useTranslation();
  const language = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  const inputId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const photoId = searchParams.get(PHOTO_PARAM);
  const [file, setFile] = useState<File | null>(null);
  const photo = useQuery({ ...photoQueryOptions(photoId ?? ''), enabled: photoId !== null });
  const source: ExifSource | null = file
    ? { kind: 'file', file }
    : photoId && photo.data
      ? { kind: 'photo', photo: photo.data }
      : null;
  const inspection = useExifInspection(source);

  const reset = () => {
    setFile(null);
    if (photoId) setSearchParams({}, { replace: true });
  };

  return (
    <section
      data-testid={pageTestId('exifDebug')}
      className="mx-auto flex w-full max-w-5xl flex-col gap-6"
    >
      <PageHeading icon={FileSearch} title={t('pages.exifDebug.title')}>
        {t('exifDebug:intro')}
      </PageHeading>
      <Card>
        <CardContent className="flex flex-col gap-3 pt-5 sm:flex-row sm:items-center sm:justify-between sm:pt-6">
          <div className="min-w-0">
            <p className="font-medium">
              {source ? sourceLabel(source, language) : t('exifDebug:chooseTitle')}
            </p>
            <p className="text-sm text-muted-foreground">
              {source
                ? t(source.kind === 'file' ? 'exifDebug:sourceFile' : 'exifDebug:sourcePhoto')
                : t('exifDebug:chooseFileHint')}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {source || photoId ? (
              <Button variant="outline" onClick={reset}>
                <RotateCcw aria-hidden />
                {t('exifDebug:another')}
              </Button>
            ) : null}
            <Button asChild>
              <label htmlFor={inputId} className="cursor-pointer">
                <ImageUp aria-hidden />
                {t('exifDebug:chooseFile')}
              </label>
            </Button>
            <input
              id={inputId}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/heic,image/tiff"
              className="sr-only"
              data-testid="exif-file-input"
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                event.target.value = '';
                if (!chosen) return;
                setFile(chosen);
                if (photoId) setSearchParams({}, { replace: true });
              }}
            />
          </div>
        </CardContent>
      </Card>

      {photoId && !file && photo.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {t('exifDebug:photoNotFound')}
        </p>
      ) : null}
      {inspection.isFetching || (photoId && !file && photo.isPending) ? (
        <Spinner label={t('exifDebug:reading')} className="py-12" />
      ) : inspection.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {t('exifDebug:readFailed')}
        </p>
      ) : inspection.data && source ? (
        <ExifReport report={inspection.data} />
      ) : null}
      {!source && !photoId ? <UserPhotoPicker /> : null}
    </section>
  );
}
