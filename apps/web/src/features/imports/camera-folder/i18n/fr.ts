/** The automatic import's texts (namespace `autoImport`), loaded with the DSLR panel and the watch. */
export const autoImportFr = {
  autoTransfer: {
    title: 'Connexion automatique',
    brands: 'Canon, Nikon, Sony, Fuji, etc.',
    safariTitle: 'Fonctionnalité limitée',
    safariText:
      'Safari ne donne pas accès aux dossiers de l\u2019ordinateur. Utilisez Chrome ou Edge pour l\u2019import automatique\u00a0; l\u2019import manuel reste disponible.',
    unsupportedText:
      'Utilisez Chrome ou Edge sur ordinateur pour l\u2019import automatique\u00a0; l\u2019import manuel reste disponible.',
    checking: 'Vérification de la configuration...',
    unconfiguredTitle: 'Première configuration requise',
    unconfiguredText:
      'Choisissez le dossier où le logiciel de votre appareil photo (EOS Utility, Imaging Edge…) enregistre les photos.',
    chooseFolder: 'Choisir le dossier',
    configuredTitle: 'Dossier configuré',
    configuredText: 'Prêt pour l\u2019import automatique',
    sessionNote: 'Accès dossier requis à chaque session',
    start: 'Démarrer l\u2019import automatique',
    activeTitle: 'Import automatique actif',
    stop: 'Arrêter l\u2019import automatique',
    changeFolder: 'Changer de dossier',
    remove: 'Supprimer la configuration',
    removeText:
      'Le dossier «\u00a0{{folder}}\u00a0» ne sera plus surveillé sur cet ordinateur. Les photos déjà importées ne sont pas touchées.',
    removeConfirm: 'Supprimer',
    cancel: 'Annuler',
  },
  lightbox: {
    title: 'Nouvelles photos',
    counter: '{{index}} / {{total}}',
    autoPreview: 'Prévisualisation auto',
    close: 'Fermer',
    previous: 'Photo précédente',
    next: 'Photo suivante',
    zoomIn: 'Zoom avant',
    zoomOut: 'Zoom arrière',
    resetZoom: 'Réinitialiser le zoom',
    zoomLevel: 'Zoom\u00a0: {{percent}}\u00a0%',
    openImport: 'Importer',
  },
};
