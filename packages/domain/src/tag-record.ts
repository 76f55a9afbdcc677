import { z } from 'zod';
import { singleLineText } from './text-input';

/**
 * The user's tag vocabulary (collection tags of spec 01 §3). Patients and photos carry tag
 * names; naming a new tag on either adds it here, so the pickers offer it next time.
 */
export const TAG_NAME_MAX = 50;

export const tagNameSchema = singleLineText().trim().min(1).max(TAG_NAME_MAX);

export const tagRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
});
export type TagRecord = z.output<typeof tagRecordSchema>;

export const tagCreateSchema = z.object({ name: tagNameSchema });
export const tagListSchema = z.object({ items: z.array(tagRecordSchema) });
export type TagList = z.output<typeof tagListSchema>;
