import { z } from 'zod';
import { TAG_NAME_MAX } from './tag-names';
import { singleLineText } from './text-input';

/**
 * The user's tag vocabularies (collection tags of spec 01 §3). Patients and photos carry tag
 * names; naming a new tag on either adds it to that kind's vocabulary, so the pickers offer it
 * next time. Patient tags and photo tags are kept apart (decision 0033): a photo's "Avant" is
 * never offered by the patients' "Filtrer par tag", where it would find no patient.
 */
export const TAG_KINDS = ['patient', 'photo'] as const;
export const tagKindSchema = z.enum(TAG_KINDS);
export type TagKind = z.output<typeof tagKindSchema>;

export { distinctTags, sameTag, tagKey, TAG_NAME_MAX } from './tag-names';

/** A tag's colour: a #rrggbb the settings' tag management picks, or none. */
export const tagColorSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/)
  .nullable();

export const tagNameSchema = singleLineText().trim().min(1).max(TAG_NAME_MAX);

export const tagRecordSchema = z.object({
  id: z.string(),
  kind: tagKindSchema,
  name: z.string(),
  color: z.string().nullable(),
  created_at: z.string(),
});
export type TagRecord = z.output<typeof tagRecordSchema>;

/** A name without a kind is a patient tag, as every tag was before photos had their own. */
export const tagCreateSchema = z.object({
  name: tagNameSchema,
  kind: tagKindSchema.default('patient'),
});
export const tagListQuerySchema = z.object({ kind: tagKindSchema.optional() });
export const tagListSchema = z.object({ items: z.array(tagRecordSchema) });
export type TagList = z.output<typeof tagListSchema>;

/** A tag with how many patients or photos (trash included) carry it: the tag management list. */
export const tagUsageSchema = tagRecordSchema.extend({ count: z.number().int().min(0) });
export type TagUsage = z.output<typeof tagUsageSchema>;
export const tagUsageListSchema = z.object({ items: z.array(tagUsageSchema) });
export type TagUsageList = z.output<typeof tagUsageListSchema>;

/**
 * Rename (into another tag's name: the two merge) and/or recolour. The name is what every
 * patient or photo carrying the tag shows afterwards.
 */
export const tagPatchSchema = z
  .object({ name: tagNameSchema.optional(), color: tagColorSchema.optional() })
  .refine((patch) => patch.name !== undefined || patch.color !== undefined, {
    message: 'name or color',
  });
export type TagPatch = z.output<typeof tagPatchSchema>;

export const tagPatchResultSchema = z.object({
  /** The tag as it is now: the other one when the new name was taken and the two merged. */
  tag: tagRecordSchema,
  merged: z.boolean(),
  /** Patients or photos whose tag list changed. */
  updated: z.number().int().min(0),
});
export type TagPatchResult = z.output<typeof tagPatchResultSchema>;
