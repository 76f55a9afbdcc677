import { photoFileUrls } from '@photodossier/domain/photo-urls';
import type { PatientRecord } from '@photodossier/domain/patient';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { patientInitials } from '@photodossier/domain/display-names';

type PatientAvatarProps = {
  patient: Pick<PatientRecord, 'prenom' | 'nom' | 'cover_photo_id'>;
  /** The gallery shows the newest photo; rows and the table keep to initials. */
  showCover?: boolean;
  className?: string;
};

/**
 * The patient's newest photo, or their initials without one (or when it fails to load).
 * Decorative: the name is always written next to it.
 */
export function PatientAvatar({ patient, showCover = false, className }: PatientAvatarProps) {
  const coverId = showCover ? patient.cover_photo_id : null;
  const [failedId, setFailedId] = useState<string | null>(null);
  const base =
    'flex shrink-0 items-center justify-center overflow-hidden bg-primary/10 text-primary';

  if (coverId && failedId !== coverId) {
    return (
      <span className={cn(base, className)}>
        <img
          src={photoFileUrls.thumbnail(coverId)}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
          onError={() => setFailedId(coverId)}
        />
      </span>
    );
  }
  return (
    <span aria-hidden className={cn(base, 'font-semibold select-none', className)}>
      {patientInitials(patient)}
    </span>
  );
}
