import { SD_IMPORT_HISTORY } from '@photodossier/domain/import-timings';

// The SD import history of spec 02 §3 and §9, in local storage: per card, the names of the
// photos imported from it, kept 30 days. It is forgotten when the app was away more than
// 5 minutes (its heartbeat, every 60 s, says when it last ran).
const HISTORY_KEY = 'photodossier-sd-import-history';
const HEARTBEAT_KEY = 'photodossier-app-heartbeat';

export type SdImportEntry = {
  readonly name: string;
  readonly importDate: number;
  readonly cardName: string;
};

function readAll(): SdImportEntry[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(HISTORY_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is SdImportEntry =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as SdImportEntry).name === 'string' &&
        typeof (entry as SdImportEntry).importDate === 'number' &&
        typeof (entry as SdImportEntry).cardName === 'string',
    );
  } catch {
    return [];
  }
}

function writeAll(entries: readonly SdImportEntry[]): void {
  try {
    localStorage.setItem(HISTORY_KEY, JSON.stringify(entries));
  } catch {
    // A full or blocked storage only costs the "new since last import" memory.
  }
}

/** The names already imported from this card within the retention, oldest entries dropped. */
export function importedFromCard(cardName: string, now = Date.now()): Set<string> {
  const kept = readAll().filter((entry) => now - entry.importDate <= SD_IMPORT_HISTORY.retentionMs);
  writeAll(kept);
  return new Set(kept.filter((entry) => entry.cardName === cardName).map((entry) => entry.name));
}

/** Records an import from a card; a name imported again replaces its older entry. */
export function recordCardImport(cardName: string, names: readonly string[], now = Date.now()) {
  const added = new Set(names);
  const others = readAll().filter(
    (entry) => !(entry.cardName === cardName && added.has(entry.name)),
  );
  writeAll([...others, ...names.map((name) => ({ name, importDate: now, cardName }))]);
}

/**
 * The heartbeat: called on arrival and every minute while the app runs. Arriving after more
 * than 5 minutes away clears the history, as the spec asks.
 */
export function beatAppHeartbeat(now = Date.now()): void {
  try {
    const last = Number(localStorage.getItem(HEARTBEAT_KEY));
    if (
      Number.isFinite(last) &&
      last > 0 &&
      now - last > SD_IMPORT_HISTORY.clearWhenAwayMoreThanMs
    ) {
      localStorage.removeItem(HISTORY_KEY);
    }
    localStorage.setItem(HEARTBEAT_KEY, String(now));
  } catch {
    // Without storage there is no history to keep either.
  }
}
