import { engineParts } from './import-engine';

// What this tab knows of its session's photos beyond the dialog's state, for the live sync:
// a photo missing from a snapshot was removed elsewhere only if the server had it.

const ledger = () => engineParts().ledger;

/** The server holds it: registered by this tab, resumed, or seen in a snapshot. */
export function noteSessionPhoto(id: string): void {
  ledger().known.add(id);
}

/** Removed in this tab: a snapshot taken before the DELETE landed must not bring it back. */
export function noteRemovedHere(id: string): void {
  const { known, removedHere } = ledger();
  removedHere.add(id);
  known.delete(id);
}

export function knownSessionPhotos(): ReadonlySet<string> {
  return ledger().known;
}

export function removedSessionPhotos(): ReadonlySet<string> {
  return ledger().removedHere;
}

/** Keeps the removals the server has not applied yet, forgets the rest. */
export function pruneRemovedHere(stillOnServer: ReadonlySet<string>): void {
  const { removedHere } = ledger();
  for (const id of removedHere) if (!stillOnServer.has(id)) removedHere.delete(id);
}

export function resetSessionLedger(): void {
  ledger().known.clear();
  ledger().removedHere.clear();
}
