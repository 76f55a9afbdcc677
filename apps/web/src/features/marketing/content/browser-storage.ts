/**
 * Everything PhotoDossier keeps in the visitor's browser, as /cookies lists it. Names are the
 * real ones (`{…}` stands for an id); the E2E compares this list with what a session really
 * leaves in the browser, so a new cookie or key cannot go unlisted.
 */
export type BrowserStorageKind = 'cookie' | 'local' | 'session' | 'indexeddb' | 'cache';

export type BrowserStorageEntry = {
  /** Key of its purpose and duration in the marketing texts (cookies.entries). */
  id: string;
  name: string;
  kind: BrowserStorageKind;
};

export const browserStorageEntries: readonly BrowserStorageEntry[] = [
  // Set by the server (better-auth), HttpOnly; named with a __Secure- prefix over https.
  { id: 'sessionToken', name: 'better-auth.session_token', kind: 'cookie' },
  { id: 'multiSession', name: 'better-auth.session_token_multi-{…}', kind: 'cookie' },
  { id: 'twoFactor', name: 'better-auth.two_factor', kind: 'cookie' },
  { id: 'passkeyChallenge', name: 'better-auth-passkey', kind: 'cookie' },
  { id: 'oauthState', name: 'better-auth.state', kind: 'cookie' },
  // Written by the web app.
  { id: 'language', name: 'i18nextLng', kind: 'local' },
  { id: 'theme', name: 'photodossier-theme', kind: 'local' },
  { id: 'sidebar', name: 'photodossier-sidebar-collapsed', kind: 'local' },
  { id: 'installBanner', name: 'photodossier-install-banner-dismissed', kind: 'local' },
  { id: 'machineId', name: 'photodossier-machine-id', kind: 'local' },
  { id: 'cameraDevice', name: 'photodossier-camera-device-id', kind: 'local' },
  { id: 'recentProfiles', name: 'photodossier-recent-profiles', kind: 'local' },
  { id: 'settingsCopy', name: 'photodossier-settings-{…}', kind: 'local' },
  { id: 'settingsPending', name: 'photodossier-settings-pending-{…}', kind: 'local' },
  { id: 'pinnedPatients', name: 'photodossier-pinned-patients:{…}', kind: 'local' },
  { id: 'pinLock', name: 'pinLock_{…}', kind: 'local' },
  { id: 'lastEmail', name: 'lastEmail', kind: 'session' },
  { id: 'pendingSignOut', name: 'pendingSignOut', kind: 'session' },
  { id: 'mfaBanner', name: 'photodossier-mfa-banner-dismissed:{…}', kind: 'session' },
  { id: 'pendingPhotos', name: 'pendingPhotosMetadataForNewPatient', kind: 'session' },
  { id: 'scrollPositions', name: 'react-router-scroll-positions', kind: 'session' },
  { id: 'tempPhotos', name: 'photodossier-temp-photos', kind: 'indexeddb' },
  { id: 'faceModels', name: 'tensorflowjs', kind: 'indexeddb' },
  { id: 'cacheExpiry', name: 'workbox-expiration', kind: 'indexeddb' },
  { id: 'appFiles', name: 'workbox-precache-{…}', kind: 'cache' },
  { id: 'faceFiles', name: 'face-recognition', kind: 'cache' },
];
