import { ScanFace } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePhotoFaceSuggestions } from '../hooks/use-photo-face-suggestions';

/**
 * On an unassigned tile: the patient the photo's face most resembles, once the browser has
 * analysed it, so the list tells who each photo may be without opening it. Nothing while the
 * analysis runs, and nothing without a face or a match.
 */
export function FaceSuggestionBadge({ photoId }: { photoId: string }) {
  const { t } = useTranslation();
  const { suggestions } = usePhotoFaceSuggestions(photoId);
  const top = suggestions.data?.suggestions[0];
  if (!top) return null;
  const value = Math.round(top.confidence_score);
  return (
    <span
      data-testid="face-suggestion-badge"
      data-patient-id={top.patient_id}
      title={t('faces.suggestions.badge', { name: top.patient_name, value })}
      className="pointer-events-none absolute inset-x-1.5 bottom-1.5 flex min-w-0 items-center gap-1 rounded-full bg-slate-950/75 px-2 py-0.5 text-xs font-medium text-white shadow-sm backdrop-blur-sm"
    >
      <ScanFace aria-hidden className="size-3.5 shrink-0" />
      <span className="truncate">{top.patient_name}</span>
    </span>
  );
}
