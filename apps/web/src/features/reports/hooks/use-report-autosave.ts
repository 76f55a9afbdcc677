import type {
  OperationReportBody,
  OperationReportRecord,
} from '@photodossier/domain/operation-report';
import { useEffect, useRef, useState } from 'react';
import { useSaveReport } from '../api/save-report';

/** Typing pauses this long before the draft is written. */
const AUTOSAVE_DELAY_MS = 1200;

export type AutosaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

/**
 * Writes the draft a moment after each change; the first write (once a patient is chosen)
 * creates it. Failures keep the text on screen and say so; the next change retries.
 */
export function useReportAutosave(
  id: string | null,
  body: OperationReportBody | null,
  onCreated: (report: OperationReportRecord) => void,
) {
  const save = useSaveReport();
  const [state, setState] = useState<AutosaveState>('idle');
  const [error, setError] = useState<string | null>(null);
  const lastSaved = useRef<string | null>(null);
  const idRef = useRef(id);
  idRef.current = id;
  const creating = useRef(false);
  const serialised = body ? JSON.stringify(body) : null;
  // What is on screen and not yet written, for the editor being left before its timer fires.
  const unsaved = useRef<{ body: OperationReportBody; serialised: string } | null>(null);

  useEffect(() => {
    if (!body || serialised === null) return;
    if (lastSaved.current === null && id !== null) {
      // The report as loaded is what the server holds already.
      lastSaved.current = serialised;
      return;
    }
    if (serialised === lastSaved.current) {
      unsaved.current = null;
      return;
    }
    unsaved.current = { body, serialised };
    setState('pending');
    const timer = window.setTimeout(() => {
      if (creating.current) return;
      unsaved.current = null;
      setState('saving');
      creating.current = idRef.current === null;
      save.mutate(
        { id: idRef.current, body },
        {
          onSuccess: (saved) => {
            lastSaved.current = serialised;
            setError(null);
            setState('saved');
            if (creating.current) onCreated(saved);
          },
          onError: (failure) => {
            setError(failure.message);
            setState('error');
          },
          onSettled: () => {
            creating.current = false;
          },
        },
      );
    }, AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the serialised body stands for it
  }, [serialised, id]);

  // Leaving the editor (Aperçu, another page) within the delay still writes the last change
  // into the draft; the mutation outlives the editor and refreshes the report it shows next.
  useEffect(
    () => () => {
      const left = unsaved.current;
      if (left && idRef.current !== null && left.serialised !== lastSaved.current) {
        save.mutate({ id: idRef.current, body: left.body });
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once, when the editor goes
    [],
  );

  return { state, error, flushing: save.isPending };
}
