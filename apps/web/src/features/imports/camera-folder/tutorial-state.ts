import { createStore } from '@/lib/create-store';

/**
 * Whether a camera tutorial is open in this tab (spec 02 §4.1): its final test watches the
 * folder itself, so the import dialog must not open over it.
 */
export const tutorialActive = createStore(false);
