// Row shapes as the database returns them, through the portable conventions of portable.ts:
// ids are UUIDv7 text, times are epoch-ms numbers, booleans 0/1, JSON as text.

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: number;
}

export interface UserSettingsTable {
  user_id: string;
  /** The settings document (spec 01 §3) as JSON, without the e-mail. */
  document: string;
  updated_at: number;
}

export interface UserBetaFeaturesTable {
  user_id: string;
  dictaphone: number;
  operation_reports: number;
  created_at: number;
  updated_at: number;
}

export interface AttemptLimitsTable {
  key: string;
  count: number;
  window_started_at: number;
}

/** better-auth's own tables, in its naming; only what our queries read (decision 0010). */
export interface AuthUserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: number | boolean;
  image: string | null;
  role: string | null;
  phoneNumber: string | null;
  phoneNumberVerified: number | boolean | null;
  twoFactorEnabled: number | boolean | null;
  createdAt: string | number | Date;
}

export interface AuthAccountTable {
  id: string;
  userId: string;
  providerId: string;
  password: string | null;
}

export interface AuthUserOwnedTable {
  id: string;
  userId: string;
}

export interface AuthTwoFactorTable extends AuthUserOwnedTable {
  verified: number | boolean | null;
}

export interface Database {
  app_meta: AppMetaTable;
  user_settings: UserSettingsTable;
  user_beta_features: UserBetaFeaturesTable;
  attempt_limits: AttemptLimitsTable;
  user: AuthUserTable;
  account: AuthAccountTable;
  session: AuthUserOwnedTable;
  twoFactor: AuthTwoFactorTable;
  passkey: AuthUserOwnedTable;
}
