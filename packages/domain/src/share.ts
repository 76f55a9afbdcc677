import { z } from 'zod';
import { comparisonPhotoSettingsSchema, comparisonViewSchema } from './comparison';
import type { PlanFeature } from './plans';
import { hasControlCharacters } from './plain-text';

/**
 * Shared links /shared/{token} (spec 01 §1, §2; decision 0030). A share names what it shows by
 * a kind and a target: a saved comparison, or a set of photos (the drive and the patient portal
 * add their kinds later). The token is only ever shown to its creator, once; the server keeps a
 * hash of it.
 */
export const SHARE_KINDS = ['comparison', 'photos', 'drive'] as const;
export const shareKindSchema = z.enum(SHARE_KINDS);
export type ShareKind = z.output<typeof shareKindSchema>;

export const SHARE_DEFAULT_EXPIRY_DAYS = 7;
export const SHARE_MAX_EXPIRY_DAYS = 90;
export const SHARE_EXPIRY_CHOICES_DAYS = [1, 7, 30, 90] as const;
export const SHARE_PHOTOS_MAX = 50;
export const SHARE_PASSWORD_MIN = 4;
export const SHARE_PASSWORD_MAX = 128;
/** 32 random bytes: 256 bits, base64url, 43 characters. */
export const SHARE_TOKEN_BYTES = 32;
export const shareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** The spec groups shared links with the patient portal among the Pro features (§1, §5). */
export const SHARE_LINK_FEATURE: PlanFeature = 'patient_portal';

/** Opening attempts per client address and minute, wrong tokens and passwords alike. */
export const SHARE_OPEN_LIMIT = { max: 30, windowSeconds: 60 } as const;
/** Password attempts per link and client address. */
export const SHARE_PASSWORD_LIMIT = { max: 5, windowSeconds: 300 } as const;
/** Signed media links of a shared page live this long at most, and never past the share. */
export const SHARE_MEDIA_URL_MAX_SECONDS = 3600;

const idSchema = z.string().min(1).max(64);

export const createShareBodySchema = z
  .object({
    kind: shareKindSchema,
    /** The comparison shared (kind comparison). */
    comparison_id: idSchema.optional(),
    /** The photos shared, in order (kind photos). */
    photo_ids: z.array(idSchema).min(1).max(SHARE_PHOTOS_MAX).optional(),
    /** The drive file or folder shared, with everything below it (kind drive). */
    drive_item_id: idSchema.optional(),
    expires_in_days: z.number().int().min(1).max(SHARE_MAX_EXPIRY_DAYS),
    password: z
      .string()
      .min(SHARE_PASSWORD_MIN)
      .max(SHARE_PASSWORD_MAX)
      .refine((value) => !hasControlCharacters(value), { message: 'control characters' })
      .nullable(),
    allow_download: z.boolean(),
    show_patient_name: z.boolean(),
  })
  .refine(
    (body) => {
      const targets = {
        comparison: body.comparison_id,
        photos: body.photo_ids,
        drive: body.drive_item_id,
      };
      return Object.entries(targets).every(([kind, target]) =>
        kind === body.kind ? target !== undefined : target === undefined,
      );
    },
    { message: 'the target does not match the kind' },
  )
  .refine((body) => !body.photo_ids || new Set(body.photo_ids).size === body.photo_ids.length, {
    message: 'a photo appears twice',
    path: ['photo_ids'],
  });
export type CreateShareBody = z.output<typeof createShareBodySchema>;

export const shareRecordSchema = z.object({
  id: z.string(),
  kind: shareKindSchema,
  /** The comparison's title or the drive item's name; empty for a photo link. */
  label: z.string(),
  /** How many photos a photo link holds, its name in a list ("3 photos"); null for the others. */
  photo_count: z.number().int().nullable(),
  patient_id: z.string().nullable(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  has_password: z.boolean(),
  allow_download: z.boolean(),
  show_patient_name: z.boolean(),
  view_count: z.number().int(),
  last_viewed_at: z.string().nullable(),
  created_at: z.string(),
  /** active, expired or revoked, as of the answer. */
  status: z.enum(['active', 'expired', 'revoked']),
});
export type ShareRecord = z.output<typeof shareRecordSchema>;

/** The answer of creation: the only time the token (and so the link) is given. */
export const createdShareSchema = z.object({ share: shareRecordSchema, token: z.string() });
export type CreatedShare = z.output<typeof createdShareSchema>;

export const shareListQuerySchema = z.object({ patient_id: idSchema.optional() });
export const shareListSchema = z.object({ items: z.array(shareRecordSchema) });
export type ShareList = z.output<typeof shareListSchema>;

/** POST /api/v1/shared/{token}: the password when the link has one. */
export const openShareBodySchema = z.object({
  password: z.string().max(SHARE_PASSWORD_MAX).optional(),
  /** Kind drive: a folder inside the shared folder to list (the shared one when absent). */
  folder_id: idSchema.optional(),
  /** Kind drive: the nextCursor of the page before, for the folder's next page. */
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,1000}$/)
    .optional(),
});

/** Items of a shared drive folder per page: the page loads the next ones as the visitor scrolls. */
export const SHARED_DRIVE_PAGE = 100;

/** An item of a shared drive folder; ids reach nothing outside the shared item. */
export const sharedDriveItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['folder', 'file']),
  size: z.number(),
  mime_type: z.string().nullable(),
  updated_at: z.string(),
  /** Files: a signed link to show the file (image, PDF, video) in the page. */
  preview_url: z.string().nullable(),
  download_url: z.string().nullable(),
});
export type SharedDriveItem = z.output<typeof sharedDriveItemSchema>;

export const sharedDriveSchema = z.object({
  /** From the shared item down to the folder listed. */
  breadcrumbs: z.array(z.object({ id: z.string(), name: z.string() })),
  items: z.array(sharedDriveItemSchema),
  /** Items of the folder listed, in all pages. */
  total: z.number().int().nonnegative(),
  /** Sent back as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type SharedDrive = z.output<typeof sharedDriveSchema>;

export const sharedPhotoSchema = z.object({
  /** Position in the share, not the photo's id: no id of the record leaves through a link. */
  key: z.string(),
  media_type: z.enum(['image', 'video']),
  date_prise: z.string(),
  zone_traitee: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  /** Signed links that stop working with the share (or within the hour). */
  preview_url: z.string(),
  download_url: z.string().nullable(),
});
export type SharedPhoto = z.output<typeof sharedPhotoSchema>;

export const sharedViewSchema = z.object({
  kind: shareKindSchema,
  title: z.string(),
  patient_name: z.string().nullable(),
  expires_at: z.string(),
  allow_download: z.boolean(),
  photos: z.array(sharedPhotoSchema),
  /** Kind comparison: the placements of the photos (same order) and the view. */
  comparison: z
    .object({
      photos: z.array(comparisonPhotoSettingsSchema.omit({ photo_id: true })),
      view: comparisonViewSchema,
    })
    .nullable(),
  /** Kind drive: the shared file, or the folder's items. */
  drive: sharedDriveSchema.nullable().default(null),
});
export type SharedView = z.output<typeof sharedViewSchema>;

/** The answer to a link with a password when none or a wrong one was sent. */
export const sharePasswordNeededSchema = z.object({ password_required: z.literal(true) });
