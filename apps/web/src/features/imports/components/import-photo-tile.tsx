import {
  AlertTriangle,
  CheckCircle2,
  Clock,
  Expand,
  Film,
  LoaderCircle,
  MoreVertical,
  RotateCcw,
  Trash2,
  UserRoundSearch,
} from 'lucide-react';
import { UPLOAD_PROGRESS_INDICATOR_CLEAR_MS } from '@photodossier/domain/ui-timings';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import { useBriefly } from '../hooks/use-briefly';
import type { ImportPhoto } from '../lib/import-model';

/** The drag payload of a photo moved between groups; files dragged in carry 'Files' instead. */
export const IMPORT_PHOTO_DRAG_TYPE = 'application/x-photodossier-import-photo';

/** A group a photo can be moved to: a patient id, or null for "Photos sans patient". */
export type MoveTarget = { readonly patientId: string | null; readonly label: string };

type ImportPhotoTileProps = {
  photo: ImportPhoto;
  /** Shows the match percentage (patient groups only). */
  showConfidence: boolean;
  /** Other groups of the dialog; empty when the photo cannot move (videos, in analysis). */
  moveTargets: readonly MoveTarget[];
  onOpen: (photoId: string) => void;
  onMove: (photoId: string, patientId: string | null) => void;
  onAssignManually: (photoId: string) => void;
  onRemove: (photoId: string) => void;
  onRetry: (photoId: string) => void;
};

const RING_RADIUS = 15;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

function UploadRing({ percent, label }: { percent: number; label: string }) {
  return (
    <span
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      className="relative inline-flex size-10 items-center justify-center rounded-full bg-slate-950/60 text-[10px] font-semibold text-white backdrop-blur-sm"
    >
      <svg aria-hidden viewBox="0 0 36 36" className="absolute inset-0 size-10 -rotate-90">
        <circle
          cx="18"
          cy="18"
          r={RING_RADIUS}
          fill="none"
          strokeWidth="3"
          className="stroke-white/25"
        />
        <circle
          cx="18"
          cy="18"
          r={RING_RADIUS}
          fill="none"
          strokeWidth="3"
          strokeLinecap="round"
          className="stroke-white transition-[stroke-dashoffset]"
          strokeDasharray={RING_LENGTH}
          strokeDashoffset={RING_LENGTH * (1 - Math.min(Math.max(percent, 0), 100) / 100)}
        />
      </svg>
      {Math.round(percent)}
    </span>
  );
}

/**
 * Grouping copies a photo it joins to a patient by time (`addedByTimeGrouping`) at every change
 * of the dialog: the same fields in a new object draw the same tile.
 */
function sameTileProps(previous: ImportPhotoTileProps, next: ImportPhotoTileProps): boolean {
  const keys = Object.keys(next) as (keyof ImportPhotoTileProps)[];
  if (keys.length !== Object.keys(previous).length) return false;
  return keys.every((key) =>
    key === 'photo' ? sameFields(previous.photo, next.photo) : previous[key] === next[key],
  );
}

function sameFields(previous: ImportPhoto, next: ImportPhoto): boolean {
  if (previous === next) return true;
  const keys = Object.keys(next) as (keyof ImportPhoto)[];
  return (
    keys.length === Object.keys(previous).length && keys.every((key) => previous[key] === next[key])
  );
}

/**
 * One photo of the dialog: lazy thumbnail, upload ring, analysis spinner, match percentage,
 * the time-grouping hint, the failed state with retry, and a menu that moves it without a mouse.
 */
