import type { Language } from '@/lib/i18n/languages';

const localeTags = { fr: 'fr-FR', en: 'en-GB' } as const satisfies Record<Language, string>;
const shortDates = new Map<Language, Intl.DateTimeFormat>();

// Long lists format a date per row on every scroll: one formatter per language.
function shortDate(language: Language): Intl.DateTimeFormat {
  let made = shortDates.get(language);
  if (!made) {
    made = new Intl.DateTimeFormat(localeTags[language], {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    shortDates.set(language, made);
  }
  return made;
}

/** "22/11/2026": when an item went to the trash; empty when unknown. */
export function formatDeletionDate(iso: string | null, language: Language): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : shortDate(language).format(date);
}

/** A birth date "1985-03-12" as "12/03/1985", never shifted by the time zone. */
export function formatBirthDate(value: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  return shortDate(language).format(new Date(Number(year), Number(month) - 1, Number(day)));
}

/** "Prénom Nom", as the product shows a patient everywhere. */
export function patientName(patient: { prenom: string; nom: string }): string {
  return [patient.prenom, patient.nom]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
