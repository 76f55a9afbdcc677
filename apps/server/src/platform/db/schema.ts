// Row shapes as the database returns them, through the portable conventions of portable.ts:
// ids are UUIDv7 text, times are epoch-ms numbers, booleans 0/1, JSON as text.

import type { TagKind } from '@photodossier/domain/tag-record';
import type { Generated } from 'kysely';

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
  /** JSON array of the ids of the last patches applied, oldest first (decision 0073). */
  applied_patch_ids: Generated<string>;
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

/** One tus upload from its creation to its photo (decision 0024). */
export interface UploadLedgerTable {
  id: string;
  user_id: string;
  size: number;
  state: 'receiving' | 'finishing' | 'finished';
  photo_id: string | null;
  storage_path: string | null;
  created_at: number;
  updated_at: number;
}

/** Failed password or code checks of one account (or one account and code route). */
export interface AccountAttemptsTable {
  key: string;
  failures: number;
  blocked_until: number;
  last_failure_at: number;
  notified_at: number | null;
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
  stripeCustomerId: string | null;
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

/** better-auth's session: dates are text on SQLite, timestamps on PostgreSQL. */
export interface AuthSessionTable extends AuthUserOwnedTable {
  token: string;
  expiresAt: string | number | Date;
  createdAt: string | number | Date;
}

export interface AuthTwoFactorTable extends AuthUserOwnedTable {
  verified: number | boolean | null;
}

export interface PatientsTable {
  id: string;
  user_id: string;
  nom: string;
  prenom: string;
  date_naissance: string;
  email: string;
  telephone: string;
  /** JSON list of tag names. */
  tags: string;
  sexe: string;
  adresse: string;
  commentaire: string;
  cote_affecte: string;
  created_at: number;
  updated_at: number;
  is_deleted: number;
  deleted_at: number | null;
}

export interface TagsTable {
  id: string;
  user_id: string;
  kind: TagKind;
  name: string;
  /** tagKey(name): unique per user and kind, the one tag-equality rule. */
  name_key: string;
  /** #rrggbb, or none. */
  color: string | null;
  created_at: number;
}

export interface PracticeProfilesTable {
  user_id: string;
  name: string;
  address: string;
  phone: string;
  professional_id_kind: '' | 'rpps' | 'adeli';
  professional_id: string;
  logo_key: string | null;
  logo_type: string | null;
  logo_size: number | null;
  updated_at: number;
}

export interface NotificationPreferencesTable {
  user_id: string;
  import_finished: number;
  share_opened: number;
  quota_near: number;
  updated_at: number;
}

/** When a throttled notification e-mail was last sent (decision 0056); kind share_opened | quota_near. */
export interface NotificationSendsTable {
  user_id: string;
  kind: string;
  /** The share's id for share_opened, the user's id for quota_near. */
  subject_id: string;
  sent_at: number;
}

export interface ExportJobsTable {
  id: string;
  user_id: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  with_embeddings: number;
  bytes_done: number;
  bytes_total: number;
  attempts: number;
  blob_key: string | null;
  error: string | null;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
  expires_at: number | null;
}

export interface PhotosTable {
  id: string;
  user_id: string;
  patient_id: string | null;
  storage_path: string;
  thumbnail_path: string | null;
  preview_path: string | null;
  date_prise: number;
  zone_traitee: string;
  created_at: number;
  updated_at: number;
  file_size: number;
  file_type: string;
  media_type: string;
  duration: number | null;
  video_resolution: string | null;
  video_fps: number | null;
  width: number | null;
  height: number | null;
  /** JSON {canvasData, textAnnotations, timestamp} or null. */
  annotations: string | null;
  is_deleted: number;
  deleted_at: number | null;
  has_background_removed: number;
  background_removed_url: string | null;
  original_photo_id: string | null;
  upload_source: string | null;
  session_id: string | null;
  recovered: number;
  recovery_date: number | null;
  /** JSON list of tag names. */
  tags: string;
  filename: string;
  /** JSON map of EXIF date fields, or null. */
  exif_dates: string | null;
  auto_background_removal_enabled: number;
  needs_background_removal: number;
}

export interface FaceEmbeddingsTable {
  id: string;
  user_id: string;
  patient_id: string | null;
  photo_id: string;
  /** Little-endian float32 bytes (portable.ts encodeVector). */
  embedding: Uint8Array;
  patient_name: string;
  created_at: number;
  model_used: string;
  confidence: number | null;
  model_version: string;
  library: string;
  suggested_patient_id: string | null;
  /** The face box in pixels of the analysed image (null on rows stored before 0004). */
  face_x: number | null;
  face_y: number | null;
  face_w: number | null;
  face_h: number | null;
  image_width: number | null;
  image_height: number | null;
}

/** Bumped by database triggers whenever what a user's face index holds may have changed. */
export interface FaceIndexVersionsTable {
  user_id: string;
  version: number | string;
}

export interface StorageUsageTable {
  user_id: string;
  used_bytes: number;
  updated_at: number;
}

/** A plan set by an administrator (no Stripe, or a grant on top of it); decision 0017. */
export interface AdminPlansTable {
  user_id: string;
  plan_id: string;
  updated_at: number;
  updated_by: string;
}

/** A practitioner's own injection product (decision 0042); kind toxin | filler | other. */
export interface InjectionProductsTable {
  id: string;
  user_id: string;
  name: string;
  kind: string;
  unit: string;
  created_at: number;
}

/** One treatment session of a patient (decision 0042): chart and points as JSON text. */
export interface InjectionSessionsTable {
  id: string;
  user_id: string;
  patient_id: string;
  /** YYYY-MM-DD. */
  session_date: string;
  chart: string;
  notes: string;
  points: string;
  has_toxin: number;
  created_at: number;
  updated_at: number;
}

/** An import session of spec 02 §4.5 (decision 0020); status active | completed | abandoned. */
export interface ImportSessionsTable {
  id: string;
  user_id: string;
  device_id: string;
  status: string;
  created_at: number;
  updated_at: number;
}

/** One photo of an import session, keyed by the id the browser gave it. */
export interface ImportSessionPhotosTable {
  session_id: string;
  session_photo_id: string;
  user_id: string;
  upload_status: string;
  upload_progress: number;
  photo_id: string | null;
  unassigned_photo_id: string | null;
  suggested_patient_id: string | null;
  /** JSON {originalName, size, type, timestamp, exif}. */
  metadata: string;
  assigned_patient_id: string | null;
  /** Set once what became of the photo is recorded. */
  assigned_at: number | null;
  updated_at: number;
}

/** @better-auth/stripe's subscription rows; referenceId is the user's id. */
export interface AuthSubscriptionTable {
  id: string;
  plan: string;
  referenceId: string;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  status: string | null;
  periodEnd: string | number | Date | null;
  billingInterval: string | null;
}

export interface ComparisonsTable {
  id: string;
  user_id: string;
  patient_id: string;
  title: string;
  /** JSON comparisonViewSchema. */
  view: string;
  created_at: number;
  updated_at: number;
}

export interface ComparisonPhotosTable {
  comparison_id: string;
  position: number;
  user_id: string;
  photo_id: string;
  /** JSON {placement, eyes, face_width}. */
  settings: string;
}

export interface SharesTable {
  id: string;
  user_id: string;
  kind: string;
  target_id: string | null;
  patient_id: string | null;
  label: string;
  token_hash: string;
  password_hash: string | null;
  allow_download: number;
  show_patient_name: number;
  expires_at: number;
  revoked_at: number | null;
  view_count: number;
  last_viewed_at: number | null;
  created_at: number;
}

export interface EmailSendsTable {
  id: string;
  user_id: string;
  recipient: string;
  subject: string;
  /** JSON list of photo ids. */
  photo_ids: string;
  delivery: string;
  status: string;
  attempts: number;
  error: string | null;
  created_at: number;
  finished_at: number | null;
}

export interface ShareItemsTable {
  share_id: string;
  position: number;
  user_id: string;
  item_id: string;
}

/** One line of the access journal (decision 0043); never updated. */
export interface AccessJournalTable {
  id: string;
  user_id: string;
  actor: string;
  action: string;
  patient_id: string | null;
  target_id: string | null;
  ip: string | null;
  device: string | null;
  created_at: number;
}

/** SHA-256 of a photo's original, computed when first needed (decision 0043). */
export interface PhotoChecksumsTable {
  photo_id: string;
  user_id: string;
  sha256: string;
}

export interface JournalSettingsTable {
  user_id: string;
  retention_days: number;
  updated_at: number;
}

export interface SurgicalTechniquesTable {
  id: string;
  user_id: string;
  name: string;
  description: string;
  steps: string;
  usual_products: string;
  postop_instructions: string;
  created_at: number;
  updated_at: number;
}

export interface OperationReportsTable {
  id: string;
  user_id: string;
  patient_id: string;
  technique_id: string | null;
  technique_name: string | null;
  operation_date: string;
  status: string;
  version: number;
  previous_id: string | null;
  /** JSON of the structured fields. */
  content: string;
  signed_at: number | null;
  signed_by: string | null;
  created_at: number;
  updated_at: number;
}

export interface DictationsTable {
  id: string;
  user_id: string;
  patient_id: string | null;
  title: string;
  recorded_on: string;
  text: string;
  audio_key: string | null;
  audio_type: string | null;
  audio_size: number;
  duration_ms: number | null;
  is_deleted: number;
  deleted_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface DriveItemsTable {
  id: string;
  user_id: string;
  parent_id: string | null;
  name: string;
  name_key: string;
  type: string;
  size: number;
  mime_type: string | null;
  storage_path: string | null;
  file_extension: string | null;
  is_deleted: number;
  created_at: number;
  updated_at: number;
}

/** A practitioner's edit of a consent template (decision 0047). */
export interface ConsentTemplatesTable {
  id: string;
  user_id: string;
  procedure: string;
  title: string;
  body: string;
  updated_at: number;
}

/** A consent document; status pending | signed. Never updated once signed. */
export interface ConsentDocumentsTable {
  id: string;
  user_id: string;
  patient_id: string;
  procedure: string;
  title: string;
  body: string;
  practitioner_name: string;
  status: string;
  practitioner_signature: string | null;
  storage_path: string | null;
  file_size: number | null;
  sha256: string | null;
  signed_at: number | null;
  created_at: number;
}

/** An invitation of a patient to the portal; only the token's hash is kept. */
export interface PortalInvitesTable {
  id: string;
  user_id: string;
  patient_id: string;
  email: string;
  token_hash: string;
  expires_at: number;
  revoked_at: number | null;
  last_opened_at: number | null;
  created_at: number;
}

/** Something shared with a patient on the portal; kind photo | comparison | consent | instructions. */
export interface PortalItemsTable {
  id: string;
  user_id: string;
  patient_id: string;
  kind: string;
  item_id: string | null;
  title: string;
  body: string;
  created_at: number;
}

export interface Database {
  access_journal: AccessJournalTable;
  journal_settings: JournalSettingsTable;
  photo_checksums: PhotoChecksumsTable;
  app_meta: AppMetaTable;
  user_settings: UserSettingsTable;
  user_beta_features: UserBetaFeaturesTable;
  attempt_limits: AttemptLimitsTable;
  upload_ledger: UploadLedgerTable;
  account_attempts: AccountAttemptsTable;
  patients: PatientsTable;
  tags: TagsTable;
  photos: PhotosTable;
  face_embeddings: FaceEmbeddingsTable;
  face_index_versions: FaceIndexVersionsTable;
  storage_usage: StorageUsageTable;
  user: AuthUserTable;
  account: AuthAccountTable;
  session: AuthSessionTable;
  twoFactor: AuthTwoFactorTable;
  passkey: AuthUserOwnedTable;
  admin_plans: AdminPlansTable;
  injection_products: InjectionProductsTable;
  injection_sessions: InjectionSessionsTable;
  import_sessions: ImportSessionsTable;
  import_session_photos: ImportSessionPhotosTable;
  subscription: AuthSubscriptionTable;
  comparisons: ComparisonsTable;
  comparison_photos: ComparisonPhotosTable;
  shares: SharesTable;
  share_items: ShareItemsTable;
  surgical_techniques: SurgicalTechniquesTable;
  operation_reports: OperationReportsTable;
  dictations: DictationsTable;
  drive_items: DriveItemsTable;
  email_sends: EmailSendsTable;
  consent_templates: ConsentTemplatesTable;
  consent_documents: ConsentDocumentsTable;
  portal_invites: PortalInvitesTable;
  portal_items: PortalItemsTable;
  practice_profiles: PracticeProfilesTable;
  notification_preferences: NotificationPreferencesTable;
  notification_sends: NotificationSendsTable;
  export_jobs: ExportJobsTable;
}
