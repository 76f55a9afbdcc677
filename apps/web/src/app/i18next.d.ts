import type { ErrorCode } from '@photodossier/domain/errors';
import type { NoticeCode } from '@photodossier/domain/notices';
import type { cameraCaptureFr, cameraTutorialFr } from '@/features/camera/i18n/fr';
import type { consentsFr } from '@/features/consents/i18n/fr';
import type { autoImportFr } from '@/features/imports/camera-folder/i18n/fr';
import type { injectionsFr } from '@/features/injections/i18n/fr';
import type { backgroundRemovalFr } from '@/lib/background-removal/i18n/fr';
import type { exifDebugFr } from '@/features/media/i18n/exif-debug-fr';
import type { MarketingTexts } from '@/features/marketing/i18n/marketing-texts';
import type { settingsSectionsFr } from '@/features/settings/i18n/fr';
import type { fr } from '@/lib/i18n/fr';

/*
 * Typed keys (decision 0036): t('patients.form.titl') or t('errors:no.such_code') fails the
 * typecheck. French is the shape; the domain catalogues are keyed 'area.reason' and nested by
 * buildCatalogueResources, so their types are nested the same way here.
 */

type Head<K extends string> = K extends `${infer H}.${string}` ? H : K;
type Rest<K extends string, H extends string> = K extends `${H}.${infer R}` ? R : never;
type Nested<K extends string> = {
  [H in Head<K>]: [Rest<K, H>] extends [never] ? string : Nested<Rest<K, H>>;
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: [
      'common',
      'errors',
      'notices',
      'injections',
      'exifDebug',
      'backgroundRemoval',
      'consents',
      'autoImport',
      'settingsSections',
      'cameraCapture',
      'cameraTutorial',
    ];
    resources: {
      common: typeof fr;
      errors: Nested<ErrorCode>;
      notices: Nested<NoticeCode>;
      marketing: MarketingTexts;
      injections: typeof injectionsFr;
      exifDebug: typeof exifDebugFr;
      backgroundRemoval: typeof backgroundRemovalFr;
      consents: typeof consentsFr;
      autoImport: typeof autoImportFr;
      settingsSections: typeof settingsSectionsFr;
      cameraCapture: typeof cameraCaptureFr;
      cameraTutorial: typeof cameraTutorialFr;
    };
  }
}
