import type { Kysely, Selectable } from 'kysely';
import { takeRows } from '../../platform/db/take-rows';
import type { Database, PortalInvitesTable, PortalItemsTable } from '../../platform/db/schema';

export type PortalInviteRow = Selectable<PortalInvitesTable>;
export type PortalItemRow = Selectable<PortalItemsTable>;

/** SQL of the patient portal. Owner-side functions take the owner's id; visitors go by hash. */
export class PortalRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertInvite(row: PortalInviteRow): Promise<void> {
    await this.db.insertInto('portal_invites').values(row).execute();
  }

  async invites(userId: string, patientId: string): Promise<PortalInviteRow[]> {
    return this.db
      .selectFrom('portal_invites')
      .selectAll()
      .where('user_id', '=', userId)
      .where('patient_id', '=', patientId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  async findInvite(userId: string, id: string): Promise<PortalInviteRow | undefined> {
    return this.db
      .selectFrom('portal_invites')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async inviteByTokenHash(tokenHash: string): Promise<PortalInviteRow | undefined> {
    return this.db
      .selectFrom('portal_invites')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /** Revoking twice keeps the first time. False when the invite is not the user's. */
  async revoke(userId: string, id: string, at: number): Promise<boolean> {
    const result = await this.db
      .updateTable('portal_invites')
      .set((eb) => ({ revoked_at: eb.fn.coalesce('revoked_at', eb.val(at)) }))
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async opened(id: string, at: number): Promise<void> {
    await this.db
      .updateTable('portal_invites')
      .set({ last_opened_at: at })
      .where('id', '=', id)
      .execute();
  }

  async items(userId: string, patientId: string): Promise<PortalItemRow[]> {
    return this.db
      .selectFrom('portal_items')
      .selectAll()
      .where('user_id', '=', userId)
      .where('patient_id', '=', patientId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async insertItem(row: PortalItemRow): Promise<void> {
    await this.db.insertInto('portal_items').values(row).execute();
  }

  /**
   * Shares a photo, comparison or consent unless it already is; the item as shared. The
   * patient's row is taken first, so that the same item shared twice at once is shared once
   * (twice on PostgreSQL, and removing one left the other in the patient's portal).
   */
  async insertItemOnce(row: PortalItemRow): Promise<PortalItemRow> {
    return this.db.transaction().execute(async (trx) => {
      await takeRows(trx, 'patients', (patient) =>
        patient.where('user_id', '=', row.user_id).where('id', '=', row.patient_id),
      );
      const same = await trx
        .selectFrom('portal_items')
        .selectAll()
        .where('user_id', '=', row.user_id)
        .where('patient_id', '=', row.patient_id)
        .where('kind', '=', row.kind)
        .where('item_id', '=', row.item_id)
        .executeTakeFirst();
      if (same) return same;
      await trx.insertInto('portal_items').values(row).execute();
      return row;
    });
  }

  async deleteItem(userId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('portal_items')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Whether the user's patient exists outside the trash; its first name for the portal. */
  async activePatient(
    userId: string,
    patientId: string,
  ): Promise<{ prenom: string; nom: string } | undefined> {
    return this.db
      .selectFrom('patients')
      .select(['prenom', 'nom'])
      .where('user_id', '=', userId)
      .where('id', '=', patientId)
      .where('is_deleted', '=', 0)
      .executeTakeFirst();
  }

  async ownerName(userId: string): Promise<string> {
    const row = await this.db
      .selectFrom('user')
      .select(['name', 'email'])
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.name || row?.email || '';
  }

  /** The portal's accesses to the patient's record, newest first, from the access journal. */
  async accesses(userId: string, patientId: string, limit: number) {
    return this.db
      .selectFrom('access_journal')
      .select(['action', 'target_id', 'ip', 'device', 'created_at'])
      .where('user_id', '=', userId)
      .where('patient_id', '=', patientId)
      .where('actor', '=', 'portal')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
