import { addFeatureTexts } from '@/lib/i18n/feature-texts';
import { autoImportEn } from './en';
import { autoImportFr } from './fr';

/** The automatic import's texts, namespace `autoImport` (keys `autoImport:…`). */
export function addAutoImportTexts(): void {
  addFeatureTexts('autoImport', { fr: autoImportFr, en: autoImportEn });
}
