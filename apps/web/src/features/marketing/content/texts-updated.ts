/** The day the legal, privacy, terms and cookie texts were last changed: bump it with them. */
export const LEGAL_TEXTS_UPDATED_ON = '2026-11-24';
