import type { FaceSuggestion } from '@photodossier/domain/face-record';
import { ChevronDown, ChevronUp, LoaderCircle, RotateCcw, ScanFace, UserCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { translateErrorCode } from '@/lib/api-client';
import { faceErrorToastText } from '@/lib/face-recognition/face-errors';
import { usePhotoFaceSuggestions } from '../hooks/use-photo-face-suggestions';

type FaceSuggestionsCardProps = {
  photoId: string;
  /** Files the photo under the chosen patient; rejects with the reason when it could not. */
  onAssign: (suggestion: FaceSuggestion) => Promise<void>;
};

/**
 * For a photo without a patient: analyses its face in the browser and lists the patients it
 * resembles (spec 01 §3 suggestions: 65 % at least, three at most), each assignable in one click.
 */
export function FaceSuggestionsCard({ photoId, onAssign }: FaceSuggestionsCardProps) {
  const { t } = useTranslation();
  const bodyId = useId();
  const [open, setOpen] = useState(true);
  const [assigning, setAssigning] = useState<string | null>(null);
  const { detection, face, suggestions } = usePhotoFaceSuggestions(photoId);

  const failure = detection.error ?? suggestions.error;
  const retry = () => {
    if (detection.error) void detection.refetch();
    else void suggestions.refetch();
  };

  async function assign(suggestion: FaceSuggestion) {
    setAssigning(suggestion.patient_id);
    try {
      await onAssign(suggestion);
    } finally {
      setAssigning(null);
    }
  }

  function body() {
    if (failure) {
      return (
        <div className="flex flex-col gap-2">
          <p role="alert" className="text-sm text-destructive">
            {faceErrorToastText(failure, translateErrorCode)}
          </p>
          <Button variant="outline" size="sm" className="self-start" onClick={retry}>
            <RotateCcw aria-hidden />
            {t('faces.suggestions.retry')}
          </Button>
        </div>
      );
    }
    if (detection.isPending || (face && suggestions.isPending)) {
      return (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
          {t('faces.suggestions.analysing')}
        </p>
      );
    }
    if (!face) {
      return (
        <p role="status" className="text-sm text-muted-foreground">
          {translateErrorCode('face.no_face_detected')}
        </p>
      );
    }
    const found = suggestions.data?.suggestions ?? [];
    if (found.length === 0) {
      return (
        <p
          role="status"
          data-testid="face-suggestions-none"
          className="text-sm text-muted-foreground"
        >
          {t('faces.suggestions.none')}
        </p>
      );
    }
    return (
      <>
        <p role="status" className="text-sm text-muted-foreground">
          {t('faces.suggestions.found', { count: found.length })}
        </p>
        <ol className="flex flex-col gap-2">
          {found.map((suggestion) => (
            <li
              key={suggestion.patient_id}
              data-testid="face-suggestion"
              data-patient-id={suggestion.patient_id}
              className="flex items-center gap-3 rounded-lg border border-border bg-background/60 p-2"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{suggestion.patient_name}</p>
                <p className="text-xs text-muted-foreground">
                  {t('faces.suggestions.confidence', {
                    value: Math.round(suggestion.confidence_score),
                  })}
                </p>
              </div>
              <Button
                size="sm"
                disabled={assigning !== null}
                aria-label={t('faces.suggestions.assignTo', { name: suggestion.patient_name })}
                onClick={() => void assign(suggestion)}
              >
                {assigning === suggestion.patient_id ? (
                  <LoaderCircle aria-hidden className="animate-spin" />
                ) : (
                  <UserCheck aria-hidden />
                )}
                {t('faces.suggestions.assign')}
              </Button>
            </li>
          ))}
        </ol>
      </>
    );
  }

  return (
    <section
      data-testid="face-suggestions"
      aria-label={t('faces.suggestions.title')}
      className="absolute top-3 left-3 z-10 w-72 max-w-[calc(100%-1.5rem)] rounded-xl border border-border bg-card text-card-foreground shadow-xl"
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center gap-2 rounded-xl px-3 py-2.5 text-left text-sm font-semibold focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <ScanFace aria-hidden className="size-4 text-primary" />
        <span className="flex-1">{t('faces.suggestions.title')}</span>
        {open ? (
          <ChevronUp aria-hidden className="size-4" />
        ) : (
          <ChevronDown aria-hidden className="size-4" />
        )}
      </button>
      <div id={bodyId} hidden={!open} className="flex flex-col gap-2 px-3 pb-3">
        {body()}
      </div>
    </section>
  );
}
