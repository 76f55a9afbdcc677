// Success and information texts of the spec catalogues, same shape as errors.ts so the web
// can translate both the same way. Never sent as a problem `code`.
import type { Locale } from './errors';
import { fillPlaceholders, type MessageParams } from './message-format';

export const noticeMessages = {
  'drive.folder_created': { fr: 'Dossier créé', en: 'Folder created' },
  'drive.file_uploaded': { fr: 'Fichier uploadé', en: 'File uploaded' },
  'drive.item_renamed': { fr: 'Élément renommé', en: 'Item renamed' },
  'drive.item_deleted': { fr: 'Élément supprimé', en: 'Item deleted' },
  'drive.item_moved': { fr: 'Élément déplacé', en: 'Item moved' },

  'storage_manager.items_deleted_title': { fr: 'Éléments supprimés', en: 'Items deleted' },
  'storage_manager.items_deleted': {
    fr: '{photos} photo(s), {patients} patient(s), {driveFiles} fichier(s) Drive supprimé(s) définitivement',
    en: '{photos} photo(s), {patients} patient(s), {driveFiles} Drive file(s) permanently deleted',
  },
  'storage_manager.moved_to_trash_title': {
    fr: 'Fichiers déplacés vers la corbeille',
    en: 'Files moved to the trash',
  },
  'storage_manager.moved_to_trash': {
    fr: "{count} fichier(s) déplacé(s) vers la corbeille. Ils utilisent toujours de l'espace tant qu'ils sont dans la corbeille.",
    en: '{count} file(s) moved to the trash. They still use storage while they are in the trash.',
  },
  'storage_manager.restored_title': { fr: 'Fichiers restaurés', en: 'Files restored' },
  'storage_manager.restored': {
    fr: '{count} fichier(s) restauré(s) avec succès',
    en: '{count} file(s) restored successfully',
  },
  'storage_manager.trash_emptied_title': { fr: 'Corbeille vidée', en: 'Trash emptied' },
  'storage_manager.trash_emptied': {
    fr: 'Tous les éléments ont été supprimés définitivement',
    en: 'All items have been permanently deleted',
  },

  'settings.configuration_saved': { fr: 'Configuration sauvegardée', en: 'Configuration saved' },
  'settings.configuration_removed': { fr: 'Configuration supprimée', en: 'Configuration removed' },
  'folder.configured': {
    fr: 'Dossier "{folder}" configuré avec succès',
    en: 'Folder "{folder}" configured successfully',
  },
  'folder.selected': { fr: 'Dossier sélectionné avec succès', en: 'Folder selected successfully' },

  'watch.new_photos_detected': {
    fr: '{n} nouvelle(s) photo(s) détectée(s)',
    en: '{n} new photo(s) detected',
  },
  'watch.auto_import_started': { fr: 'Import automatique démarré', en: 'Automatic import started' },
  'watch.started': { fr: 'Surveillance démarrée: {folder}', en: 'Watching started: {folder}' },
  'watch.stopped': { fr: 'Surveillance arrêtée', en: 'Watching stopped' },
  'watch.no_new_photos': {
    fr: 'Aucune nouvelle photo depuis le dernier import',
    en: 'No new photos since the last import',
  },
  'watch.no_photos_for_filter': {
    fr: 'Aucune photo trouvée avec le filtre {filter}',
    en: 'No photos found with the filter {filter}',
  },

  'import.photo_deleted': {
    fr: 'Photo "{file}" supprimée définitivement',
    en: 'Photo "{file}" permanently deleted',
  },
  'import.video_deleted': {
    fr: 'Vidéo "{file}" supprimée définitivement',
    en: 'Video "{file}" permanently deleted',
  },

  'email.photos_sent': { fr: 'Photos envoyées par email', en: 'Photos sent by e-mail' },
  'email.sent': { fr: 'Email envoyé avec succès!', en: 'E-mail sent successfully!' },
  'email.preparing': { fr: "Préparation de l'email...", en: 'Preparing the e-mail...' },
  'email.sending': { fr: "Envoi de l'email...", en: 'Sending the e-mail...' },
  'email.retry': { fr: 'Réessayer', en: 'Try again' },

  'face.matches_found': {
    fr: '{n} patient(s) correspondant(s) trouvé(s)',
    en: '{n} matching patient(s) found',
  },
  'face.no_match': { fr: 'Aucun patient correspondant trouvé', en: 'No matching patient found' },
  'face.enabled_for_patient': {
    fr: 'Reconnaissance faciale activée pour ce patient',
    en: 'Face recognition enabled for this patient',
  },
  'face.data_deleted': {
    fr: 'Données de reconnaissance supprimées ({count} éléments)',
    en: 'Recognition data deleted ({count} items)',
  },
  'face.no_new_photos': { fr: 'Aucune nouvelle photo à traiter', en: 'No new photos to process' },
} as const satisfies Record<string, { fr: string; en: string }>;

export type NoticeCode = keyof typeof noticeMessages;

export function isNoticeCode(value: string): value is NoticeCode {
  return Object.hasOwn(noticeMessages, value);
}

export function formatNoticeMessage(
  code: NoticeCode,
  locale: Locale,
  params: MessageParams = {},
): string {
  return fillPlaceholders(noticeMessages[code][locale], params);
}
