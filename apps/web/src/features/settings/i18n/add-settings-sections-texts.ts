import { addFeatureTexts } from '@/lib/i18n/feature-texts';
import { settingsSectionsEn } from './en';
import { settingsSectionsFr } from './fr';

/** Texts of the tag, organization and communication settings (keys `settingsSections:…`). */
export function addSettingsSectionsTexts(): void {
  addFeatureTexts('settingsSections', { fr: settingsSectionsFr, en: settingsSectionsEn });
}
