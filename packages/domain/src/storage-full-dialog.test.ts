import { describe, expect, it } from 'vitest';
import {
  STORAGE_FULL_TITLES,
  STORAGE_FULL_UPGRADE_LABELS,
  isCriticalOverage,
  storageFullTitleKey,
  storageFullUpgradeLabelKey,
} from './storage-full-dialog';

describe('storageFullUpgradeLabelKey', () => {
  it('offers the recommended plan, else the plan list', () => {
    expect(STORAGE_FULL_UPGRADE_LABELS[storageFullUpgradeLabelKey('pro')].fr).toBe(
      'Passer au plan Pro (1 To)',
    );
    expect(STORAGE_FULL_UPGRADE_LABELS[storageFullUpgradeLabelKey('essentiel')].fr).toBe(
      'Passer au plan Essentiel (200 Go)',
    );
    expect(STORAGE_FULL_UPGRADE_LABELS[storageFullUpgradeLabelKey(null)].fr).toBe(
      'Voir les plans disponibles',
    );
    expect(storageFullUpgradeLabelKey('decouverte')).toBe('see_plans');
    expect(storageFullUpgradeLabelKey(undefined)).toBe('see_plans');
  });
});

describe('storage-full title', () => {
  it('turns critical only above 100%', () => {
    expect(isCriticalOverage(100)).toBe(false);
    expect(isCriticalOverage(100.01)).toBe(true);
    expect(STORAGE_FULL_TITLES[storageFullTitleKey(100)].fr).toBe('Espace de stockage insuffisant');
    expect(STORAGE_FULL_TITLES[storageFullTitleKey(101)].fr).toBe(
      '🚨 DÉPASSEMENT CRITIQUE DE STOCKAGE',
    );
  });
});
