import {
  JOURNAL_RETENTION_DEFAULT_DAYS,
  type JournalAction,
  type JournalActor,
  type JournalEntry,
  type JournalPage,
  type JournalQuery,
  type JournalSettings,
} from '@photodossier/domain/access-journal';
import type { Viewer } from '../../platform/auth/viewer';
import { csvCell } from '../../platform/csv';
import { fromIso, newId, nowMs, toIso } from '../../platform/db/portable';
import { AppError } from '../../platform/http/problem';
import type { JournalFilter, JournalListRow, JournalRepository } from './repository';

const DAY_MS = 86_400_000;
const CSV_BATCH = 500;
/**
 * A page reads a record several times in a moment (remount, refetch on focus, live refresh):
 * one view line per minute for the same thing from the same place says what happened.
 */
const VIEW_REPEAT_MS = 60_000;
/** The reads a page repeats on its own; a download or a deletion is always a line of its own. */
const isRepeatableRead = (action: JournalAction) =>
  action.endsWith('.view') || action.endsWith('.listen');
const VIEW_MEMORY_MAX = 10_000;

export interface JournalTarget {
  readonly patientId?: string | null;
  readonly targetId?: string | null;
}

/** A visitor's access to the owner's data (shared link, patient portal). */
export interface VisitorAccess extends JournalTarget {
  readonly ownerId: string;
  readonly actor: Exclude<JournalActor, 'owner'>;
  readonly ip: string | null;
  readonly device?: string | null;
}

function encodeCursor(row: { created_at: number; id: string }): string {
  return Buffer.from(`${row.created_at}|${row.id}`, 'utf8').toString('base64url');
}

function decodeCursor(cursor: string): JournalFilter['before'] {
  const [createdAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const time = Number(createdAt);
  if (!id || !Number.isSafeInteger(time)) throw new AppError('request.validation_failed', 400);
  return { createdAt: time, id };
}

function toEntry(row: JournalListRow): JournalEntry {
  const name = [row.patient_prenom, row.patient_nom].filter(Boolean).join(' ');
  return {
    id: row.id,
    actor: row.actor as JournalActor,
    action: row.action as JournalAction,
    patient_id: row.patient_id,
    patient_name: name || null,
    target_id: row.target_id,
    ip: row.ip,
    device: row.device,
    created_at: toIso(row.created_at),
  };
}

export const JOURNAL_CSV_HEADER = 'date,action,acteur,patient_id,patient,cible,ip,appareil';

/**
 * The access journal (decision 0043): services record, the API only reads. One line per read,
 * download, export, share, e-mail or deletion of a patient's data, kept for the account's
 * retention period (3 years unless changed).
 */
export class AccessJournal {
  constructor(
    private readonly repository: JournalRepository,
    private readonly clock: () => number = nowMs,
  ) {}

  readonly #recentViews = new Map<string, number>();

  async record(viewer: Viewer, action: JournalAction, target: JournalTarget = {}): Promise<void> {
    if (isRepeatableRead(action) && this.#seenRecently(viewer, action, target)) return;
    await this.repository.insert({
      id: newId(),
      user_id: viewer.userId,
      actor: 'owner',
      action,
      patient_id: target.patientId ?? null,
      target_id: target.targetId ?? null,
      ip: viewer.client?.ip ?? null,
      device: viewer.client?.device ?? null,
      created_at: this.clock(),
    });
  }

  async recordVisitor(action: JournalAction, access: VisitorAccess): Promise<void> {
    await this.repository.insert({
      id: newId(),
      user_id: access.ownerId,
      actor: access.actor,
      action,
      patient_id: access.patientId ?? null,
      target_id: access.targetId ?? null,
      ip: access.ip,
      device: access.device ?? null,
      created_at: this.clock(),
    });
  }

  async list(viewer: Viewer, query: JournalQuery): Promise<JournalPage> {
    await this.#purge(viewer.userId);
    const filter = this.#filter(query);
    const rows = await this.repository.list(viewer.userId, filter, query.limit + 1);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map(toEntry),
      nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
    };
  }

  /** Every matching line as CSV, read in batches so a long journal is never held whole. */
  async *csv(viewer: Viewer, query: JournalQuery): AsyncGenerator<string> {
    await this.#purge(viewer.userId);
    yield `${JOURNAL_CSV_HEADER}\n`;
    let filter = this.#filter({ ...query, cursor: undefined });
    for (;;) {
      const rows = await this.repository.list(viewer.userId, filter, CSV_BATCH);
      for (const row of rows) {
        const entry = toEntry(row);
        yield `${[
          entry.created_at,
          entry.action,
          entry.actor,
          entry.patient_id,
          entry.patient_name,
          entry.target_id,
          entry.ip,
          entry.device,
        ]
          .map(csvCell)
          .join(',')}\n`;
      }
      const last = rows.at(-1);
      if (rows.length < CSV_BATCH || !last) return;
      filter = { ...filter, before: { createdAt: last.created_at, id: last.id } };
    }
  }

  async settings(viewer: Viewer): Promise<JournalSettings> {
    const days = await this.repository.retentionDays(viewer.userId);
    return { retention_days: days ?? JOURNAL_RETENTION_DEFAULT_DAYS };
  }

  async saveSettings(viewer: Viewer, settings: JournalSettings): Promise<JournalSettings> {
    await this.repository.setRetentionDays(viewer.userId, settings.retention_days, this.clock());
    return settings;
  }

  #seenRecently(viewer: Viewer, action: JournalAction, target: JournalTarget): boolean {
    const key = [
      viewer.userId,
      viewer.sessionToken,
      action,
      target.patientId,
      target.targetId,
    ].join('|');
    const now = this.clock();
    const last = this.#recentViews.get(key);
    if (last !== undefined && now - last < VIEW_REPEAT_MS) return true;
    if (this.#recentViews.size >= VIEW_MEMORY_MAX) this.#recentViews.clear();
    this.#recentViews.set(key, now);
    return false;
  }

  #filter(query: JournalQuery): JournalFilter {
    return {
      patientId: query.patient_id,
      action: query.action,
      from: query.from ? fromIso(query.from) : undefined,
      to: query.to ? fromIso(query.to) : undefined,
      before: query.cursor ? decodeCursor(query.cursor) : undefined,
    };
  }

  async #purge(userId: string): Promise<void> {
    const days = (await this.repository.retentionDays(userId)) ?? JOURNAL_RETENTION_DEFAULT_DAYS;
    await this.repository.purgeOlderThan(userId, this.clock() - days * DAY_MS);
  }
}
