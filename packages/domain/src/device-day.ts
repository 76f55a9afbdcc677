import { z } from 'zod';
import { isIsoCalendarDate } from './calendar-date';

/**
 * The day on the practitioner's device, "2026-11-29", sent with a download so that its file is
 * named after their day, which the server, in another zone, cannot know. Without it the server
 * names the file after Paris's day.
 */
export const deviceDaySchema = z
  .string()
  .refine(isIsoCalendarDate, { error: 'validation.invalid_date' })
  .optional();
