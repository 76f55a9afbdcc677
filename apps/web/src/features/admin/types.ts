import type { PlanId } from '@photodossier/domain/plans';

export type AdminRole = 'admin' | 'user';

export type BetaFeatures = { dictaphone: boolean; operationReports: boolean };

/** One row of `GET /api/v1/admin/users` (decision 0010). */
export type AdminUser = {
  id: string;
  email: string;
  name: string;
  role: AdminRole;
  planId: PlanId;
  storageUsedBytes: number;
  betaFeatures: BetaFeatures;
  createdAt: string;
};

export type AdminUsersPage = { items: AdminUser[]; nextCursor: string | null };

export type OutboxKind = 'mail' | 'sms';

/** One message of the embedded default's outbox (`GET /api/v1/admin/outbox`). */
export type OutboxItem = {
  id: string;
  kind: OutboxKind;
  to: string;
  subject?: string | null;
  createdAt: string;
};

/** `GET /api/v1/admin/outbox/:id`: the message itself. */
export type OutboxMessage = OutboxItem & {
  from?: string | null;
  text?: string | null;
  html?: string | null;
};
