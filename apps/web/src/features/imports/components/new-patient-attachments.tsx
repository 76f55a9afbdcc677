import { photoFileUrls } from '@photodossier/domain/photo-urls';
import { Film, Paperclip } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PendingNewPatientPhotos } from '@/lib/pending-new-patient-photos';

/**
 * On the new patient's form: the photos and videos of the import dialog that will be filed
 * under the patient once saved, as thumbnails with their count.
 */
export function NewPatientAttachments({ pending }: { pending: PendingNewPatientPhotos }) {
  const { t } = useTranslation();
  const videos = pending.photos.filter((photo) => photo.mediaType === 'video').length;
  const images = pending.photos.length - videos;
  const summary = [
    ...(images > 0 ? [t('importDialog.newPatient.photos', { count: images })] : []),
    ...(videos > 0 ? [t('importDialog.newPatient.videos', { count: videos })] : []),
  ].join(' · ');

  return (
    <section
      data-testid="new-patient-attachments"
      aria-labelledby="new-patient-attachments-title"
      className="flex flex-col gap-3 rounded-2xl border border-primary/25 bg-primary/5 p-4"
    >
      <div className="flex items-start gap-3">
        <Paperclip aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="min-w-0">
          <h2 id="new-patient-attachments-title" className="text-sm font-semibold">
            {t('importDialog.newPatient.attachedTitle')}{' '}
            <span data-testid="new-patient-attachments-count" className="text-primary">
              ({summary})
            </span>
          </h2>
          <p className="text-xs text-muted-foreground">
            {t('importDialog.newPatient.attachedHint')}
          </p>
        </div>
      </div>
      <ul
        aria-label={t('importDialog.newPatient.listLabel')}
        className="flex gap-2 overflow-x-auto pb-1"
      >
        {pending.photos.map((photo) => (
          <li
            key={photo.photoId}
            data-testid="new-patient-attachment"
            data-media-type={photo.mediaType}
            title={photo.fileName}
            className="relative size-16 shrink-0 overflow-hidden rounded-lg bg-muted ring-1 ring-border sm:size-20"
          >
            {photo.mediaType === 'video' ? (
              <span className="flex size-full flex-col items-center justify-center gap-1 text-muted-foreground">
                <Film aria-hidden className="size-6" />
                <span className="text-[10px] font-semibold uppercase">
                  {t('importDialog.newPatient.video')}
                </span>
              </span>
            ) : (
              <img
                src={photoFileUrls.original(photo.photoId)}
                alt={photo.fileName}
                loading="lazy"
                decoding="async"
                className="size-full object-cover"
              />
            )}
            {photo.mediaType === 'video' ? <span className="sr-only">{photo.fileName}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
