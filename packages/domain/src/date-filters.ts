import { MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE } from './time-units';
import {
  CUSTOM_HOURS,
  LATEST_GROUP_MINUTES,
  THIS_WEEK_DAYS,
  type DateFilter,
} from './date-filter-limits';
import { GROUP_BY_INTERVAL_WINDOW_MS } from './import-timings';

export interface DateFilterContext {
  readonly now: Date | number;
  readonly customHours?: number | string | null;
  readonly latestGroupMinutes?: number | string | null;
  /** Newest file time, anchor of latestGroup; "now" when unknown. */
  readonly newestTimestamp?: number | null;
  /** Last import time for newSinceLastImport; without one every file counts as new. */
  readonly lastImportAt?: number | null;
}

/** Inclusive bounds in epoch ms; null means unbounded on that side. */
export interface DateRange {
  readonly dateFrom: number | null;
  readonly dateTo: number | null;
}

function clampInteger(
  value: number | string | null | undefined,
  limits: { readonly default: number; readonly min: number; readonly max: number },
): number {
  const number = typeof value === 'string' && value.trim() === '' ? Number.NaN : Number(value);
  if (value == null || !Number.isFinite(number)) return limits.default;
  return Math.min(limits.max, Math.max(limits.min, Math.floor(number)));
}

/** Whole hours from 1 to 168, 6 when unset. */
export function normalizeCustomHours(value: number | string | null | undefined): number {
  return clampInteger(value, CUSTOM_HOURS);
}

/** Whole minutes from 1 to 60, 10 when unset. */
export function normalizeLatestGroupMinutes(value: number | string | null | undefined): number {
  return clampInteger(value, LATEST_GROUP_MINUTES);
}

function toMs(value: Date | number): number {
  return value instanceof Date ? value.getTime() : value;
}

// Calendar days follow the local clock of the device, where the practitioner took the photos.
function startOfLocalDay(ms: number, dayOffset = 0): number {
  const date = new Date(ms);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + dayOffset).getTime();
}

/**
 * The dateFrom/dateTo window of a filter. "Since" filters (last24h, customHours, thisWeek,
 * newSinceLastImport) have no upper bound, so a camera whose clock runs ahead is not lost.
 */
export function dateFilterRange(filter: DateFilter, context: DateFilterContext): DateRange {
  const now = toMs(context.now);
  switch (filter) {
    case 'all':
      return { dateFrom: null, dateTo: null };
    case 'last24h':
      return { dateFrom: now - 24 * MS_PER_HOUR, dateTo: null };
    case 'customHours':
      return {
        dateFrom: now - normalizeCustomHours(context.customHours) * MS_PER_HOUR,
        dateTo: null,
      };
    case 'latestGroup': {
      const anchor = context.newestTimestamp ?? now;
      const half = normalizeLatestGroupMinutes(context.latestGroupMinutes) * MS_PER_MINUTE;
      return { dateFrom: anchor - half, dateTo: anchor + half };
    }
    case 'newSinceLastImport':
      return {
        dateFrom: context.lastImportAt == null ? null : context.lastImportAt + 1,
        dateTo: null,
      };
    case 'today':
      return { dateFrom: startOfLocalDay(now), dateTo: startOfLocalDay(now, 1) - 1 };
    case 'yesterday':
      return { dateFrom: startOfLocalDay(now, -1), dateTo: startOfLocalDay(now) - 1 };
    case 'thisWeek':
      return { dateFrom: now - THIS_WEEK_DAYS * MS_PER_DAY, dateTo: null };
  }
}

export function isWithinRange(timestamp: number, range: DateRange): boolean {
  if (range.dateFrom === null && range.dateTo === null) return true;
  if (!Number.isFinite(timestamp)) return false;
  if (range.dateFrom !== null && timestamp < range.dateFrom) return false;
  if (range.dateTo !== null && timestamp > range.dateTo) return false;
  return true;
}

export function createDateFilter(
  filter: DateFilter,
  context: DateFilterContext,
): (timestamp: number) => boolean {
  const range = dateFilterRange(filter, context);
  return (timestamp) => isWithinRange(timestamp, range);
}

function newestOf(timestamps: readonly number[]): number | null {
  const valid = timestamps.filter(Number.isFinite);
  return valid.length === 0 ? null : Math.max(...valid);
}

/** Applies a filter to files, taking latestGroup's anchor from the newest file. */
export function filterByDate<T>(
  items: readonly T[],
  timeOf: (item: T) => number,
  filter: DateFilter,
  context: Omit<DateFilterContext, 'newestTimestamp'>,
): T[] {
  const newestTimestamp = filter === 'latestGroup' ? newestOf(items.map(timeOf)) : null;
  const matches = createDateFilter(filter, { ...context, newestTimestamp });
  return items.filter((item) => matches(timeOf(item)));
}

/** Group-by-interval: only files at most 10 minutes older than the newest file are kept. */
export function keepNewestInterval<T>(
  items: readonly T[],
  timeOf: (item: T) => number,
  windowMs: number = GROUP_BY_INTERVAL_WINDOW_MS,
): T[] {
  const newest = newestOf(items.map(timeOf));
  if (newest === null) return [];
  return items.filter((item) => {
    const time = timeOf(item);
    return Number.isFinite(time) && newest - time <= windowMs;
  });
}
