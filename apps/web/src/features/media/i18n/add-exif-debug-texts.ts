import { addFeatureTexts } from '@/lib/i18n/feature-texts';
import { exifDebugEn } from './exif-debug-en';
import { exifDebugFr } from './exif-debug-fr';

/** The EXIF report's texts, namespace `exifDebug` (keys `exifDebug:…`). */
export function addExifDebugTexts(): void {
  addFeatureTexts('exifDebug', { fr: exifDebugFr, en: exifDebugEn });
}
