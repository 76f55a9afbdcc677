import { useState } from 'react';

/**
 * What a field shows while its value is saved optimistically. The draft follows the server's
 * value until the user types; a failed save rolls the server's value back but leaves the draft
 * as typed, so the user can retry without typing again. `confirm` marks a value as saved.
 */
export function useFieldDraft(value: string) {
  const [draft, setDraft] = useState(value);
  const [confirmed, setConfirmed] = useState(value);
  const [seen, setSeen] = useState(value);

  // A change from elsewhere (another tab, a live event) replaces an untouched draft.
  if (value !== seen) {
    setSeen(value);
    if (draft === confirmed) {
      setDraft(value);
      setConfirmed(value);
    }
  }

  return { draft, setDraft, confirm: setConfirmed, isDirty: draft.trim() !== confirmed.trim() };
}
