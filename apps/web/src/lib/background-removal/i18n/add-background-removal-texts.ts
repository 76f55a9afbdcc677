import { addFeatureTexts } from '@/lib/i18n/feature-texts';
import { backgroundRemovalEn } from './en';
import { backgroundRemovalFr } from './fr';

/** Background removal's texts, namespace `backgroundRemoval` (keys `backgroundRemoval:…`). */
export function addBackgroundRemovalTexts(): void {
  addFeatureTexts('backgroundRemoval', { fr: backgroundRemovalFr, en: backgroundRemovalEn });
}
