import { z } from 'zod';
import { recordIdSchema, singleLineText } from './text-input';

/**
 * The drive (spec 01 §1, §2, §3 drive item, §5; decision 0040): folders and files of the
 * practice that are not clinical photos. Folders nest without limit; files are any document a
 * practice keeps, checked by content, executables and scripts refused.
 */
export const DRIVE_ITEM_TYPES = ['folder', 'file'] as const;
export type DriveItemType = (typeof DRIVE_ITEM_TYPES)[number];

/** A drive file may weigh this much: scanned binders and videos of a protocol, not archives. */
export const DRIVE_FILE_MAX_MB = 500;
export const DRIVE_FILE_MAX_BYTES = DRIVE_FILE_MAX_MB * 1024 * 1024;
export const DRIVE_NAME_MAX = 255;
export const DRIVE_PAGE_MAX = 500;
export const DRIVE_PAGE_DEFAULT = 100;

/** What a drive item is called: one line, no slash (it would read as a path), not "." or "..". */
export const driveNameSchema = singleLineText()
  .trim()
  .min(1)
  .max(DRIVE_NAME_MAX)
  .refine((name) => !name.includes('/') && !name.includes('\\'), { message: 'slash' })
  .refine((name) => name !== '.' && name !== '..', { message: 'dot name' });

/** The key names sort by: case folded, so "abc" and "Abc" sit together. */
export function driveNameKey(name: string): string {
  return name.toLocaleLowerCase('fr');
}

export const driveItemRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(DRIVE_ITEM_TYPES),
  /** null at the root. */
  parent_id: z.string().nullable(),
  /** Bytes; 0 for folders. */
  size: z.number().int().nonnegative(),
  mime_type: z.string().nullable(),
  file_extension: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DriveItemRecord = z.output<typeof driveItemRecordSchema>;

export const DRIVE_SORTS = ['name', 'date', 'size'] as const;
export type DriveSort = (typeof DRIVE_SORTS)[number];
export const DRIVE_SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type DriveSortDirection = (typeof DRIVE_SORT_DIRECTIONS)[number];

/**
 * GET /api/v1/drive/items: a folder's children (the root without parent_id), folders before
 * files, or with `q` the items of the whole drive whose name holds it. Offset pages.
 */
export const driveListQuerySchema = z.object({
  parent_id: recordIdSchema.optional(),
  q: singleLineText().trim().max(200).optional(),
  sort: z.enum(DRIVE_SORTS).default('name'),
  dir: z.enum(DRIVE_SORT_DIRECTIONS).default('asc'),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(DRIVE_PAGE_MAX).default(DRIVE_PAGE_DEFAULT),
});
export type DriveListQuery = z.output<typeof driveListQuerySchema>;

export const driveCrumbSchema = z.object({ id: z.string(), name: z.string() });
export type DriveCrumb = z.output<typeof driveCrumbSchema>;

export const driveListSchema = z.object({
  items: z.array(driveItemRecordSchema),
  /** Children of the folder (or matches of the search) in all pages. */
  total: z.number().int().nonnegative(),
  /** The offset of the next page; null on the last one. */
  nextOffset: z.number().int().nullable(),
  /** From the root's first folder down to the folder listed; empty at the root and for a search. */
  breadcrumbs: z.array(driveCrumbSchema),
});
export type DriveList = z.output<typeof driveListSchema>;

export const createDriveFolderBodySchema = z.object({
  name: driveNameSchema,
  parent_id: recordIdSchema.nullable(),
});
export type CreateDriveFolderBody = z.output<typeof createDriveFolderBodySchema>;

export const renameDriveItemBodySchema = z.object({ name: driveNameSchema });
export const moveDriveItemBodySchema = z.object({ parent_id: recordIdSchema.nullable() });

/** DELETE /api/v1/drive/items/{id}: what went, for the confirmation's aftermath. */
export const driveDeleteResultSchema = z.object({
  folders: z.number().int().nonnegative(),
  files: z.number().int().nonnegative(),
  freed_bytes: z.number().nonnegative(),
});
export type DriveDeleteResult = z.output<typeof driveDeleteResultSchema>;

/** GET /api/v1/drive/items/{id}/summary: what a deletion would take, named in its confirmation. */
export const driveTreeSummarySchema = z.object({
  folders: z.number().int().nonnegative(),
  files: z.number().int().nonnegative(),
  bytes: z.number().nonnegative(),
});
export type DriveTreeSummary = z.output<typeof driveTreeSummarySchema>;

/** tus Upload-Metadata `target` of a drive upload, beside filename, filetype and parent. */
export const DRIVE_UPLOAD_TARGET = 'drive';
export const driveUploadMetadataSchema = z.object({
  target: z.literal(DRIVE_UPLOAD_TARGET),
  filename: driveNameSchema,
  filetype: singleLineText().max(255),
  /** '' for the root. */
  drive_parent_id: z.union([z.literal(''), recordIdSchema]).default(''),
});
export type DriveUploadMetadata = z.output<typeof driveUploadMetadataSchema>;

/**
 * Names that run code when opened: refused whatever their bytes say, since a script has no
 * magic bytes to read (decision 0040).
 */
export const DRIVE_REFUSED_EXTENSIONS: readonly string[] = [
  'exe',
  'msi',
  'dll',
  'com',
  'scr',
  'bat',
  'cmd',
  'ps1',
  'psm1',
  'vbs',
  'vbe',
  'js',
  'jse',
  'wsf',
  'wsh',
  'hta',
  'cpl',
  'msc',
  'jar',
  'sh',
  'bash',
  'zsh',
  'csh',
  'ksh',
  'command',
  'app',
  'apk',
  'dmg',
  'pkg',
  'deb',
  'rpm',
  'bin',
  'run',
  'elf',
  'so',
  'dylib',
  'py',
  'pl',
  'rb',
  'php',
  'lnk',
  'reg',
  'msp',
  'gadget',
  'appimage',
];

/** The lower-case extension of a name ('' when it has none). */
export function driveExtensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

export function isRefusedDriveName(name: string): boolean {
  return DRIVE_REFUSED_EXTENSIONS.includes(driveExtensionOf(name));
}

/**
 * GET /api/v1/drive/files: every file of the user's drive, whatever its folder, for the storage
 * manager's Drive tab (spec 01 §2). size: largest first; date: last changed first; name: A→Z.
 * Only files above 0 bytes, as the spec lists them. Offset pages, ties by id.
 */
export const driveFilesQuerySchema = z.object({
  sort: z.enum(DRIVE_SORTS).default('size'),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(DRIVE_PAGE_MAX).default(DRIVE_PAGE_DEFAULT),
});
export type DriveFilesQuery = z.output<typeof driveFilesQuerySchema>;

export const driveFileEntrySchema = driveItemRecordSchema.extend({
  /** The folder holding the file; null at the drive's root. */
  folder_name: z.string().nullable(),
});
export type DriveFileEntry = z.output<typeof driveFileEntrySchema>;

export const driveFilesSchema = z.object({
  items: z.array(driveFileEntrySchema),
  /** Files listed in all pages and their bytes, for the manager's footer. */
  total: z.number().int().nonnegative(),
  totalSize: z.number().nonnegative(),
  nextOffset: z.number().int().nullable(),
});
export type DriveFiles = z.output<typeof driveFilesSchema>;
