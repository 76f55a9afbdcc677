import {
  PATIENTS_CHANGED_TOPIC,
  PHOTOS_CHANGED_TOPIC,
  TAGS_CHANGED_TOPIC,
} from '@photodossier/domain/live-events';
import {
  tagKey,
  type TagKind,
  type TagList,
  type TagPatch,
  type TagPatchResult,
  type TagRecord,
  type TagUsageList,
} from '@photodossier/domain/tag-record';
import type { Viewer } from '../../platform/auth/viewer';
import { isUniqueViolation, nowMs, toIso } from '../../platform/db/portable';
import type { EventBus } from '../../platform/events/event-bus';
import { AppError } from '../../platform/http/problem';
import type { TagRow, TagsRepository } from './repository';

function toRecord(row: TagRow): TagRecord {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    color: row.color,
    created_at: toIso(row.created_at),
  };
}

const notFound = () => new AppError('request.not_found', 404);

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

  /** The tag management list: each tag with how many patients or photos carry it. */
  async usage(viewer: Viewer): Promise<TagUsageList> {
    const rows = await this.repository.list(viewer.userId);
    const counts = {
      patient: await this.repository.counts(viewer.userId, 'patient'),
      photo: await this.repository.counts(viewer.userId, 'photo'),
    };
    return {
      items: rows.map((row) => ({
        ...toRecord(row),
        count: counts[row.kind].get(row.name_key) ?? 0,
      })),
    };
  }

  /** The vocabulary's spelling of a name (what carriers store), or the name when unknown. */
  async spelling(userId: string, kind: TagKind, name: string): Promise<string> {
    return (await this.repository.findByName(userId, kind, name))?.name ?? name;
  }

  /** Idempotent: naming a known tag (any case or accents) returns it as it is. */
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

  /**
   * Renames and/or recolours. A new name already taken by another tag of the kind merges the
   * two: the other one stays (with the new spelling), this one goes, and every patient or
   * photo carrying either carries the survivor once. One transaction.
   */
  async update(viewer: Viewer, id: string, patch: TagPatch): Promise<TagPatchResult> {
    const { userId } = viewer;
    const outcome = await this.#renameOnce(userId, id, patch).catch((error: unknown) => {
      // The new name was free when looked for, and a save or another rename added it before
      // this one wrote it (PostgreSQL: a SELECT does not wait for a tag being inserted). That
      // tag has committed now: the rename is done again and merges into it, as if it existed.
      if (isUniqueViolation(error)) return this.#renameOnce(userId, id, patch);
      throw error;
    });
    const row = await this.repository.find(userId, outcome.id);
    if (!row) throw notFound();
    await this.#publish(userId, [id, outcome.id]);
    if (outcome.updated > 0) await this.#publishCarriers(userId, outcome.kind);
    return { tag: toRecord(row), merged: outcome.merged, updated: outcome.updated };
  }

  /** The rename or merge as one transaction, which `update` may run a second time. */
  #renameOnce(
    userId: string,
    id: string,
    patch: TagPatch,
  ): Promise<{ id: string; kind: TagKind; merged: boolean; updated: number }> {
    return this.repository.transaction(async (repository) => {
      let tag = await repository.find(userId, id);
      if (!tag) throw notFound();
      if (patch.name === undefined || patch.name === tag.name) {
        if (patch.color !== undefined) await repository.update(userId, id, { color: patch.color });
        return { id, kind: tag.kind, merged: false, updated: 0 };
      }
      const name = patch.name;
      for (;;) {
        // Both tags locked first and in key order, as a save locks them: a merge and a save
        // carrying both would otherwise each hold one and wait for the other.
        await repository.lock(userId, tag.kind, [tag.name_key, tagKey(name)]);
        // Read again once locked: a deletion or another rename may have committed while this
        // waited, and carriers renamed from a name read before it would keep a name no tag has.
        const current = await repository.find(userId, id);
        if (!current) throw notFound();
        const held = current.name_key === tag.name_key;
        tag = current;
        if (held) break;
      }
      const other = await repository.findByName(userId, tag.kind, name);
      const merged = other !== null && other.id !== id;
      const survivor = merged ? other : tag;
      if (merged) await repository.delete(userId, id);
      await repository.update(userId, survivor.id, {
        name,
        ...(patch.color !== undefined ? { color: patch.color } : {}),
      });
      const keys = new Set([tag.name_key, tagKey(name)]);
      const updated = await repository.rewriteCarriers(userId, tag.kind, keys, name);
      return { id: survivor.id, kind: tag.kind, merged, updated };
    });
  }

  /** Removes the tag from the vocabulary and from every patient or photo carrying it. */
  async delete(viewer: Viewer, id: string): Promise<void> {
    const { userId } = viewer;
    const outcome = await this.repository.transaction(async (repository) => {
      const tag = await repository.delete(userId, id);
      if (!tag) throw notFound();
      const updated = await repository.rewriteCarriers(
        userId,
        tag.kind,
        new Set([tag.name_key]),
        null,
      );
      return { kind: tag.kind, updated };
    });
    await this.#publish(userId, [id]);
    if (outcome.updated > 0) await this.#publishCarriers(userId, outcome.kind);
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

  #publishCarriers(userId: string, kind: TagKind): Promise<void> {
    const topic = kind === 'patient' ? PATIENTS_CHANGED_TOPIC : PHOTOS_CHANGED_TOPIC;
    return this.bus.publish({ topic, ids: [], userId });
  }
}
