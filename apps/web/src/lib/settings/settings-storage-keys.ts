// Spec 01 §7: settings "fall back to local storage on failure". Two keys per user: the last
// settings this browser knew, and the changes the server has not accepted yet, so nothing
// typed offline is lost and it is sent again once the server answers. Apart from
// settings-local-copy.ts, which reads them with the settings' schemas, so that the first screen
// can tell whether a change waits without loading zod (decision 0071).
export const settingsCopyKey = (userId: string) => `photodossier-settings-${userId}`;
export const pendingSettingsKey = (userId: string) => `photodossier-settings-pending-${userId}`;

/** Whether changes typed on this browser still wait for the server. */
export function hasPendingSettings(userId: string): boolean {
  try {
    return localStorage.getItem(pendingSettingsKey(userId)) !== null;
  } catch {
    return false;
  }
}
