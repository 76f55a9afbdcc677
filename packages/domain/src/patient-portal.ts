import { z } from 'zod';
import { consentProcedureSchema } from './consents';
import { multiLineText, recordIdSchema, singleLineText } from './text-input';

// The patient portal (Pro, decision 0047): the practitioner invites a patient by e-mail to a
// link /patient-portal/{token}; the page shows only what the practitioner shared with that
// patient (photos, comparisons, consent documents, post-treatment instructions) and lets the
// patient sign a pending consent. Tokens are the shared links' (256 random bits, hash stored).

export const PORTAL_FEATURE = 'patient_portal' as const;
export const PORTAL_INVITE_DEFAULT_DAYS = 30;
export const PORTAL_INVITE_MAX_DAYS = 365;
/** Opening attempts per client address, right or wrong. */
export const PORTAL_OPEN_LIMIT = { max: 30, windowSeconds: 60 } as const;
/** Media links of the portal live this long: long enough to look, too short to pass around. */
export const PORTAL_MEDIA_URL_SECONDS = 300;
export const PORTAL_INSTRUCTIONS_MAX = 10_000;

export const PORTAL_ITEM_KINDS = ['photo', 'comparison', 'consent', 'instructions'] as const;
export type PortalItemKind = (typeof PORTAL_ITEM_KINDS)[number];

export const portalTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const createPortalInviteBodySchema = z.object({
  email: z.email().max(254),
  expires_in_days: z
    .number()
    .int()
    .min(1)
    .max(PORTAL_INVITE_MAX_DAYS)
    .default(PORTAL_INVITE_DEFAULT_DAYS),
});
export type CreatePortalInviteBody = z.output<typeof createPortalInviteBodySchema>;

export const portalInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  last_opened_at: z.string().nullable(),
  created_at: z.string(),
  status: z.enum(['active', 'expired', 'revoked']),
});
export type PortalInvite = z.output<typeof portalInviteSchema>;

export const createdPortalInviteSchema = z.object({
  invite: portalInviteSchema,
  /** Given once, at creation: only its hash is kept. */
  token: z.string(),
});
export type CreatedPortalInvite = z.output<typeof createdPortalInviteSchema>;

export const portalItemBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('photo'), item_id: recordIdSchema }),
  z.object({ kind: z.literal('comparison'), item_id: recordIdSchema }),
  z.object({ kind: z.literal('consent'), item_id: recordIdSchema }),
  z.object({
    kind: z.literal('instructions'),
    title: singleLineText().trim().min(1).max(160),
    body: multiLineText().trim().min(1).max(PORTAL_INSTRUCTIONS_MAX),
  }),
]);
export type PortalItemBody = z.output<typeof portalItemBodySchema>;

export const portalItemSchema = z.object({
  id: z.string(),
  kind: z.enum(PORTAL_ITEM_KINDS),
  item_id: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  /** A shared photo's date, however old; null for another kind or a photo now in the trash. */
  date_prise: z.string().nullable(),
  created_at: z.string(),
});
export type PortalItem = z.output<typeof portalItemSchema>;

export const portalAccessSchema = z.object({
  action: z.string(),
  target_id: z.string().nullable(),
  ip: z.string().nullable(),
  device: z.string().nullable(),
  created_at: z.string(),
});
export type PortalAccess = z.output<typeof portalAccessSchema>;

/** The practitioner's view of one patient's portal. */
export const portalStateSchema = z.object({
  invites: z.array(portalInviteSchema),
  items: z.array(portalItemSchema),
  accesses: z.array(portalAccessSchema),
});
export type PortalState = z.output<typeof portalStateSchema>;

const portalPhotoSchema = z.object({
  /** An opaque key of the page: the photo's own id is never shown to the patient. */
  key: z.string(),
  date_prise: z.string(),
  zone_traitee: z.string().nullable(),
  url: z.string(),
});
export type PortalPhoto = z.output<typeof portalPhotoSchema>;

/** What the patient sees: the shared items only, media through short-lived signed links. */
export const portalViewSchema = z.object({
  patient_first_name: z.string(),
  practitioner_name: z.string(),
  expires_at: z.string(),
  photos: z.array(portalPhotoSchema),
  comparisons: z.array(z.object({ title: z.string(), photos: z.array(portalPhotoSchema) })),
  consents: z.array(
    z.object({
      id: z.string(),
      procedure: consentProcedureSchema,
      title: z.string(),
      body: z.string(),
      status: z.enum(['pending', 'signed']),
      signed_at: z.string().nullable(),
      sha256: z.string().nullable(),
      download_url: z.string().nullable(),
    }),
  ),
  instructions: z.array(z.object({ title: z.string(), body: z.string() })),
});
export type PortalView = z.output<typeof portalViewSchema>;
