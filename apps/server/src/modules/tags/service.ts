import { TAGS_CHANGED_TOPIC } from '@photodossier/domain/live-events';
import type { TagKind, TagList, TagRecord } from '@photodossier/domain/tag-record';
import type { Viewer } from '../../platform/auth/viewer';
import { nowMs, toIso } from '../../platform/db/portable';
import type { EventBus } from '../../platform/events/event-bus';
import { AppError } from '../../platform/http/problem';
import type { TagRow, TagsRepository } from './repository';

function toRecord(row: TagRow): TagRecord {
  return { id: row.id, kind: row.kind, name: row.name, created_at: toIso(row.created_at) };
}

/** The user's tag vocabulary: what the tag pickers offer and the settings' tag management. */
export class TagsService {
  constructor(
    private readonly repository: TagsRepository,
    private readonly bus: EventBus,
  ) {}

  /** Both vocabularies, or one kind's. */
  async list(viewer: Viewer, kind?: TagKind): Promise<TagList> {
    const rows = await this.repository.list(viewer.userId, kind);
    return { items: rows.map(toRecord) };
  }

  /** Idempotent: naming a known tag returns it as it is. `created` says whether it was new. */
  async create(
    viewer: Viewer,
    kind: TagKind,
    name: string,
  ): Promise<{ tag: TagRecord; created: boolean }> {
    const created = await this.remember(viewer.userId, kind, [name], nowMs());
    const row = await this.repository.findByName(viewer.userId, kind, name);
    if (!row) throw new Error('a tag just ensured is missing');
    return { tag: toRecord(row), created };
  }

  /** Patients and photos keep the name; it only leaves the pickers until used again. */
  async delete(viewer: Viewer, id: string): Promise<void> {
    if (!(await this.repository.delete(viewer.userId, id))) {
      throw new AppError('request.not_found', 404);
    }
    await this.#publish(viewer.userId, [id]);
  }

  /**
   * Adds the names the user has not used before to the vocabulary (spec: naming a new tag on a
   * patient or a photo offers it next time) and tells the user's clients; true when any was new.
   */
  async remember(
    userId: string,
    kind: TagKind,
    names: readonly string[],
    now: number,
  ): Promise<boolean> {
    const added = await this.repository.ensure(userId, kind, names, now);
    if (added) await this.announceNewNames(userId);
    return added;
  }

  /** After a transaction that added names with its own TagsRepository committed. */
  announceNewNames(userId: string): Promise<void> {
    return this.#publish(userId, []);
  }

  #publish(userId: string, ids: string[]): Promise<void> {
    return this.bus.publish({ topic: TAGS_CHANGED_TOPIC, ids, userId });
  }
}
