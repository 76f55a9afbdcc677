import type { PhotoRecord } from '@photodossier/domain/media-record';
import { Eraser, Image as ImageIcon, Layers } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  canRemoveBackground,
  queueBackgroundRemoval,
} from '@/lib/background-removal/background-removal-queue';
import { addBackgroundRemovalTexts } from '@/lib/background-removal/i18n/add-background-removal-texts';
import { ViewerButton } from './viewer-button';

/** The variant's id from the original's background_removed_url (/api/v1/photos/{id}/file). */
export function variantIdOf(photo: Pick<PhotoRecord, 'background_removed_url'>): string | null {
  const match = /^\/api\/v1\/photos\/([^/]+)\/file$/.exec(photo.background_removed_url ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/**
 * The viewer's background-removal control: on a variant it goes back to the original, on an
 * original with a variant it shows the variant, on any other image it removes the background.
 */
export function BackgroundVariantButton({
  photo,
  onShow,
}: {
  photo: PhotoRecord;
  onShow: (id: string) => void;
}) {
  addBackgroundRemovalTexts();
  const { t } = useTranslation();
  if (photo.original_photo_id) {
    const originalId = photo.original_photo_id;
    return (
      <ViewerButton
        label={t('backgroundRemoval:viewer.showOriginal')}
        onClick={() => onShow(originalId)}
      >
        <ImageIcon aria-hidden />
      </ViewerButton>
    );
  }
  const variantId = variantIdOf(photo);
  if (variantId) {
    return (
      <ViewerButton
        label={t('backgroundRemoval:viewer.showVariant')}
        onClick={() => onShow(variantId)}
      >
        <Layers aria-hidden />
      </ViewerButton>
    );
  }
  if (!canRemoveBackground(photo)) return null;
  return (
    <ViewerButton
      label={t('backgroundRemoval:viewer.remove')}
      onClick={() => queueBackgroundRemoval([photo.id])}
    >
      <Eraser aria-hidden />
    </ViewerButton>
  );
}
