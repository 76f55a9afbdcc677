import { z } from 'zod';
import { singleLineText } from './text-input';

/**
 * The user's tag vocabularies (collection tags of spec 01 §3). Patients and photos carry tag
 * names; naming a new tag on either adds it to that kind's vocabulary, so the pickers offer it
 * next time. Patient tags and photo tags are kept apart (decision 0033): a photo's "Avant" is
 * never offered by the patients' "Filtrer par tag", where it would find no patient.
 */
export const TAG_NAME_MAX = 50;

export const TAG_KINDS = ['patient', 'photo'] as const;
export const tagKindSchema = z.enum(TAG_KINDS);
export type TagKind = z.output<typeof tagKindSchema>;

/**
 * When two tag names are the same tag: case ignored, "Botox" is "botox". The pickers, the
 * patients' tag filter on the web and the server's (in SQL, lower() on both sides) follow it.
 */
export function sameTag(a: string, b: string): boolean {
  return a.toLocaleLowerCase() === b.toLocaleLowerCase();
}

export const tagNameSchema = singleLineText().trim().min(1).max(TAG_NAME_MAX);

export const tagRecordSchema = z.object({
  id: z.string(),
  kind: tagKindSchema,
  name: z.string(),
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
