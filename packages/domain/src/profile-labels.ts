import { MS_PER_DAY } from './time-units';

const RECENT_DAYS = 7;

function startOfLocalDay(ms: number): number {
  const date = new Date(ms);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

// Days between calendar dates, immune to 23- and 25-hour days around DST changes.
function calendarDaysBetween(earlierMs: number, laterMs: number): number {
  return Math.round((startOfLocalDay(laterMs) - startOfLocalDay(earlierMs)) / MS_PER_DAY);
}

/** When a profile was last used, as the switcher words it. */
export type ProfileLastActive =
  | { readonly kind: 'today' }
  | { readonly kind: 'yesterday' }
  | { readonly kind: 'daysAgo'; readonly days: number }
  | { readonly kind: 'date'; readonly at: number };

/**
 * Today, yesterday, N days ago under 7 days, else the date itself; null for no valid date.
 * Days are calendar days, so a profile used last night at 23:00 reads "yesterday" this morning.
 * A date in the future (clock skew) reads as today.
 */
export function profileLastActive(
  lastActive: Date | number,
  now: Date | number,
): ProfileLastActive | null {
  const lastMs = lastActive instanceof Date ? lastActive.getTime() : lastActive;
  const nowMs = now instanceof Date ? now.getTime() : now;
  if (!Number.isFinite(lastMs) || !Number.isFinite(nowMs)) return null;
  const days = calendarDaysBetween(lastMs, nowMs);
  if (days <= 0) return { kind: 'today' };
  if (days === 1) return { kind: 'yesterday' };
  if (days < RECENT_DAYS) return { kind: 'daysAgo', days };
  return { kind: 'date', at: lastMs };
}

/** Up to two capital letters: first and last word of the name, else the e-mail's first letter. */
export function profileInitials(
  displayName: string | null | undefined,
  email?: string | null,
): string {
  const words = (displayName ?? '')
    .split(/[\s\-_.]+/)
    .map((word) => word.match(/\p{L}/u)?.[0] ?? '')
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  const initials = letters.join('').toLocaleUpperCase('fr-FR');
  if (initials) return initials;
  return ((email ?? '').match(/\p{L}/u)?.[0] ?? '').toLocaleUpperCase('fr-FR');
}
