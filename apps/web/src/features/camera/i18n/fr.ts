/** The camera pages' texts (namespaces `cameraCapture` and `cameraTutorial`), loaded with them only. */
export const cameraCaptureFr = {
  title: 'Caméra',
  close: 'Fermer la caméra',
  forPatient: '{{patient}}',
  unassigned: 'Sans patient',
  quick: 'Mode rapide',
  starting: 'Démarrage de la caméra...',
  preview: 'Image de la caméra',
  modes: { label: 'Mode de prise de vue', photo: 'Photo', video: 'Vidéo' },
  shutter: 'Prendre une photo',
  startRecording: 'Démarrer l\u2019enregistrement',
  stopRecording: 'Arrêter l\u2019enregistrement',
  recording: 'Enregistrement en cours',
  switchCamera: 'Changer de caméra',
  flash: {
    off: 'Flash désactivé',
    on: 'Flash activé',
    auto: 'Flash automatique',
  },
  grid: 'Grille',
  settings: 'Réglages de la caméra',
  settingsTitle: 'Réglages',
  zoom: 'Zoom',
  template: 'Modèle de cadrage',
  templates: {
    face: 'Visage',
    profileLeft: 'Profil gauche',
    profileRight: 'Profil droit',
    threeQuarter: 'Trois-quarts',
    torso: 'Buste',
    body: 'Corps entier',
  },
  overlayOpacity: 'Opacité du modèle',
  ghost: 'Photo précédente',
  ghostHint: 'Superpose la dernière photo du patient pour cadrer l\u2019avant/après.',
  ghostOpacity: 'Opacité de la photo précédente',
  ghostNone: 'Aucune photo précédente pour ce patient.',
  faceRecognition: 'Reconnaissance faciale',
  faceRecognitionHint: 'Suggère le patient des photos prises en mode rapide.',
  autoEmail: 'Envoi automatique par e-mail',
  autoEmailHint:
    'Les photos enregistrées partent au destinataire du transfert par e-mail (Paramètres).',
  autoBackgroundRemoval: 'Détourage automatique',
  autoBackgroundRemovalHint:
    "Chaque photo enregistrée reçoit une version sans fond, liée à l'original.",
  laterVersionHint: 'Réglage conservé ; il prendra effet dans une prochaine version.',
  remote: {
    title: 'Télécommande',
    hint: 'Sur un autre appareil connecté au même compte, ouvrez {{url}} pour déclencher cette caméra à distance.',
  },
  percent: '{{value}}\u00a0%',
  review: {
    title: 'Aperçu',
    keep: 'Garder',
    retake: 'Reprendre',
  },
  strip: {
    label: 'Prises de vue à enregistrer',
    open: 'Voir {{name}}',
    remove: 'Retirer {{name}}',
    save: 'Enregistrer ({{count}})',
    saving: 'Enregistrement...',
    retry: 'Réessayer',
    analysing: 'Analyse du visage...',
    uploading: 'Envoi {{percent}}\u00a0%',
    uploaded: 'Enregistrée',
    failed: 'Échec de l\u2019envoi',
    goesTo: 'Destination\u00a0: {{target}}',
    elsewhere: 'Prises reprises, envoyées vers\u00a0: {{targets}}',
    memoryOnly:
      'Ces prises de vue ne sont gardées qu\u2019en mémoire\u00a0: ne fermez pas cette page avant leur envoi.',
  },
  saved_one: '{{count}} prise de vue enregistrée',
  saved_other: '{{count}} prises de vue enregistrées',
  saveFailed:
    'Certaines prises de vue n\u2019ont pas été envoyées. Elles restent sur cet appareil\u00a0: réessayez.',
  leave: {
    title: 'Quitter sans enregistrer\u00a0?',
    kept_one:
      '{{count}} prise de vue n\u2019est pas encore enregistrée. Elle reste gardée sur cet appareil, dans le stockage temporaire du navigateur, et vous sera proposée à la prochaine ouverture de la caméra.',
    kept_other:
      '{{count}} prises de vue ne sont pas encore enregistrées. Elles restent gardées sur cet appareil, dans le stockage temporaire du navigateur, et vous seront proposées à la prochaine ouverture de la caméra.',
    lost_one:
      '{{count}} prise de vue, trop lourde pour le stockage temporaire, sera perdue si vous quittez.',
    lost_other:
      '{{count}} prises de vue, trop lourdes pour le stockage temporaire, seront perdues si vous quittez.',
    shots: 'Prises de vue non enregistrées',
    stay: 'Rester',
    leave: 'Quitter',
    save_one: 'Enregistrer maintenant',
    save_other: 'Enregistrer les {{count}} maintenant',
  },
  leftover: {
    title_one: '{{count}} prise de vue non envoyée',
    title_other: '{{count}} prises de vue non envoyées',
    text: 'Elles sont restées sur cet appareil après une interruption.',
    restore: 'Les reprendre',
    discard: 'Supprimer',
    destination: 'Destination\u00a0: {{targets}}',
  },
  chooser: {
    title: 'Pour quel patient\u00a0?',
    intro: 'Les photos et vidéos seront rangées dans son dossier.',
    search: 'Rechercher un patient',
    noResult: 'Aucun patient trouvé',
    loading: 'Chargement...',
    withoutPatient: 'Sans patient',
    withoutPatientHint: 'Les photos iront dans les photos non assignées.',
  },
  problems: {
    noCameraTitle: 'Aucune caméra détectée',
    noCameraText:
      'Aucune caméra n\u2019est branchée ou reconnue par cet appareil. Branchez une webcam, ou ouvrez PhotoDossier sur un téléphone ou une tablette. Vous pouvez aussi importer des photos depuis vos fichiers.',
    busyTitle: 'Caméra indisponible',
    busyText:
      'La caméra est utilisée par une autre application ou un autre onglet. Fermez-les puis réessayez.',
    insecureTitle: 'Connexion non sécurisée',
    insecureText:
      'Le navigateur n\u2019autorise la caméra que sur une connexion sécurisée. Ouvrez PhotoDossier par son adresse https.',
    unsupportedTitle: 'Caméra non prise en charge',
    unsupportedText:
      'Ce navigateur ne permet pas d\u2019utiliser la caméra. Utilisez une version récente de Chrome, Edge, Safari ou Firefox, ou importez des fichiers.',
    failedTitle: 'La caméra n\u2019a pas pu démarrer',
    failedText: 'Réessayez. Si le problème persiste, redémarrez le navigateur.',
    retry: 'Réessayer',
    importFiles: 'Importer des fichiers',
  },
  remoteConnected: 'Pilotable à distance depuis un autre appareil',
};

