import type { Language } from './app-preferences';
import type {
  ChartView,
  INJECTION_DEPTHS,
  INJECTION_TECHNIQUES,
  InjectionZone,
  ProductKind,
} from './injections';

// Names of the injection chart's zones, depths and techniques: the web's catalogues and the
// chart PDF (written in French) read the same texts.

// A type, not an interface: the i18n catalogues' index-signature trees accept it.
type InjectionLabels = {
  readonly zones: Readonly<Record<InjectionZone, string>>;
  readonly depths: Readonly<Record<(typeof INJECTION_DEPTHS)[number], string>>;
  readonly techniques: Readonly<Record<(typeof INJECTION_TECHNIQUES)[number], string>>;
  readonly kinds: Readonly<Record<ProductKind, string>>;
  readonly views: Readonly<Record<ChartView, string>>;
};

export const injectionLabels: Readonly<Record<Language, InjectionLabels>> = {
  fr: {
    zones: {
      frontal: 'Front',
      glabella: 'Glabelle',
      crows_feet: 'Pattes d’oie',
      temples: 'Tempes',
      brow_lift: 'Queue du sourcil',
      tear_troughs: 'Cernes',
      cheeks: 'Pommettes',
      nose: 'Nez',
      nasolabial_folds: 'Sillons nasogéniens',
      upper_lip: 'Lèvre supérieure (code-barres)',
      lips: 'Lèvres',
      marionette_lines: 'Plis d’amertume',
      chin: 'Menton',
      jawline: 'Ovale du visage',
      masseter: 'Masséters',
      neck: 'Cou (platysma)',
      other: 'Autre',
    },
    depths: {
      intradermal: 'Intradermique',
      superficial_dermis: 'Derme superficiel',
      deep_dermis: 'Derme profond',
      subcutaneous: 'Sous-cutané',
      intramuscular: 'Intramusculaire',
      supraperiosteal: 'Sus-périosté',
    },
    techniques: {
      bolus: 'Bolus',
      microdroplets: 'Micro-gouttes',
      linear_threading: 'Rétro-traçante linéaire',
      retrograde: 'Rétrograde',
      fanning: 'En éventail',
      cross_hatching: 'En quadrillage',
      cannula: 'Canule',
    },
    kinds: { toxin: 'Toxine botulique', filler: 'Acide hyaluronique', other: 'Autre' },
    views: { front: 'Face', left: 'Profil gauche', right: 'Profil droit', photo: 'Photo' },
  },
  en: {
    zones: {
      frontal: 'Forehead',
      glabella: 'Glabella',
      crows_feet: 'Crow’s feet',
      temples: 'Temples',
      brow_lift: 'Brow tail',
      tear_troughs: 'Tear troughs',
      cheeks: 'Cheeks',
      nose: 'Nose',
      nasolabial_folds: 'Nasolabial folds',
      upper_lip: 'Upper lip lines',
      lips: 'Lips',
      marionette_lines: 'Marionette lines',
      chin: 'Chin',
      jawline: 'Jawline',
      masseter: 'Masseters',
      neck: 'Neck (platysma)',
      other: 'Other',
    },
    depths: {
      intradermal: 'Intradermal',
      superficial_dermis: 'Superficial dermis',
      deep_dermis: 'Deep dermis',
      subcutaneous: 'Subcutaneous',
      intramuscular: 'Intramuscular',
      supraperiosteal: 'Supraperiosteal',
    },
    techniques: {
      bolus: 'Bolus',
      microdroplets: 'Microdroplets',
      linear_threading: 'Linear threading',
      retrograde: 'Retrograde',
      fanning: 'Fanning',
      cross_hatching: 'Cross-hatching',
      cannula: 'Cannula',
    },
    kinds: { toxin: 'Botulinum toxin', filler: 'Hyaluronic acid', other: 'Other' },
    views: { front: 'Front', left: 'Left profile', right: 'Right profile', photo: 'Photo' },
  },
};
