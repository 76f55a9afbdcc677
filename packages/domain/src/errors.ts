// Stable error codes shared by server (problem+json `code`) and web (translated text).
// The French texts are the product's texts (spec error catalogues); English mirrors them.
// Messages may hold {placeholders} filled from the problem's `params`.
// Success and information texts live in notices.ts with the same shape.
import { fillPlaceholders, type MessageParams } from './message-format';

export const errorMessages = {
  // Generic request failures, used by the HTTP layer.
  'request.validation_failed': {
    fr: 'Certaines valeurs envoyées ne sont pas valides.',
    en: 'Some of the values sent are not valid.',
  },
  'request.not_found': {
    fr: 'Ressource introuvable.',
    en: 'Resource not found.',
  },
  'request.internal': {
    fr: 'Une erreur inattendue est survenue. Veuillez réessayer.',
    en: 'An unexpected error occurred. Please try again.',
  },
  // An address, header or body the server will not read whole (HTTP 413, 414, 431).
  'request.too_large': {
    fr: 'La requête est trop volumineuse.',
    en: 'The request is too large.',
  },

  'auth.unauthenticated': {
    fr: 'Utilisateur non connecté',
    en: 'User not authenticated',
  },
  'auth.wrong_password': {
    fr: 'Mot de passe incorrect. Veuillez vérifier votre mot de passe.',
    en: 'Incorrect password. Please check your password.',
  },
  'auth.invalid_credentials': {
    fr: 'Identifiants invalides. Veuillez vérifier votre mot de passe.',
    en: 'Invalid credentials. Please check your password.',
  },
  'auth.too_many_attempts': {
    fr: 'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.',
    en: 'Too many attempts. Please wait a few minutes before trying again.',
  },
  'auth.reauthentication_required': {
    fr: 'Réauthentification requise. Veuillez vous reconnecter et réessayer.',
    en: 'Re-authentication required. Please sign in again and retry.',
  },
  'auth.email_taken': {
    fr: 'Un compte existe déjà avec cette adresse e-mail.',
    en: 'An account already exists with this e-mail address.',
  },
  'auth.invalid_code': {
    fr: 'Code invalide. Veuillez vérifier le code et réessayer.',
    en: 'Invalid code. Please check the code and try again.',
  },
  'auth.code_expired': {
    fr: 'Ce code a expiré. Demandez un nouveau code.',
    en: 'This code has expired. Ask for a new code.',
  },
  'auth.totp_already_enabled': {
    fr: "L'application d'authentification est déjà configurée pour ce compte.",
    en: 'The authenticator app is already set up for this account.',
  },
  'auth.passkey_failed': {
    fr: "La clé de sécurité n'a pas pu être vérifiée. Veuillez réessayer.",
    en: 'The security key could not be verified. Please try again.',
  },
  'auth.oauth_failed': {
    fr: 'La connexion avec Google a échoué. Veuillez réessayer.',
    en: 'Signing in with Google failed. Please try again.',
  },
  'auth.origin_refused': {
    fr: "Requête refusée : elle ne provient pas de l'application PhotoDossier.",
    en: 'Request refused: it does not come from the PhotoDossier application.',
  },
  // A tab still showing one account wrote while another account is the active one (decision 0032).
  'auth.account_changed': {
    fr: "Le compte actif a changé dans un autre onglet. Rien n'a été enregistré : la page affiche maintenant le compte actif, vérifiez-le puis recommencez.",
    en: 'The active account changed in another tab. Nothing was saved: the page now shows the active account; check it, then try again.',
  },
  // Google sign-in onto an unverified password account (better-auth account_not_linked).
  'auth.google_account_not_linked': {
    fr: "Un compte avec mot de passe existe déjà pour cette adresse e-mail, et elle n'est pas encore vérifiée. Connectez-vous avec votre mot de passe et vérifiez votre adresse e-mail : vous pourrez ensuite associer Google depuis les paramètres.",
    en: 'A password account already exists for this e-mail address, and the address is not verified yet. Sign in with your password and verify your e-mail address: you can then link Google from the settings.',
  },
  'admin.forbidden': {
    fr: 'Accès réservé aux administrateurs',
    en: 'Access restricted to administrators',
  },
  'admin.last_admin': {
    fr: "Vous ne pouvez pas retirer votre propre rôle d'administrateur.",
    en: 'You cannot remove your own administrator role.',
  },

  // Plans and billing (spec 01 §4, §5). The spec names no texts for these refusals.
  'injections.too_many_products': {
    fr: 'Vous avez atteint le nombre maximal de produits personnels ({max}).',
    en: 'You have reached the maximum number of your own products ({max}).',
  },
  'plan.feature_required': {
    fr: "Cette fonctionnalité n'est pas incluse dans votre plan. Passez à un plan supérieur pour y accéder.",
    en: 'This feature is not included in your plan. Move to a higher plan to use it.',
  },
  'billing.upgrade_not_allowed': {
    fr: 'Seul un passage à un plan supérieur est possible.',
    en: 'You can only move to a higher plan.',
  },
  'billing.stripe_not_configured': {
    fr: "Le paiement en ligne n'est pas configuré : l'administrateur attribue les plans.",
    en: 'Online payment is not configured: the administrator sets the plans.',
  },
  'billing.no_customer': {
    fr: "Aucun compte client de paiement n'existe encore pour cet utilisateur.",
    en: 'No payment customer exists yet for this user.',
  },
  'billing.provider_failed': {
    fr: 'Le service de paiement est indisponible. Veuillez réessayer.',
    en: 'The payment service is unavailable. Please try again.',
  },

  // Two-factor set-up and security keys (the spec names no texts for these refusals).
  'mfa.phone_already_used': {
    fr: 'Ce numéro de téléphone est déjà utilisé par un autre compte.',
    en: 'This phone number is already used by another account.',
  },
  'passkey.already_registered': {
    fr: 'Cette clé de sécurité est déjà enregistrée.',
    en: 'This security key is already registered.',
  },
  'passkey.cancelled': {
    fr: "L'opération avec la clé de sécurité a été annulée ou a expiré.",
    en: 'The security key operation was cancelled or timed out.',
  },
  'passkey.not_supported': {
    fr: 'Ce navigateur ne prend pas en charge les clés de sécurité.',
    en: 'This browser does not support security keys.',
  },

  // Deleting an account without password: a fresh sign-in through its provider confirms it.
  'account.provider_reauth_required': {
    fr: 'Pour confirmer la suppression, reconnectez-vous avec {provider}, puis supprimez le compte dans les 5 minutes.',
    en: 'To confirm the deletion, sign in again with {provider}, then delete the account within 5 minutes.',
  },
  'account.external_provider': {
    fr: "Ce compte utilise une connexion via un fournisseur externe ({provider}). La suppression par mot de passe n'est pas possible.",
    en: 'This account signs in through an external provider ({provider}). Deletion with a password is not possible.',
  },
  'account.password_required': {
    fr: 'Mot de passe requis pour la ré-authentification',
    en: 'Password required for re-authentication',
  },
  // The stored files could not all be deleted: the account is kept so that the user can retry.
  'account.deletion_failed': {
    fr: "La suppression du compte n'a pas pu aboutir. Votre compte est conservé : veuillez réessayer.",
    en: 'The account could not be deleted. Your account is kept: please try again.',
  },

  'password.too_short': {
    fr: 'Le mot de passe doit contenir au moins {min} caractères',
    en: 'The password must contain at least {min} characters',
  },
  'password.mismatch': {
    fr: 'Les mots de passe ne correspondent pas',
    en: 'The passwords do not match',
  },
  'password.current_incorrect': {
    fr: 'Le mot de passe actuel est incorrect',
    en: 'The current password is incorrect',
  },
  'password.too_weak': {
    fr: 'Le nouveau mot de passe est trop faible',
    en: 'The new password is too weak',
  },
  'password.recent_login_required': {
    fr: 'Veuillez vous reconnecter pour changer votre mot de passe',
    en: 'Please sign in again to change your password',
  },
  'password.change_failed': {
    fr: 'Erreur lors du changement de mot de passe',
    en: 'Error while changing the password',
  },

  // Generic form texts (the spec names them without wording).
  'validation.required': {
    fr: 'Ce champ est requis',
    en: 'This field is required',
  },
  'validation.invalid_email': {
    fr: 'Adresse e-mail invalide',
    en: 'Invalid e-mail address',
  },
  'validation.invalid_phone': {
    fr: 'Numéro de téléphone invalide',
    en: 'Invalid phone number',
  },
  'validation.invalid_date': {
    fr: 'Date invalide',
    en: 'Invalid date',
  },
  'validation.min_length': {
    fr: 'Doit contenir au moins {min} caractères',
    en: 'Must contain at least {min} characters',
  },
  'validation.max_length': {
    fr: 'Doit contenir au maximum {max} caractères',
    en: 'Must contain at most {max} characters',
  },
  'validation.control_characters': {
    fr: 'Ce champ contient des caractères non autorisés.',
    en: 'This field contains characters that are not allowed.',
  },
  // Injection points (decision 0042).
  'validation.injection_dose_range': {
    fr: 'La dose doit être positive et ne pas dépasser 300 U ou 10 ml par point.',
    en: 'The dose must be positive and at most 300 U or 10 ml per point.',
  },
  'validation.injection_lot_required': {
    fr: 'Le numéro de lot et sa date de péremption sont obligatoires pour une toxine.',
    en: 'The lot number and its expiry date are required for a toxin.',
  },
  'validation.injection_lot_expired': {
    fr: 'Ce lot était périmé à la date de la séance.',
    en: 'This lot had expired on the day of the session.',
  },
  'validation.injection_points_required': {
    fr: 'Placez au moins un point d’injection avant d’enregistrer la séance.',
    en: 'Place at least one injection point before saving the session.',
  },

  'settings.load_failed': {
    fr: 'Erreur lors du chargement des paramètres',
    en: 'Error while loading the settings',
  },
  'settings.save_failed': {
    fr: 'Erreur lors de la sauvegarde',
    en: 'Error while saving',
  },
  'settings.delete_failed': {
    fr: 'Erreur lors de la suppression',
    en: 'Error while deleting',
  },

  'upload.invalid_file': {
    fr: 'Fichier invalide',
    en: 'Invalid file',
  },
  'upload.invalid_or_empty_file': {
    fr: 'Fichier invalide ou vide',
    en: 'Invalid or empty file',
  },
  'upload.file_too_large': {
    fr: 'Fichier trop volumineux (max {max}MB)',
    en: 'File too large (max {max}MB)',
  },
  'upload.unsupported_type': {
    fr: 'Type de fichier non supporté. Utilisez JPG, PNG, WebP pour les images ou MP4, MOV, AVI, WebM pour les vidéos.',
    en: 'Unsupported file type. Use JPG, PNG, WebP for images or MP4, MOV, AVI, WebM for videos.',
  },
  'upload.quota_exceeded_percent': {
    fr: 'Quota de stockage dépassé. Vous utilisez {percent}% de votre espace disponible.',
    en: 'Storage quota exceeded. You are using {percent}% of your available space.',
  },
  'upload.quota_exceeded': {
    fr: 'Quota de stockage dépassé',
    en: 'Storage quota exceeded',
  },
  'upload.unauthorized': {
    fr: 'Permissions insuffisantes pour uploader le fichier',
    en: 'Insufficient permissions to upload the file',
  },
  'upload.failed': {
    fr: "Erreur d'upload: {message}",
    en: 'Upload error: {message}',
  },
  'upload.invalid_download_url': {
    fr: 'URL de téléchargement invalide',
    en: 'Invalid download URL',
  },
  'upload.offline': {
    fr: 'Connexion internet requise pour uploader des médias',
    en: 'An internet connection is required to upload media',
  },
  'upload.offline_progress_unsupported': {
    fr: 'Mode hors ligne non supporté avec tracking de progression',
    en: 'Offline mode is not supported with progress tracking',
  },

  'quota.storage_limit_reached': {
    fr: 'Limite de stockage atteinte. Utilisé: {used}/{limit} (Plan {plan})',
    en: 'Storage limit reached. Used: {used}/{limit} (Plan {plan})',
  },

  'photo.unassigned_not_found': {
    fr: 'Photo unassigned introuvable',
    en: 'Unassigned photo not found',
  },
  'photo.already_assigned': {
    fr: 'Cette photo est déjà assignée à un patient',
    en: 'This photo is already assigned to a patient',
  },
  'photo.update_failed': {
    fr: 'Erreur lors de la mise à jour de la photo',
    en: 'Error while updating the photo',
  },
  'photo.load_failed': {
    fr: 'Erreur lors du chargement des photos',
    en: 'Error while loading the photos',
  },
  'photo.load_deleted_failed': {
    fr: 'Erreur lors du chargement des photos supprimées',
    en: 'Error while loading the deleted photos',
  },

  'patient.load_failed': {
    fr: 'Erreur lors du chargement des patients',
    en: 'Error while loading the patients',
  },
  'patient.load_deleted_failed': {
    fr: 'Erreur lors du chargement des patients supprimés',
    en: 'Error while loading the deleted patients',
  },
  'patient.create_failed': {
    fr: 'Erreur lors de la création du patient',
    en: 'Error while creating the patient',
  },
  'patient.update_failed': {
    fr: 'Erreur lors de la mise à jour du patient',
    en: 'Error while updating the patient',
  },
  'patient.delete_failed': {
    fr: 'Erreur lors de la suppression du patient',
    en: 'Error while deleting the patient',
  },

  // The spec gives these four in English only; the French is ours.
  'face.service_unavailable': {
    fr: "Le service de reconnaissance faciale n'est pas disponible",
    en: 'Face recognition service is not available',
  },
  'face.no_face_detected': {
    fr: "Aucun visage détecté dans l'image",
    en: 'No face detected in the image',
  },
  'face.no_embedding': {
    fr: "Visage détecté mais aucune empreinte faciale n'a été générée",
    en: 'Face detected but no embedding generated',
  },
  'face.embedding_in_progress': {
    fr: 'Empreinte faciale déjà en cours de traitement',
    en: 'Embedding already being processed',
  },
  'face.error': {
    fr: '❌ {message}',
    en: '❌ {message}',
  },
  'face.recognition_failed': {
    fr: 'Erreur de reconnaissance faciale',
    en: 'Face recognition error',
  },

  'video.thumbnail_timeout': {
    fr: 'Délai dépassé lors de la création de la miniature vidéo',
    en: 'Timed out while creating the video thumbnail',
  },
  'video.thumbnail_cors': {
    fr: "La vidéo n'autorise pas la création de miniature (CORS)",
    en: 'The video does not allow thumbnail creation (CORS)',
  },
  'video.thumbnail_canvas': {
    fr: "Impossible de dessiner l'image de la vidéo",
    en: 'Could not draw the video frame',
  },
  'video.thumbnail_no_dimensions': {
    fr: 'Dimensions de la vidéo indisponibles',
    en: 'Video dimensions unavailable',
  },

  'generic.network_error': {
    fr: 'Erreur réseau. Vérifiez votre connexion internet.',
    en: 'Network error. Check your internet connection.',
  },
  'generic.permission_denied': {
    fr: 'Permission refusée',
    en: 'Permission denied',
  },
  'generic.file_too_large': {
    fr: 'Fichier trop volumineux',
    en: 'File too large',
  },
  'generic.invalid_file_format': {
    fr: 'Format de fichier invalide',
    en: 'Invalid file format',
  },
  'generic.error_title': {
    fr: 'Erreur',
    en: 'Error',
  },

  'drive.unauthenticated': {
    fr: 'Utilisateur non authentifié',
    en: 'User not authenticated',
  },
  'drive.item_not_found': {
    fr: 'Élément non trouvé',
    en: 'Item not found',
  },
  'drive.move_into_itself': {
    fr: 'Impossible de déplacer un dossier dans lui-même ou ses sous-dossiers',
    en: 'A folder cannot be moved into itself or one of its subfolders',
  },
  'drive.load_failed': {
    fr: 'Impossible de charger les éléments du Drive',
    en: 'Could not load the Drive items',
  },
  'drive.upload_failed_title': {
    fr: "Erreur d'upload",
    en: 'Upload error',
  },
  'drive.upload_failed': {
    fr: "Impossible d'uploader le fichier",
    en: 'Could not upload the file',
  },
  'drive.create_folder_failed': {
    fr: 'Impossible de créer le dossier',
    en: 'Could not create the folder',
  },
  'drive.rename_failed': {
    fr: "Impossible de renommer l'élément",
    en: 'Could not rename the item',
  },
  'drive.delete_failed': {
    fr: "Impossible de supprimer l'élément",
    en: 'Could not delete the item',
  },
  'drive.move_failed': {
    fr: "Impossible de déplacer l'élément",
    en: 'Could not move the item',
  },
  'drive.executable_refused': {
    fr: 'Les programmes et les scripts ne sont pas acceptés dans le Drive (.exe, .bat, .sh, .js…).',
    en: 'Programs and scripts are not accepted in the Drive (.exe, .bat, .sh, .js…).',
  },
  'drive.file_too_large': {
    fr: 'Fichier trop volumineux (max {max}MB)',
    en: 'File too large (max {max}MB)',
  },
  'drive.not_a_folder': {
    fr: 'La destination doit être un dossier',
    en: 'The destination must be a folder',
  },

  'storage_manager.load_failed': {
    fr: 'Impossible de charger les fichiers',
    en: 'Could not load the files',
  },
  'storage_manager.permanent_delete_failed': {
    fr: 'Une erreur est survenue lors de la suppression définitive.',
    en: 'An error occurred during permanent deletion.',
  },
  'storage_manager.delete_failed': {
    fr: 'Impossible de supprimer les fichiers',
    en: 'Could not delete the files',
  },
  'storage_manager.restore_failed': {
    fr: 'Impossible de restaurer les fichiers',
    en: 'Could not restore the files',
  },
  'storage_manager.empty_trash_failed': {
    fr: 'Une erreur est survenue lors du vidage de la corbeille.',
    en: 'An error occurred while emptying the trash.',
  },

  'import.unsupported_type': {
    fr: '{file}: Type de fichier non supporté (seules les images et vidéos sont acceptées)',
    en: '{file}: Unsupported file type (only images and videos are accepted)',
  },
  'import.file_too_large': {
    fr: '{file}: Fichier trop volumineux (max {n}MB pour images/vidéos)',
    en: '{file}: File too large (max {n}MB for images/videos)',
  },
  'import.storage_partially_rejected': {
    fr: '{x}/{n} photos ajoutées. {k} fichiers dépassent la limite de stockage.',
    en: '{x}/{n} photos added. {k} files exceed the storage limit.',
  },
  'import.sd_limited': {
    fr: 'Import limité à {n} photos ({m} disponibles)',
    en: 'Import limited to {n} photos ({m} available)',
  },
  'import.no_photos': {
    fr: 'Aucune photo à importer',
    en: 'No photos to import',
  },
  'import.failed': {
    fr: "Erreur lors de l'import des photos",
    en: 'Error while importing the photos',
  },
  'import.processing_failed': {
    fr: 'Erreur lors du traitement des photos. Veuillez réessayer.',
    en: 'Error while processing the photos. Please try again.',
  },
  'import.reassign_failed': {
    fr: 'Erreur lors de la réassignation de la photo',
    en: 'Error while reassigning the photo',
  },
  'import.assign_failed': {
    fr: "Erreur lors de l'assignation des photos",
    en: 'Error while assigning the photos',
  },
  'import.assign_to_patient_failed': {
    fr: "Erreur lors de l'assignation des photos au patient.",
    en: 'Error while assigning the photos to the patient.',
  },
  'import.not_uploaded_yet': {
    fr: 'Les photos ne sont pas encore uploadées. Veuillez réessayer.',
    en: 'The photos are not uploaded yet. Please try again.',
  },
  'import.delete_failed': {
    fr: 'Erreur lors de la suppression de "{file}"',
    en: 'Error while deleting "{file}"',
  },
  'import.upload_permission_denied': {
    fr: 'Permissions insuffisantes',
    en: 'Insufficient permissions',
  },
  'import_session.not_active': {
    fr: "Cette session d'import est terminée : elle ne peut plus être modifiée.",
    en: 'This import session has ended: it can no longer be changed.',
  },
  // A browser's report that would skip or undo a step of pending -> uploading -> uploaded.
  'import_session.upload_status_refused': {
    fr: "L'état d'envoi de cette photo ne peut pas changer ainsi (en attente, puis en cours d'envoi, puis envoyée, ou en échec).",
    en: 'The upload state of this photo cannot change this way (pending, then uploading, then uploaded, or failed).',
  },

  // Internal texts the spec gives in English; French added for display.
  'temp_photo.invalid_base64_data': {
    fr: 'Données base64 fournies invalides',
    en: 'Invalid base64 data provided',
  },
  'temp_photo.invalid_base64_format': {
    fr: 'Format base64 invalide',
    en: 'Invalid base64 format',
  },
  'temp_photo.too_large': {
    fr: 'Fichier trop volumineux',
    en: 'File too large',
  },

  'folder.selection_failed': {
    fr: 'Erreur lors de la sélection du dossier',
    en: 'Error while selecting the folder',
  },
  'folder.sd_selection_failed': {
    fr: 'Erreur lors de la sélection du dossier SD Card',
    en: 'Error while selecting the SD card folder',
  },
  'folder.fs_access_unsupported': {
    fr: "L'API File System Access n'est pas supportée par ce navigateur.",
    en: 'The File System Access API is not supported by this browser.',
  },
  'folder.picker_unsupported': {
    fr: "Cette fonctionnalité n'est pas supportée par votre navigateur",
    en: 'This feature is not supported by your browser',
  },
  'folder.manual_selection_unsupported': {
    fr: 'Sélection manuelle non supportée sur cette plateforme',
    en: 'Manual selection is not supported on this platform',
  },
  'folder.brand_required': {
    fr: "Veuillez d'abord sélectionner une marque d'appareil photo",
    en: 'Please select a camera brand first',
  },
  'folder.desktop_only': {
    fr: "Cette fonctionnalité est disponible uniquement sur l'application de bureau",
    en: 'This feature is only available in the desktop app',
  },
  'folder.create_failed': {
    fr: 'Erreur lors de la création du dossier',
    en: 'Error while creating the folder',
  },
  'folder.connect_failed': {
    fr: 'Erreur lors de la connexion du dossier à PhotoDossier',
    en: 'Error while connecting the folder to PhotoDossier',
  },
  'folder.create_first': {
    fr: 'Veuillez créer un dossier avant de continuer',
    en: 'Please create a folder before continuing',
  },
  'folder.sd_access_failed': {
    fr: "Erreur lors de l'accès à la carte SD",
    en: 'Error while accessing the SD card',
  },
  'folder.access_failed': {
    fr: "Erreur lors de l'accès au dossier. Veuillez réessayer.",
    en: 'Error while accessing the folder. Please try again.',
  },
  'folder.no_photo_to_test': {
    fr: 'Aucune photo trouvée à tester',
    en: 'No photo found to test',
  },
  'folder.read_test_failed': {
    fr: 'Erreur lors du test de lecture des photos',
    en: 'Error during the photo read test',
  },
  'folder.access_problem_help': {
    fr: "Accès au dossier impossible. 1. Vérifiez que le support est bien connecté. 2. Sélectionnez à nouveau le dossier. 3. Autorisez l'accès lorsque le navigateur le demande.",
    en: 'The folder cannot be accessed. 1. Check that the medium is connected. 2. Select the folder again. 3. Allow access when the browser asks.',
  },
  'folder.invalid_handles_cleared': {
    fr: 'Les accès aux dossiers enregistrés ne sont plus valides et ont été effacés. Veuillez sélectionner à nouveau le dossier.',
    en: 'The saved folder accesses are no longer valid and have been cleared. Please select the folder again.',
  },
  'folder.permissions_expired': {
    fr: 'Permissions expirées. Veuillez sélectionner à nouveau le dossier.',
    en: 'Permissions expired. Please select the folder again.',
  },
  'folder.read_permission_denied': {
    fr: 'Permissions de lecture refusées',
    en: 'Read permissions denied',
  },
  'folder.read_permission_refused_by_user': {
    fr: "Permissions de lecture refusées par l'utilisateur",
    en: 'Read permissions refused by the user',
  },
  'folder.sd_not_configured': {
    fr: 'Aucun dossier carte SD configuré',
    en: 'No SD card folder configured',
  },
  'folder.sd_analysis_failed': {
    fr: "Erreur lors de l'analyse de la carte SD. Vérifiez que la carte est bien connectée.",
    en: 'Error while analysing the SD card. Check that the card is connected.',
  },

  'watch.start_impossible': {
    fr: 'Impossible de démarrer la surveillance',
    en: 'Could not start watching',
  },
  'watch.start_failed': {
    fr: 'Erreur lors du démarrage de la surveillance',
    en: 'Error while starting the watch',
  },
  'watch.stop_failed': {
    fr: "Erreur lors de l'arrêt de la surveillance",
    en: 'Error while stopping the watch',
  },
  'watch.enable_failed': {
    fr: "Erreur lors de l'activation de la surveillance",
    en: 'Error while enabling the watch',
  },
  'watch.configure_failed': {
    fr: 'Erreur lors de la configuration de la surveillance',
    en: 'Error while configuring the watch',
  },
  'watch.error': {
    fr: 'Erreur surveillance: {message}',
    en: 'Watch error: {message}',
  },

  'email.unauthenticated': {
    fr: 'Utilisateur non authentifié',
    en: 'User not authenticated',
  },
  'email.recipient_missing': {
    fr: 'Adresse email destinataire manquante',
    en: 'Recipient e-mail address missing',
  },
  'email.subject_missing': {
    fr: "Sujet de l'email manquant",
    en: 'E-mail subject missing',
  },
  'email.message_missing': {
    fr: "Message de l'email manquant",
    en: 'E-mail message missing',
  },
  'email.invalid_format': {
    fr: "Format d'email invalide",
    en: 'Invalid e-mail format',
  },
  'email.subject_too_long': {
    fr: 'Sujet trop long (maximum 200 caractères)',
    en: 'Subject too long (maximum 200 characters)',
  },
  'email.message_too_long': {
    fr: 'Message trop long (maximum 5000 caractères)',
    en: 'Message too long (maximum 5000 characters)',
  },
  'email.send_failed_with_reason': {
    fr: 'Échec envoi email: {error}',
    en: 'E-mail sending failed: {error}',
  },
  'email.rate_limited': {
    fr: "Trop d'emails envoyés. Réessayez dans une heure.",
    en: 'Too many e-mails sent. Try again in an hour.',
  },
  'email.invalid_photos': {
    fr: 'Certaines photos sont introuvables ou dans la corbeille',
    en: 'Some photos cannot be found or are in the trash',
  },
  'email.send_failed': {
    fr: "Erreur lors de l'envoi de l'email",
    en: 'Error while sending the e-mail',
  },
  'email.progress_failed': {
    fr: "Erreur lors de l'envoi",
    en: 'Error while sending',
  },
  'email.progress_failed_short': {
    fr: 'Échec',
    en: 'Failed',
  },
  'email.http_error': {
    fr: 'Erreur HTTP: {status}',
    en: 'HTTP error: {status}',
  },

  'pin.invalid_format': {
    fr: 'Le PIN doit contenir exactement 4 chiffres',
    en: 'The PIN must contain exactly 4 digits',
  },
  'pin.incorrect': {
    fr: 'PIN incorrect',
    en: 'Incorrect PIN',
  },
  'pin.save_failed': {
    fr: 'Erreur lors de la sauvegarde du PIN',
    en: 'Error while saving the PIN',
  },
  'pin.reset_failed': {
    fr: 'Erreur lors de la réinitialisation du PIN',
    en: 'Error while resetting the PIN',
  },

  'profile.switch_failed': {
    fr: 'Erreur lors du changement de profil',
    en: 'Error while switching profile',
  },
  'profile.add_failed': {
    fr: "Erreur lors de l'ajout d'un nouveau profil",
    en: 'Error while adding a new profile',
  },
  'profile.sign_out_failed': {
    fr: 'Erreur lors de la déconnexion',
    en: 'Error while signing out',
  },

  'camera_control.camera_offline': {
    fr: "Cette caméra n'est plus active. Ouvrez la caméra sur l'autre appareil.",
    en: 'This camera is no longer active. Open the camera on the other device.',
  },
  'camera_control.too_many_commands': {
    fr: 'Trop de commandes envoyées. Patientez une minute avant de réessayer.',
    en: 'Too many commands sent. Wait a minute before trying again.',
  },

  // Comparisons and shared links (decisions 0029, 0030; the spec names no texts for these).
  'comparison.invalid_photos': {
    fr: "Les photos d'une comparaison doivent être des photos actives d'un même patient.",
    en: 'The photos of a comparison must be active photos of one patient.',
  },
  'comparison.save_failed': {
    fr: "La comparaison n'a pas pu être enregistrée. Veuillez réessayer.",
    en: 'The comparison could not be saved. Please try again.',
  },
  'comparison.export_failed': {
    fr: "L'export n'a pas pu être créé. Veuillez réessayer.",
    en: 'The export could not be created. Please try again.',
  },
  'share.invalid_target': {
    fr: 'Ce qui doit être partagé est introuvable ou dans la corbeille.',
    en: 'What is to be shared cannot be found or is in the trash.',
  },
  'share.not_found': {
    fr: "Ce lien de partage n'existe pas, a expiré ou a été révoqué.",
    en: 'This shared link does not exist, has expired or was revoked.',
  },
  'share.password_required': {
    fr: 'Ce partage est protégé par un mot de passe.',
    en: 'This share is protected by a password.',
  },
  'share.wrong_password': {
    fr: 'Mot de passe incorrect.',
    en: 'Incorrect password.',
  },
  'share.too_many_attempts': {
    fr: 'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.',
    en: 'Too many attempts. Please wait a few minutes before trying again.',
  },

  // Signed consents and the patient portal (decision 0047).
  'consent.immutable': {
    fr: 'Un consentement signé ne peut pas être modifié : créez un nouveau document.',
    en: 'A signed consent cannot be changed: create a new document.',
  },
  'consent.pending': {
    fr: 'Ce consentement attend encore la signature du patient.',
    en: 'This consent is still waiting for the patient’s signature.',
  },
  'consent.invalid_signature': {
    fr: 'La signature n’a pas pu être lue. Veuillez signer à nouveau.',
    en: 'The signature could not be read. Please sign again.',
  },
  'consent.signature_empty': {
    fr: 'La signature est vide. Veuillez signer dans le cadre.',
    en: 'The signature is empty. Please sign in the box.',
  },
  'consent.no_email': {
    fr: 'Ce patient n’a pas d’adresse e-mail : indiquez un destinataire.',
    en: 'This patient has no e-mail address: enter a recipient.',
  },
  'portal.not_found': {
    fr: 'Ce lien vers l’espace patient n’existe pas, a expiré ou a été révoqué.',
    en: 'This patient portal link does not exist, has expired or was revoked.',
  },
  'portal.too_many_attempts': {
    fr: 'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.',
    en: 'Too many attempts. Please wait a few minutes before trying again.',
  },
  'portal.invalid_item': {
    fr: 'Cet élément n’appartient pas à ce patient ou n’existe plus.',
    en: 'This item does not belong to this patient or no longer exists.',
  },

  // Export, restore and the access journal (decision 0043).
  'archive.invalid': {
    fr: "Cette archive n'est pas une sauvegarde PhotoDossier complète et lisible (fichier tronqué, endommagé ou d'une autre application). Rien n'a été importé.",
    en: 'This archive is not a complete, readable PhotoDossier backup (truncated, damaged or from another application). Nothing was imported.',
  },
  'archive.quota_exceeded': {
    fr: "L'archive demande {needed} de plus que l'espace disponible ({available}). Rien n'a été importé.",
    en: 'The archive needs {needed} more than the space available ({available}). Nothing was imported.',
  },
  'archive.export_failed': {
    fr: "L'export de vos données a échoué. Veuillez réessayer.",
    en: 'Exporting your data failed. Please try again.',
  },
  'archive.job_not_ready': {
    fr: "Cet export n'est pas prêt ou a expiré.",
    en: 'This export is not ready or has expired.',
  },
  // Organization settings (decision 0046).
  'validation.invalid_rpps': {
    fr: 'Le numéro RPPS compte 11 chiffres',
    en: 'An RPPS number has 11 digits',
  },
  'validation.invalid_adeli': {
    fr: 'Le numéro ADELI compte 9 chiffres',
    en: 'An ADELI number has 9 digits',
  },
  'settings.logo_invalid': {
    fr: 'Le logo doit être une image PNG, JPEG ou WebP.',
    en: 'The logo must be a PNG, JPEG or WebP image.',
  },
  'settings.logo_too_large': {
    fr: 'Le logo ne doit pas dépasser {max}.',
    en: 'The logo must not be larger than {max}.',
  },
  // Beta features, operation reports and dictations (decision 0041; the spec names no texts).
  'beta.feature_disabled': {
    fr: "Cette fonctionnalité bêta n'est pas activée pour votre compte. Activez-la dans les paramètres.",
    en: 'This beta feature is not turned on for your account. Turn it on in the settings.',
  },
  'report.signed_locked': {
    fr: 'Ce compte rendu est signé : il ne peut plus être modifié. Créez une nouvelle version.',
    en: 'This report is signed and can no longer be changed. Create a new version.',
  },
  'report.invalid_patient': {
    fr: 'Le patient choisi est introuvable ou dans la corbeille.',
    en: 'The chosen patient cannot be found or is in the trash.',
  },
  'report.invalid_technique': {
    fr: 'La technique choisie est introuvable.',
    en: 'The chosen technique cannot be found.',
  },
  'report.already_amended': {
    fr: 'Une nouvelle version de ce compte rendu existe déjà.',
    en: 'A new version of this report already exists.',
  },
  'dictation.transcription_not_configured': {
    fr: "La transcription automatique n'est pas configurée sur ce serveur. Vous pouvez saisir le texte.",
    en: 'Automatic transcription is not configured on this server. You can type the text.',
  },
  'dictation.transcription_failed': {
    fr: 'La transcription automatique a échoué. Veuillez réessayer ou saisir le texte.',
    en: 'Automatic transcription failed. Please try again or type the text.',
  },
  'dictation.no_audio': {
    fr: "Cette dictée n'a pas encore d'enregistrement.",
    en: 'This dictation has no recording yet.',
  },
} as const satisfies Record<string, { fr: string; en: string }>;

export type ErrorCode = keyof typeof errorMessages;
export type Locale = 'fr' | 'en';

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(errorMessages, value);
}

export function formatErrorMessage(
  code: ErrorCode,
  locale: Locale,
  params: MessageParams = {},
): string {
  return fillPlaceholders(errorMessages[code][locale], params);
}
