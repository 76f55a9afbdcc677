import { uploadMetadataSchema, type UploadMetadata } from '@photodossier/domain/media-record';
import { tagNameSchema } from '@photodossier/domain/tag-record';
import { z } from 'zod';
import { invalidRequest } from './upload-errors';

/** Metadata kept with a staged upload: what the browser said, plus its owner, set by us. */
export const stagedMetadataSchema = uploadMetadataSchema.extend({ user_id: z.string().min(1) });
export type StagedMetadata = z.output<typeof stagedMetadataSchema>;

const KEY = /^[^\s,]+$/;

/** The Upload-Metadata of one target, or a 400 naming the fields that are wrong. */
export function parseUploadMetadata<S extends z.ZodType>(
  schema: S,
  raw: Record<string, string>,
): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
  throw invalidRequest(`Invalid Upload-Metadata: ${fields}`);
}

/**
 * tus Upload-Metadata: "key base64value,key2,…" (a key alone means an empty value). null when
 * malformed: a key twice, a bad key, a value that is not base64.
 */
export function parseUploadMetadataHeader(
  header: string | undefined,
): Record<string, string> | null {
  const values: Record<string, string> = {};
  if (header === undefined || header.trim() === '') return values;
  for (const pair of header.split(',')) {
    const [key, encoded, ...rest] = pair.trim().split(' ');
    if (!key || !KEY.test(key) || rest.length > 0 || Object.hasOwn(values, key)) return null;
    if (encoded !== undefined && !/^[A-Za-z0-9+/]*={0,2}$/.test(encoded)) return null;
    values[key] = encoded === undefined ? '' : Buffer.from(encoded, 'base64').toString('utf8');
  }
  return values;
}

/** As many tags as a photo edit may set (photoPatchSchema). */
const MAX_TAGS = 100;

/** The comma-joined tag names of the metadata, trimmed, without repeats; null when invalid. */
export function tagNamesOf(metadata: Pick<UploadMetadata, 'tags'>): string[] | null {
  const names = [
    ...new Set(
      (metadata.tags ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ];
  const valid = names.every((name) => tagNameSchema.safeParse(name).success);
  return valid && names.length <= MAX_TAGS ? names : null;
}

/** Drops absent fields: tus metadata values are strings, never undefined. */
export function toTusMetadata(metadata: StagedMetadata): Record<string, string> {
  return Object.fromEntries(
    Object.entries(metadata).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
