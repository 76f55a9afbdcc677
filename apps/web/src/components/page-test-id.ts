import type { fr } from '@/lib/i18n/fr';

/** A page of the app, by its key under `pages` in the texts (its title). */
export type PageId = keyof typeof fr.pages;

/** 'patientsList' -> 'page-patients-list': the page's stable data-testid. */
export function pageTestId(page: PageId): string {
  return `page-${page.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}