export const cameraTutorialFr = {
  title: "Autoriser l'accès à la caméra",
  deniedIntro:
    "PhotoDossier n'a pas pu utiliser la caméra\u00a0: l'accès a été refusé sur cet appareil. Quelques secondes suffisent pour l'autoriser.",
  noCameraIntro:
    "Aucune caméra n'a été trouvée sur cet appareil, ou elle est déjà utilisée par une autre application.",
  whyTitle: 'Pourquoi la caméra\u00a0?',
  why: {
    capture:
      "Photographier et filmer vos patients directement dans l'application, avec la grille, les gabarits de positionnement et la photo précédente en transparence.",
    direct:
      'Les photos vont droit dans le dossier du patient, sans passer par la pellicule du téléphone.',
    scope: "La caméra n'est utilisée que sur l'écran Caméra, et seulement tant qu'il reste ouvert.",
  },
  howTitle: 'Comment autoriser la caméra',
  howHint: 'Suivez les étapes de votre navigateur, puis touchez «\u00a0Réessayer\u00a0».',
  detected: 'Votre navigateur',
  sections: {
    chrome: {
      title: 'Google Chrome (ordinateur)',
      steps: {
        1: "Cliquez sur l'icône de caméra barrée à droite de la barre d'adresse, ou sur l'icône des réglages du site à gauche de l'adresse.",
        2: 'Choisissez «\u00a0Toujours autoriser\u00a0» l\u2019accès à la caméra (et au micro pour filmer avec le son), puis «\u00a0OK\u00a0».',
        3: 'Sinon\u00a0: Paramètres > Confidentialité et sécurité > Paramètres des sites > Caméra, puis retirez ce site de la liste «\u00a0Non autorisé\u00a0».',
        4: 'Sur Mac, vérifiez aussi Réglages Système > Confidentialité et sécurité > Caméra\u00a0: Google Chrome doit être activé.',
      },
    },
    edge: {
      title: 'Microsoft Edge',
      steps: {
        1: "Cliquez sur le cadenas (Afficher les informations du site) à gauche de l'adresse.",
        2: 'Dans «\u00a0Autorisations pour ce site\u00a0», réglez Caméra sur «\u00a0Autoriser\u00a0».',
        3: 'Sinon\u00a0: Paramètres > Cookies et autorisations de site > Caméra, puis retirez ce site de la liste «\u00a0Bloquer\u00a0».',
      },
    },
    safari: {
      title: 'Safari (Mac)',
      steps: {
        1: "Dans la barre des menus, choisissez Safari > Réglages pour ce site web (ou faites un clic droit dans la barre d'adresse).",
        2: 'À la ligne Caméra, choisissez «\u00a0Autoriser\u00a0».',
        3: 'Sinon\u00a0: Safari > Réglages > Sites web > Caméra, puis réglez ce site sur «\u00a0Autoriser\u00a0».',
      },
    },
    firefox: {
      title: 'Mozilla Firefox',
      steps: {
        1: "Cliquez sur l'icône de caméra barrée dans la barre d'adresse.",
        2: 'Retirez le blocage de la caméra, puis rechargez la page.',
        3: 'Sinon\u00a0: Paramètres > Vie privée et sécurité > Permissions > Caméra > Paramètres, puis réglez ce site sur «\u00a0Autoriser\u00a0».',
      },
    },
    android: {
      title: 'Android (Chrome)',
      steps: {
        1: "Touchez l'icône à gauche de l'adresse (cadenas ou réglages), puis «\u00a0Autorisations\u00a0».",
        2: 'Activez «\u00a0Caméra\u00a0» (et «\u00a0Micro\u00a0» pour filmer avec le son).',
        3: "Si la caméra reste bloquée\u00a0: Paramètres > Applications > Chrome > Autorisations > Appareil photo > «\u00a0Autoriser seulement si l'appli est en cours d'utilisation\u00a0».",
        4: 'Application installée\u00a0: elle suit les autorisations de Chrome pour ce site (Chrome > Paramètres > Paramètres des sites > Caméra).',
      },
    },
    ios: {
      title: 'iPhone et iPad',
      steps: {
        1: "Dans Safari, touchez l'icône des réglages à gauche de l'adresse («\u00a0aA\u00a0»), puis Réglages du site web > Caméra > «\u00a0Autoriser\u00a0».",
        2: 'Pour tous les sites\u00a0: Réglages > Safari > Caméra > «\u00a0Autoriser\u00a0» ou «\u00a0Demander\u00a0» (iOS\u00a018\u00a0: Réglages > Apps > Safari).',
        3: "Application installée sur l'écran d'accueil\u00a0: après ce réglage, fermez-la en la balayant vers le haut puis rouvrez-la.",
        4: 'Chrome ou Edge sur iPhone\u00a0: Réglages > Chrome (ou Edge) > Caméra activée.',
      },
    },
  },
  noCameraTitle: 'Pas de caméra sur cet appareil\u00a0?',
  noCameraText:
    "Certains ordinateurs n'ont pas de caméra, ou elle est occupée par une autre application (visioconférence). Fermez ces applications, branchez une webcam, ou ouvrez PhotoDossier sur votre téléphone ou votre tablette. Vous pouvez aussi importer les photos prises avec un autre appareil.",
  retry: 'Réessayer',
  importInstead: 'Importer des photos à la place',
};