export const ImportPhotoTile = memo(function ImportPhotoTile({
  photo,
  showConfidence,
  moveTargets,
  onOpen,
  onMove,
  onAssignManually,
  onRemove,
  onRetry,
}: ImportPhotoTileProps) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  const isVideo = photo.mediaType === 'video';
  const failed = photo.unassignedUploadStatus === 'failed';
  const uploading =
    !failed &&
    photo.file !== null &&
    (photo.unassignedUploadStatus === 'pending' || photo.unassignedUploadStatus === 'uploading');
  const analysing = photo.status === 'analyzing';
  const assigned = photo.assignedToPatient !== null;
  // Spec 02 §4.5: the small progress mark of a finished upload clears after 2 s.
  const justSent = useBriefly(
    photo.unassignedUploadStatus === 'uploaded',
    UPLOAD_PROGRESS_INDICATOR_CLEAR_MS,
  );
  const draggable = moveTargets.length > 0 && !assigned;

  return (
    <div
      data-testid="import-photo"
      data-photo-id={photo.id}
      data-upload-status={photo.unassignedUploadStatus}
      data-analysis-status={photo.status}
      draggable={draggable}
      onDragStart={(event) => {
        event.dataTransfer.setData(IMPORT_PHOTO_DRAG_TYPE, photo.id);
        event.dataTransfer.effectAllowed = 'move';
      }}
      title={draggable ? t('importDialog.photo.dragHint') : undefined}
      className={cn(
        'group relative aspect-square overflow-hidden rounded-xl bg-muted ring-1 ring-border',
        draggable && 'cursor-grab active:cursor-grabbing',
        failed && 'ring-2 ring-destructive',
      )}
    >
      <button
        type="button"
        onClick={() => onOpen(photo.id)}
        aria-label={t('importDialog.photo.open', { name: photo.name })}
        className="absolute inset-0 flex items-center justify-center focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
      >
        {photo.preview && !broken && !(isVideo && photo.file !== null) ? (
          <img
            src={photo.preview}
            alt=""
            loading="lazy"
            decoding="async"
            draggable={false}
            onError={() => setBroken(true)}
            className={cn(
              'size-full object-cover transition duration-200 group-hover:scale-[1.03]',
              (uploading || failed) && 'opacity-80',
            )}
          />
        ) : isVideo && photo.preview && photo.file !== null ? (
          <video
            src={photo.preview}
            muted
            playsInline
            preload="metadata"
            className="size-full object-cover"
          />
        ) : (
          <Film aria-hidden className="size-8 text-muted-foreground" />
        )}
      </button>

      {isVideo ? (
        <span className="pointer-events-none absolute top-1.5 left-1.5 rounded-md bg-slate-950/75 px-1.5 py-0.5 text-[10px] font-bold tracking-wider text-white">
          {t('importDialog.photo.video')}
        </span>
      ) : showConfidence && photo.confidence !== null ? (
        <span className="pointer-events-none absolute top-1.5 left-1.5 rounded-md bg-emerald-600/90 px-1.5 py-0.5 text-[10px] font-semibold text-white">
          <span aria-hidden>
            {t('importDialog.photo.confidence', { value: Math.round(photo.confidence) })}
          </span>
          <span className="sr-only">
            {t('importDialog.photo.confidenceLabel', { value: Math.round(photo.confidence) })}
          </span>
        </span>
      ) : null}

      {photo.addedByTimeGrouping ? (
        <span
          title={t('importDialog.photo.timeGrouped')}
          className="pointer-events-none absolute bottom-1.5 left-1.5 inline-flex items-center gap-1 rounded-md bg-sky-600/90 px-1.5 py-0.5 text-[10px] font-medium text-white"
        >
          <Clock aria-hidden className="size-3" />
          <span className="sr-only">{t('importDialog.photo.timeGrouped')}</span>
        </span>
      ) : null}

      {assigned ? (
        <span className="pointer-events-none absolute right-1.5 bottom-1.5 inline-flex items-center gap-1 rounded-md bg-emerald-600/90 px-1.5 py-0.5 text-[10px] font-medium text-white">
          <CheckCircle2 aria-hidden className="size-3" />
          {t('importDialog.photo.assigned')}
        </span>
      ) : null}

      {justSent && !assigned && !analysing ? (
        <span
          role="status"
          data-testid="import-photo-sent"
          className="pointer-events-none absolute right-1.5 bottom-1.5 inline-flex items-center gap-1 rounded-md bg-slate-950/60 px-1.5 py-0.5 text-[10px] font-medium text-white backdrop-blur-sm"
        >
          <CheckCircle2 aria-hidden className="size-3" />
          {t('importDialog.photo.uploaded')}
        </span>
      ) : null}

      {uploading || analysing ? (
        <span className="pointer-events-none absolute inset-0 flex items-center justify-center">
          {uploading ? (
            <UploadRing
              percent={photo.unassignedUploadProgress}
              label={t('importDialog.photo.uploading', {
                value: Math.round(photo.unassignedUploadProgress),
              })}
            />
          ) : (
            <span
              role="status"
              className="inline-flex size-10 items-center justify-center rounded-full bg-slate-950/60 text-white backdrop-blur-sm"
            >
              <LoaderCircle aria-hidden className="size-5 animate-spin" />
              <span className="sr-only">{t('importDialog.photo.analysing')}</span>
            </span>
          )}
        </span>
      ) : null}

      {failed ? (
        <div
          role="alert"
          className="absolute inset-x-0 bottom-0 flex flex-col items-center gap-1 bg-destructive/90 px-1.5 py-1.5 text-center text-[11px] leading-tight text-destructive-foreground"
        >
          <span className="inline-flex items-center gap-1 font-medium">
            <AlertTriangle aria-hidden className="size-3 shrink-0" />
            {photo.unassignedUploadError ?? t('importDialog.photo.failed')}
          </span>
          <button
            type="button"
            onClick={() => onRetry(photo.id)}
            className="inline-flex items-center gap-1 rounded-md bg-white/20 px-2 py-0.5 font-semibold hover:bg-white/30 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
          >
            <RotateCcw aria-hidden className="size-3" />
            {t('importDialog.photo.retry')}
          </button>
        </div>
      ) : null}

      <DropdownMenu modal={false}>
        <DropdownMenuTrigger
          aria-label={t('importDialog.photo.menu', { name: photo.name })}
          className="absolute top-1 right-1 inline-flex size-7 items-center justify-center rounded-full bg-slate-950/55 text-white opacity-100 backdrop-blur-sm transition hover:bg-slate-950/75 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white data-[state=open]:opacity-100 sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100"
        >
          <MoreVertical aria-hidden className="size-4" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="max-h-80 overflow-y-auto">
          <DropdownMenuItem onSelect={() => onOpen(photo.id)}>
            <Expand aria-hidden />
            {t('importDialog.viewer.title')}
          </DropdownMenuItem>
          {moveTargets.length > 0 && !assigned ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuLabel>{t('importDialog.photo.moveTo')}</DropdownMenuLabel>
              {moveTargets.map((target) => (
                <DropdownMenuItem
                  key={target.patientId ?? 'none'}
                  onSelect={() => onMove(photo.id, target.patientId)}
                  className="pl-8"
                >
                  {target.label}
                </DropdownMenuItem>
              ))}
            </>
          ) : null}
          {!assigned ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => onAssignManually(photo.id)}>
                <UserRoundSearch aria-hidden />
                {t('importDialog.photo.assignManually')}
              </DropdownMenuItem>
              <DropdownMenuItem
                onSelect={() => onRemove(photo.id)}
                className="text-destructive data-[highlighted]:text-destructive"
              >
                <Trash2 aria-hidden />
                {t('importDialog.photo.remove')}
              </DropdownMenuItem>
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}, sameTileProps);
