import { describe, expect, it } from 'vitest';
import {
  applyUserSettingsPatch,
  defaultUserSettings,
  storedUserSettingsSchema,
  userSettingsPatchSchema,
  userSettingsSchema,
} from './user-settings';

const HASH = '03ac674216f3e15c761ee1a5e255f067953623c8b388b4459e13f978d7c846f4';

describe('defaultUserSettings', () => {
  it('holds the spec defaults', () => {
    expect(defaultUserSettings).toMatchObject({
      specialite: 'Médecine esthétique',
      language: 'fr',
      dateFormat: 'DD/MM/YYYY',
      storageTotal: 5,
      pinLockDuration: 60,
      pinLockHash: null,
      patientLabelScannerBehavior: 'confirm',
      isAdmin: false,
      emailTransfer: { enabled: false, senderName: 'PhotoDossier', triggerMode: 'automatic' },
      cameraSettings: {
        flashMode: 'off',
        selectedTemplate: 'face',
        overlayOpacity: 0.4,
        faceRecognitionEnabled: true,
      },
      mediaPipeBackgroundSettings: {
        backgroundFormat: 'transparent',
        backgroundColor: '#ffffff',
        blurAmount: 200,
      },
      machineSettings: {},
      sdCardSettings: {},
    });
  });

  it('is itself a valid settings document', () => {
    expect(userSettingsSchema.parse(defaultUserSettings)).toEqual(defaultUserSettings);
  });
});

describe('storedUserSettingsSchema', () => {
  it('turns an empty or missing document into the defaults', () => {
    expect(storedUserSettingsSchema.parse({})).toEqual(defaultUserSettings);
    expect(storedUserSettingsSchema.parse(undefined)).toEqual(defaultUserSettings);
  });

  it('fills nested and per-machine defaults around stored values', () => {
    const parsed = storedUserSettingsSchema.parse({
      prenom: 'Claire',
      cameraSettings: { flashMode: 'auto' },
      machineSettings: { m1: { cameraFolderPath: 'EOS', autoWatchEnabled: true } },
      sdCardSettings: { m1: {} },
    });
    expect(parsed.prenom).toBe('Claire');
    expect(parsed.cameraSettings).toEqual({
      ...defaultUserSettings.cameraSettings,
      flashMode: 'auto',
    });
    expect(parsed.machineSettings['m1']).toEqual({
      cameraFolderPath: 'EOS',
      autoWatchEnabled: true,
      searchSubdirectories: true,
      autoOpenImportDialog: true,
      autoPreviewNewPhotos: false,
      deleteAfterImport: false,
      lastModified: null,
    });
    expect(parsed.sdCardSettings['m1']).toMatchObject({
      isSDCardWatchEnabled: false,
      autoImportEnabled: false,
      dateFilter: 'today',
    });
  });

  it('reads explicit nulls of older documents as defaults and drops the e-mail', () => {
    const parsed = storedUserSettingsSchema.parse({
      specialite: null,
      emailTransfer: null,
      email: 'x@y.fr',
    });
    expect(parsed.specialite).toBe('Médecine esthétique');
    expect(parsed.emailTransfer).toEqual(defaultUserSettings.emailTransfer);
    expect(parsed).not.toHaveProperty('email');
  });

  it('still refuses wrong types instead of replacing them', () => {
    expect(storedUserSettingsSchema.safeParse({ language: 'de' }).success).toBe(false);
    expect(storedUserSettingsSchema.safeParse({ cameraSettings: 'x' }).success).toBe(false);
    expect(storedUserSettingsSchema.safeParse({ pinLockHash: '1234' }).success).toBe(false);
  });
});

describe('userSettingsPatchSchema', () => {
  it('accepts partial nested changes', () => {
    const patch = userSettingsPatchSchema.parse({
      emailTransfer: { enabled: true, recipientEmail: 'assistant@cabinet.fr' },
      machineSettings: { 'abc-123': { autoWatchEnabled: true } },
      pinLockHash: HASH,
    });
    expect(patch.emailTransfer).toEqual({ enabled: true, recipientEmail: 'assistant@cabinet.fr' });
  });

  it('refuses account-controlled fields and the e-mail', () => {
    expect(userSettingsPatchSchema.safeParse({ isAdmin: true }).success).toBe(false);
    expect(userSettingsPatchSchema.safeParse({ storageTotal: 1000 }).success).toBe(false);
    expect(userSettingsPatchSchema.safeParse({ email: 'a@b.fr' }).success).toBe(false);
  });

  it('validates values', () => {
    expect(userSettingsPatchSchema.safeParse({ pinLockDuration: 0 }).success).toBe(false);
    expect(
      userSettingsPatchSchema.safeParse({ cameraSettings: { overlayOpacity: 1.5 } }).success,
    ).toBe(false);
    expect(
      userSettingsPatchSchema.safeParse({ emailTransfer: { recipientEmail: 'nope' } }).success,
    ).toBe(false);
    expect(
      userSettingsPatchSchema.safeParse({ emailTransfer: { recipientEmail: '' } }).success,
    ).toBe(true);
    expect(userSettingsPatchSchema.safeParse({ machineSettings: { 'bad id!': {} } }).success).toBe(
      false,
    );
  });
});

describe('applyUserSettingsPatch', () => {
  const now = '2025-06-15T10:00:00.000Z';

  it('merges nested objects and stamps lastUpdated', () => {
    const result = applyUserSettingsPatch(
      defaultUserSettings,
      { language: 'en', cameraSettings: { isGridMode: true } },
      now,
    );
    expect(result.language).toBe('en');
    expect(result.cameraSettings).toEqual({
      ...defaultUserSettings.cameraSettings,
      isGridMode: true,
    });
    expect(result.lastUpdated).toBe(now);
    expect(userSettingsSchema.safeParse(result).success).toBe(true);
  });

  it('creates machine entries from defaults and keeps other machines', () => {
    const current = applyUserSettingsPatch(
      defaultUserSettings,
      { machineSettings: { a: { cameraFolderPath: 'A' } } },
      now,
    );
    const next = applyUserSettingsPatch(
      current,
      { machineSettings: { b: { autoWatchEnabled: true }, a: { deleteAfterImport: true } } },
      now,
    );
    expect(next.machineSettings['a']).toMatchObject({
      cameraFolderPath: 'A',
      deleteAfterImport: true,
      searchSubdirectories: true,
    });
    expect(next.machineSettings['b']).toMatchObject({
      autoWatchEnabled: true,
      cameraFolderPath: '',
    });
  });

  it('treats undefined as unchanged and null PIN hash as removal', () => {
    const withPin = applyUserSettingsPatch(defaultUserSettings, { pinLockHash: HASH }, now);
    expect(applyUserSettingsPatch(withPin, { pinLockHash: undefined }, now).pinLockHash).toBe(HASH);
    expect(applyUserSettingsPatch(withPin, { pinLockHash: null }, now).pinLockHash).toBeNull();
  });
});
