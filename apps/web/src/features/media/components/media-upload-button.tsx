import { ACCEPTED_UPLOAD_MIME_TYPES } from '@photodossier/domain/upload-limits';
import { Upload } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useMediaUpload } from '@/lib/uploads/use-media-upload';
import { UploadProgressPanel } from './upload-progress-panel';

// Extensions beside the MIME types: some systems give .mov or .avi files no type at all.
const ACCEPT = [
  ...ACCEPTED_UPLOAD_MIME_TYPES,
  '.jpg',
  '.jpeg',
  '.png',
  '.webp',
  '.mp4',
  '.mov',
  '.avi',
  '.webm',
].join(',');

type MediaUploadButtonProps = {
  /** The patient the files belong to; without one they go to the unassigned photos. */
  patientId?: string;
  variant?: ButtonProps['variant'];
  className?: string;
};

/**
 * Opens the file picker (several photos and videos at once) and uploads them with progress,
 * to the patient given or unassigned without one.
 */
export function MediaUploadButton({ patientId, variant, className }: MediaUploadButtonProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const { items, upload, cancel, retry, clearFinished } = useMediaUpload();

  return (
    <>
      <Button
        type="button"
        variant={variant}
        className={className}
        onClick={() => inputRef.current?.click()}
      >
        <Upload aria-hidden />
        {t('media.upload.button')}
      </Button>
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={ACCEPT}
        aria-label={t('media.upload.inputLabel')}
        data-testid="media-upload-input"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const files = event.currentTarget.files ? [...event.currentTarget.files] : [];
          // The same file can be chosen again (after a failure) only if the input is emptied.
          event.currentTarget.value = '';
          upload(files, { patientId });
        }}
      />
      <UploadProgressPanel
        items={items}
        onCancel={cancel}
        onRetry={retry}
        onClose={clearFinished}
      />
    </>
  );
}
