import { endianness } from 'node:os';
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { SqlDialect } from '../../config/types';

// The one place where SQLite and PostgreSQL differences are absorbed. Repositories and
// migrations use these helpers instead of dialect-specific SQL or types.

/** UUIDv7: text ids that sort by creation time (monotonic within one process). */
export function newId(): string {
  return uuidv7();
}

export function nowMs(): number {
  return Date.now();
}

/** Unique violations as better-sqlite3 and pg report them. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error as { code: unknown };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

const DAY_MS = 86_400_000;
/** 10000-01-01T00:00:00.000Z: from there toISOString writes six-digit years. */
const FIVE_DIGIT_YEARS_MS = 253_402_300_800_000;

/**
 * Times are stored as epoch milliseconds and shown to API clients as ISO 8601 strings, exactly
 * as `Date.prototype.toISOString` writes them. A page of 100 photos writes 300 of them, and
 * building a Date for each cost about 0.25 ms of the page (issue 24): the calendar date is
 * computed from the day number instead (days to civil date, proleptic Gregorian).
 */
export function toIso(epochMs: number): string {
  if (!Number.isInteger(epochMs) || epochMs < 0 || epochMs >= FIVE_DIGIT_YEARS_MS) {
    return new Date(epochMs).toISOString();
  }
  const days = Math.floor(epochMs / DAY_MS);
  const msOfDay = epochMs - days * DAY_MS;
  // Days are counted from 0000-03-01 in 400-year eras, so that leap days end each year.
  const fromMarch0000 = days + 719_468;
  const era = Math.floor(fromMarch0000 / 146_097);
  const dayOfEra = fromMarch0000 - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  const hours = Math.floor(msOfDay / 3_600_000);
  const minutes = Math.floor(msOfDay / 60_000) % 60;
  const seconds = Math.floor(msOfDay / 1000) % 60;
  const millis = msOfDay % 1000;
  return (
    `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(day)}` +
    `T${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(seconds)}` +
    `.${millis < 10 ? '00' : millis < 100 ? '0' : ''}${millis}Z`
  );
}

function twoDigits(value: number): string {
  return value < 10 ? `0${value}` : `${value}`;
}

export function fromIso(iso: string): number {
  const epochMs = Date.parse(iso);
  if (Number.isNaN(epochMs)) throw new RangeError(`Not an ISO date: ${iso}`);
  return epochMs;
}

export type DbBool = 0 | 1;

export function toDbBool(value: boolean): DbBool {
  return value ? 1 : 0;
}

export function fromDbBool(value: number | bigint | boolean): boolean {
  return Number(value) !== 0;
}

export function toJsonText(value: unknown): string {
  return JSON.stringify(value);
}

export function fromJsonText<T = unknown>(text: string): T {
  return JSON.parse(text) as T;
}

const LITTLE_ENDIAN_HOST = endianness() === 'LE';

/** Float32 vectors (face embeddings) are stored as little-endian bytes: blob / bytea. */
export function encodeVector(vector: Float32Array | readonly number[]): Buffer {
  const floats = vector instanceof Float32Array ? vector : Float32Array.from(vector);
  if (LITTLE_ENDIAN_HOST) {
    return Buffer.from(
      floats.buffer.slice(floats.byteOffset, floats.byteOffset + floats.byteLength),
    );
  }
  const bytes = Buffer.alloc(floats.length * 4);
  floats.forEach((value, index) => bytes.writeFloatLE(value, index * 4));
  return bytes;
}

export function decodeVector(bytes: Uint8Array): Float32Array {
  if (bytes.byteLength % 4 !== 0) {
    throw new RangeError(`A float32 vector needs a multiple of 4 bytes, got ${bytes.byteLength}`);
  }
  if (LITTLE_ENDIAN_HOST) {
    // Copy: the driver's buffer may be a slice of a pooled buffer with any alignment.
    return new Float32Array(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    );
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Float32Array.from({ length: bytes.byteLength / 4 }, (_, index) =>
    view.getFloat32(index * 4, true),
  );
}

/**
 * sum() comes back as a number on SQLite and as a numeric string on PostgreSQL; an empty sum
 * is null on both.
 */
export function toNumber(value: number | bigint | string | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const result = Number(value);
  if (!Number.isFinite(result)) throw new RangeError(`Not a number: ${String(value)}`);
  return result;
}

/**
 * A text expression as JSON text, for answers the database writes itself: the string quoted and
 * escaped as JSON.stringify does, null as `null`.
 */
export function jsonQuoted(
  dialect: SqlDialect,
  expression: Expression<string | null>,
): RawBuilder<string> {
  return dialect === 'sqlite'
    ? sql<string>`json_quote(${expression})`
    : sql<string>`coalesce(to_json(${expression})::text, 'null')`;
}

/**
 * A text expression as its UTF-8 bytes (a Buffer from both drivers): a large answer the
 * database writes is sent as it comes, never turned into a JavaScript string and back.
 */
export function utf8Bytes(
  dialect: SqlDialect,
  expression: Expression<string | null>,
): RawBuilder<Buffer | null> {
  return dialect === 'sqlite'
    ? sql<Buffer | null>`cast(${expression} as blob)`
    : sql<Buffer | null>`convert_to(${expression}, 'UTF8')`;
}

export type LikeMode = 'contains' | 'startsWith' | 'equals';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Case-insensitive match written `lower(x) like lower(?)` on both databases. Wildcards typed by
 * the user are matched literally. SQLite's own lower() only folds ASCII, so openSqlite replaces
 * it with a Unicode-aware one (É → é); PostgreSQL needs a UTF-8 LC_CTYPE, checked at start.
 */
export function likeInsensitive(
  column: string,
  text: string,
  mode: LikeMode = 'contains',
): RawBuilder<SqlBool> {
  return likeInsensitiveExpression(sql.ref(column), text, mode);
}

/** likeInsensitive over any text expression, e.g. two columns joined by a space. */
export function likeInsensitiveExpression(
  expression: Expression<unknown>,
  text: string,
  mode: LikeMode = 'contains',
): RawBuilder<SqlBool> {
  const escaped = escapeLike(text);
  const pattern =
    mode === 'contains' ? `%${escaped}%` : mode === 'startsWith' ? `${escaped}%` : escaped;
  return sql<SqlBool>`lower(${expression}) like lower(${pattern}) escape '\\'`;
}

/** Column types for migrations, so one migration writes the same schema on both dialects. */
export interface PortableColumnTypes {
  readonly id: 'text';
  readonly text: 'text';
  readonly integer: 'integer';
  /** Byte sizes and counters that may pass 2^31. */
  readonly bigInteger: 'integer' | 'bigint';
  readonly timestampMs: 'integer' | 'bigint';
  readonly boolean: 'integer';
  readonly json: 'text';
  readonly real: 'real' | 'double precision';
  readonly bytes: 'blob' | 'bytea';
}

export function portableColumnTypes(dialect: SqlDialect): PortableColumnTypes {
  const sqlite = dialect === 'sqlite';
  return {
    id: 'text',
    text: 'text',
    integer: 'integer',
    bigInteger: sqlite ? 'integer' : 'bigint',
    timestampMs: sqlite ? 'integer' : 'bigint',
    boolean: 'integer',
    json: 'text',
    real: sqlite ? 'real' : 'double precision',
    bytes: sqlite ? 'blob' : 'bytea',
  };
}
