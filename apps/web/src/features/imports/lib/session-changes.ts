import type { ImportSession, ImportSessionChanges } from '@photodossier/domain/import-session';

/**
 * The session a tab holds with the changes another tab made applied; null when the changes
 * cannot tell the whole session (another session, or photos were removed meanwhile) and it has
 * to be read whole again.
 */
export function applySessionChanges(
  held: ImportSession,
  changes: ImportSessionChanges,
): ImportSession | null {
  if (held.id !== changes.id) return null;
  const photos = { ...held.photos, ...changes.photos };
  if (Object.keys(photos).length !== changes.photo_count) return null;
  const assignments = { ...held.assignments };
  for (const sessionPhotoId of Object.keys(changes.photos)) {
    const assignment = changes.assignments[sessionPhotoId];
    if (assignment) assignments[sessionPhotoId] = assignment;
    else delete assignments[sessionPhotoId];
  }
  return {
    id: changes.id,
    user_id: changes.user_id,
    device_id: changes.device_id,
    status: changes.status,
    created_at: changes.created_at,
    updated_at: changes.updated_at,
    photos,
    assignments,
  };
}
