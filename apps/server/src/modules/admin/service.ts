import { SESSION_CHANGED_TOPIC } from '@photodossier/domain/live-events';
import type { PlanId } from '@photodossier/domain/plans';
import type { Viewer } from '../../platform/auth/viewer';
import type { EventBus } from '../../platform/events/event-bus';
import { nowMs } from '../../platform/db/portable';
import { AppError } from '../../platform/http/problem';
import type { SubscriptionReader } from '../billing/subscription';
import { SettingsRepository, type BetaFeatures } from '../settings/repository';
import type { AdminRepository } from './repository';
import type { OutboxMessage, OutboxItem, OutboxReader } from './outbox-reader';

export interface AdminUser {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly role: 'user' | 'admin';
  readonly planId: PlanId;
  readonly storageUsedBytes: number;
  readonly betaFeatures: BetaFeatures;
  readonly createdAt: string;
}

export interface AdminUserChange {
  readonly role?: 'user' | 'admin' | undefined;
  readonly betaFeatures?: Partial<BetaFeatures> | undefined;
}

const OUTBOX_PAGE = 200;

// better-auth stores dates as ISO text on SQLite and timestamps on PostgreSQL.
function isoDate(value: string | number | Date): string {
  return new Date(value).toISOString();
}

function assertAdmin(viewer: Viewer): void {
  if (!viewer.isAdmin) throw new AppError('admin.forbidden', 403);
}

/** What /admin allows (spec 01 §6 leaves it open): see users, grant admin and beta features. */
export class AdminService {
  constructor(
    private readonly admins: AdminRepository,
    private readonly settings: SettingsRepository,
    private readonly bus: EventBus,
    private readonly outbox: OutboxReader | null,
    private readonly subscriptions: SubscriptionReader,
  ) {}

  async listUsers(
    viewer: Viewer,
    cursor: string | null,
    limit: number,
  ): Promise<{ items: AdminUser[]; nextCursor: string | null }> {
    assertAdmin(viewer);
    const rows = await this.admins.listUsers(cursor, limit + 1);
    const page = rows.slice(0, limit);
    const plans = await Promise.all(
      page.map(async (row) => (await this.subscriptions.current(row.id)).planId),
    );
    return {
      items: page.map((row, index) => ({
        id: row.id,
        email: row.email,
        name: row.name,
        role: row.role === 'admin' ? 'admin' : 'user',
        planId: plans[index] ?? 'decouverte',
        storageUsedBytes: Number(row.used_bytes ?? 0),
        betaFeatures: {
          dictaphone: Boolean(row.dictaphone),
          operationReports: Boolean(row.operation_reports),
        },
        createdAt: isoDate(row.createdAt),
      })),
      nextCursor: rows.length > limit ? (page.at(-1)?.email ?? null) : null,
    };
  }

  async changeUser(admin: Viewer, userId: string, change: AdminUserChange): Promise<void> {
    assertAdmin(admin);
    if (!(await this.admins.userExists(userId))) throw new AppError('request.not_found', 404);
    if (change.role === 'user' && userId === admin.userId) {
      throw new AppError('admin.last_admin', 409);
    }
    const { role, betaFeatures } = change;
    // Role and features change together or not at all.
    await this.admins.transaction(async (admins, trx) => {
      if (role) await admins.setRole(userId, role);
      if (betaFeatures) {
        await new SettingsRepository(trx).saveBetaFeatures(userId, betaFeatures, nowMs());
      }
    });
    // The user's open tabs refetch their session: sidebar entries follow the flags at once.
    await this.bus.publish({ topic: SESSION_CHANGED_TOPIC, ids: [userId], userId });
  }

  async listOutbox(viewer: Viewer): Promise<OutboxItem[]> {
    assertAdmin(viewer);
    return this.outbox ? this.outbox.list(OUTBOX_PAGE) : [];
  }

  async readOutbox(viewer: Viewer, id: string): Promise<OutboxMessage> {
    assertAdmin(viewer);
    if (!this.outbox) throw new AppError('request.not_found', 404);
    try {
      return await this.outbox.read(id);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new AppError('request.not_found', 404);
      }
      throw error;
    }
  }
}
