/**
 * The live-event contract between server and web (decision 0006): topics are
 * `<resource>.<change>`; the `system` resource carries notices about the service itself.
 */
export const SYSTEM_TOPIC_RESOURCE = 'system';
/** Broadcast by a node when it starts: lets open web apps notice a deploy and offer a reload. */
export const NODE_STARTED_TOPIC = 'system.node_started';
/** Sent after the bus lost its connection: events may have been missed, refetch everything. */
export const RESYNC_TOPIC = 'system.resync';
/**
 * The signed-in user's session changed (name, role, beta features): the web refetches the
 * queries rooted at `session`, so the sidebar follows a flag turned on in /admin at once.
 */
export const SESSION_CHANGED_TOPIC = 'session.changed';
/** The user's settings document changed (another tab or device). */
export const SETTINGS_CHANGED_TOPIC = 'settings.changed';

/** The resource a topic names ('patients' for 'patients.changed'), or null when there is none. */
export function topicResource(topic: string): string | null {
  const [resource] = topic.split('.');
  return resource ? resource : null;
}

/** Patients created, changed or deleted; ids are the patients'. */
export const PATIENTS_CHANGED_TOPIC = 'patients.changed';
/** Photos or videos uploaded, changed, assigned or deleted; ids are the photos'. */
export const PHOTOS_CHANGED_TOPIC = 'photos.changed';
/** The user's tag vocabulary changed. */
export const TAGS_CHANGED_TOPIC = 'tags.changed';
/** Stored bytes changed: storage figures and quota meters refetch. */
export const STORAGE_CHANGED_TOPIC = 'storage.changed';
/** Face embeddings stored or deleted; ids are the photos'. */
export const FACES_CHANGED_TOPIC = 'faces.changed';
/**
 * The user's plan changed (Stripe webhook or an administrator): the subscription, the Pro gate
 * and the storage quota refetch. ids are the user's.
 */
export const SUBSCRIPTION_CHANGED_TOPIC = 'subscription.changed';
/** A patient's injection map was saved; ids are the patients'. */
export const INJECTION_MAP_CHANGED_TOPIC = 'injections.changed';
/** An import session or one of its photos changed (another tab, an upload finishing); ids are the sessions'. */
export const IMPORT_SESSIONS_CHANGED_TOPIC = 'import_sessions.changed';
/** Saved comparisons created, changed or deleted; ids are the patients'. */
export const COMPARISONS_CHANGED_TOPIC = 'comparisons.changed';
/** Drive items created, renamed, moved or deleted; ids are the items' (decision 0040). */
export const DRIVE_CHANGED_TOPIC = 'drive.changed';
/** Shared links created, revoked or opened; ids are the shares'. */
export const SHARES_CHANGED_TOPIC = 'shares.changed';
/**
 * Remote shutter (decision 0023), one resource so the web refreshes the camera list on each:
 * presence ids [deviceId, label], offline [deviceId], command [commandId, deviceId, action],
 * result [commandId, deviceId, status]. Only the user's own streams receive them.
 */
export const CAMERA_PRESENCE_TOPIC = 'camera_control.presence';
export const CAMERA_OFFLINE_TOPIC = 'camera_control.offline';
export const CAMERA_CONTROL_TOPIC = 'camera_control.command';
export const CAMERA_RESULT_TOPIC = 'camera_control.result';
/** Operation reports or surgical techniques created, changed or deleted; ids are theirs. */
export const OPERATION_REPORTS_CHANGED_TOPIC = 'operation_reports.changed';
/** Dictations created, changed, moved to the trash or restored; ids are the dictations'. */
export const DICTATIONS_CHANGED_TOPIC = 'dictations.changed';
