import type { MarketingTexts } from './marketing-texts';

// French is the product's language: these texts are the reference, English follows them.
export const marketingFr: MarketingTexts = {
  updatedOn: 'Dernière mise à jour\u00a0: {{date}}',
  onThisPage: 'Sur cette page',
  landing: {
    eyebrow: 'Photos cliniques et dossiers patients',
    title: 'Les photos de vos patients, rangées dans leur dossier, à l’abri.',
    lead: 'PhotoDossier réunit les dossiers patients, les photos et vidéos cliniques et leurs comparaisons avant/après, pour les cabinets de médecine esthétique et de médecine générale. Prise de vue, import depuis votre appareil photo, reconnaissance du patient faite dans votre navigateur\u00a0: vos images ne quittent jamais votre cabinet pour être analysées.',
    start: 'Créer mon compte',
    pricing: 'Voir les tarifs',
    signIn: 'Se connecter',
    trust: [
      'Pensé pour les cabinets français',
      'Reconnaissance faciale sur votre appareil',
      'Gratuit pour commencer, sans carte bancaire',
    ],
    featuresTitle: 'Tout le suivi photo d’un patient, au même endroit',
    features: [
      {
        id: 'records',
        title: 'Dossiers patients',
        text: 'Identité, date de naissance, contacts, zones traitées et étiquettes. Liste, galerie ou tableau, recherche par nom, tri et patients épinglés.',
      },
      {
        id: 'photos',
        title: 'Photos et vidéos cliniques',
        text: 'Envoi reprenable des fichiers lourds, dates de prise de vue lues dans l’EXIF, frise par jour, annotations et zoom jusqu’à 5×.',
      },
      {
        id: 'faces',
        title: 'Le bon patient, suggéré',
        text: 'La reconnaissance faciale tourne dans votre navigateur et propose le dossier auquel une photo appartient. Vous validez toujours.',
      },
      {
        id: 'import',
        title: 'Import en série',
        text: 'Glissez une séance entière\u00a0: les photos sont regroupées par patient et par moment, puis classées en un geste. Import automatique depuis l’appareil photo avec le plan Pro.',
      },
      {
        id: 'camera',
        title: 'Caméra du cabinet',
        text: 'Prise de vue plein écran avec gabarits et fantôme de la dernière photo, rafales, vidéo, et déclencheur à distance depuis un second appareil.',
      },
      {
        id: 'storage',
        title: 'Corbeille et stockage maîtrisés',
        text: 'Rien n’est perdu par erreur\u00a0: corbeille restaurable, gestionnaire de stockage par taille et jauge toujours visible.',
      },
    ],
    screenshotsTitle: 'Aperçu de l’application',
    screenshotsLead:
      'Captures faites automatiquement depuis l’application réelle, sur un compte de démonstration aux images neutres.',
    screenshots: [
      {
        id: 'patients',
        title: 'Vos dossiers patients',
        alt: 'La liste des dossiers patients de PhotoDossier, avec la recherche, les étiquettes et le nombre de photos de chaque patient.',
      },
      {
        id: 'patient',
        title: 'Le dossier d’un patient',
        alt: 'Le dossier d’un patient avec sa frise de photos cliniques classées par date.',
      },
      {
        id: 'gallery',
        title: 'La galerie du cabinet',
        alt: 'La galerie de toutes les photos du cabinet, regroupées par jour de prise de vue.',
      },
    ],
    securityTitle: 'Des données de santé traitées comme telles',
    securityLead:
      'Vous êtes responsable du traitement des données de vos patients\u00a0; PhotoDossier vous donne les moyens de respecter le RGPD.',
    security: [
      'Hébergement des données de santé chez un hébergeur certifié HDS, en France.',
      'Double authentification par application, SMS ou clé de sécurité, et verrouillage par code PIN après inactivité.',
      'Chaque dossier n’est visible que par le praticien qui l’a créé\u00a0; les fichiers sont servis par des liens signés et expirants.',
      'Empreintes faciales calculées sur votre appareil, jamais par un service tiers\u00a0; la reconnaissance se désactive dans les réglages.',
    ],
    installTitle: 'Installez PhotoDossier comme une application',
    installText:
      'Sur téléphone, tablette ou ordinateur, PhotoDossier s’ajoute à l’écran d’accueil et s’ouvre en plein écran, sans passer par un magasin d’applications.',
    installLink: 'Guide d’installation',
    closingTitle: 'Commencez avec le plan Découverte',
    closingText:
      'Créez votre compte en une minute, importez vos premières photos, et passez à un plan supérieur quand votre cabinet en a besoin.',
  },
  legal: {
    intro:
      'Informations prévues par l’article 6 de la loi n°\u00a02004-575 du 21\u00a0juin 2004 pour la confiance dans l’économie numérique (LCEN).',
    identityTitle: 'Éditeur et hébergeur',
    identity: {
      publisher: 'Éditeur du service',
      address: 'Siège',
      registration: 'Immatriculation',
      director: 'Directeur de la publication',
      contact: 'Contact',
      privacy: 'Protection des données',
      host: 'Hébergeur des données de santé',
      hostCertification: 'Certification HDS',
    },
    sections: [
      {
        heading: 'Objet du service',
        paragraphs: [
          'PhotoDossier est un logiciel en ligne destiné aux professionnels de santé (médecine esthétique et médecine générale) pour tenir des dossiers patients et conserver leurs photos et vidéos cliniques. Il n’est pas un dispositif médical\u00a0: il n’établit aucun diagnostic et ne propose aucune décision thérapeutique.',
        ],
      },
      {
        heading: 'Hébergement des données de santé',
        paragraphs: [
          'Conformément à l’article L.\u00a01111-8 du code de la santé publique, les données de santé à caractère personnel confiées au service sont hébergées par un hébergeur titulaire du certificat «\u00a0Hébergeur de données de santé\u00a0» (HDS), dans des centres de données situés en France.',
          'Lorsqu’un cabinet installe PhotoDossier sur ses propres machines, il en devient l’exploitant\u00a0: l’hébergement et sa conformité relèvent alors de sa responsabilité.',
        ],
      },
      {
        heading: 'Propriété intellectuelle',
        paragraphs: [
          'La marque PhotoDossier, l’interface et ses textes sont protégés. Les photos, vidéos et données saisies par les praticiens leur appartiennent et ne sont jamais réutilisées par l’éditeur.',
        ],
      },
      {
        heading: 'Signaler un contenu ou une faille',
        paragraphs: [
          'Pour signaler un contenu illicite, une faille de sécurité ou une erreur sur ce site, écrivez à l’adresse de contact ci-dessus. Les signalements de sécurité sont traités en priorité.',
        ],
      },
      {
        heading: 'Droit applicable',
        paragraphs: [
          'Le présent site et le service sont soumis au droit français. Voir aussi la politique de confidentialité, les conditions d’utilisation et la politique relative aux cookies.',
        ],
      },
    ],
  },
  privacy: {
    intro:
      'PhotoDossier traite des données de santé\u00a0: des photos de patients, des informations d’identité et des notes cliniques. Cette politique explique, conformément au Règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés, qui traite quelles données, pourquoi, combien de temps, et comment exercer vos droits.',
    sections: [
      {
        heading: 'Qui est responsable de quoi',
        paragraphs: [
          'Pour les données des patients, le praticien qui les saisit est responsable du traitement\u00a0: c’est lui qui décide de photographier un patient et de conserver son dossier. L’éditeur de PhotoDossier agit comme sous-traitant au sens de l’article 28 du RGPD\u00a0: il traite ces données uniquement sur instruction du praticien, pour fournir le service.',
          'Pour les données du compte du praticien (identité, connexion, abonnement), l’éditeur est responsable du traitement.',
        ],
      },
      {
        heading: 'Les données traitées',
        items: [
          'Compte du praticien\u00a0: nom, prénom, adresse e-mail, spécialité, mot de passe (jamais stocké en clair), numéro de téléphone s’il active les codes par SMS, clés de sécurité enregistrées, réglages.',
          'Dossiers patients\u00a0: nom, prénom, date de naissance, sexe, coordonnées, adresse, zones traitées, étiquettes, commentaires, injections notées.',
          'Photos et vidéos cliniques, leurs dates de prise de vue lues dans les métadonnées EXIF, leurs annotations. Les coordonnées GPS éventuelles restent dans le fichier original et ne sont ni lues ni affichées par le service.',
          'Empreintes faciales\u00a0: une suite de nombres calculée à partir du visage d’une photo pour suggérer le bon dossier. Il s’agit d’une donnée biométrique.',
          'Données techniques\u00a0: sessions de connexion (adresse IP, navigateur), journaux de sécurité, tentatives de connexion.',
          'Abonnement\u00a0: plan, statut, identifiant client du prestataire de paiement. Aucune donnée bancaire n’est stockée par PhotoDossier.',
        ],
      },
      {
        heading: 'Finalités et bases légales',
        items: [
          'Tenir le dossier photographique des patients\u00a0: pour le praticien, la prise en charge médicale (article 9.2.h du RGPD) et ses obligations de tenue du dossier (article 6.1.c)\u00a0; pour l’éditeur, le contrat de sous-traitance.',
          'Suggérer le patient par reconnaissance faciale\u00a0: le consentement explicite du patient (article 9.2.a), que le praticien recueille avant d’activer la fonction pour lui.',
          'Créer et sécuriser le compte, fournir le service, assurer le support\u00a0: l’exécution du contrat (article 6.1.b).',
          'Facturer l’abonnement et tenir la comptabilité\u00a0: l’exécution du contrat et les obligations légales comptables (article 6.1.c).',
          'Prévenir la fraude et les intrusions (limitation des tentatives, journaux)\u00a0: l’intérêt légitime de protéger le service et les données de santé (article 6.1.f).',
        ],
      },
      {
        heading: 'La reconnaissance faciale, sur votre appareil',
        paragraphs: [
          'L’analyse des visages est faite dans votre navigateur, par des modèles servis par PhotoDossier lui-même\u00a0: aucune image n’est envoyée à un service d’analyse tiers. Seule l’empreinte numérique est enregistrée, rattachée au dossier du patient, pour comparer les photos suivantes aux seuls patients du même praticien.',
          'Le praticien peut désactiver la reconnaissance dans les réglages de la caméra. Supprimer définitivement une photo ou un patient supprime ses empreintes.',
        ],
      },
      {
        heading: 'Hébergement et sécurité',
        items: [
          'Données de santé hébergées en France chez un hébergeur certifié HDS\u00a0; aucun transfert hors de l’Union européenne.',
          'Connexions chiffrées (HTTPS), mots de passe hachés, fichiers servis par des liens signés qui expirent.',
          'Cloisonnement strict\u00a0: chaque requête est limitée aux données du praticien connecté.',
          'Double authentification, verrouillage par code PIN, limitation des tentatives de connexion.',
        ],
      },
      {
        heading: 'Destinataires',
        paragraphs: [
          'Les données des patients ne sont accessibles qu’au praticien qui les a saisies. L’éditeur n’y accède que pour des besoins techniques ponctuels, tracés, ou sur demande du praticien.',
          'Sous-traitants ultérieurs, chacun limité à son rôle\u00a0: l’hébergeur certifié HDS (serveurs et stockage), le prestataire d’envoi d’e-mails et de SMS (adresse et numéro du destinataire, texte du message), le prestataire de paiement (identité de facturation du praticien, jamais de données de patients). Aucune donnée n’est vendue ni utilisée à des fins publicitaires.',
        ],
      },
      {
        heading: 'Durées de conservation',
        items: [
          'Dossiers, photos et vidéos\u00a0: tant que le praticien les conserve. Le code de la santé publique recommande de conserver un dossier médical 20 ans après la dernière consultation\u00a0; le praticien reste juge de cette durée.',
          'Corbeille\u00a0: un élément supprimé y reste, restaurable, jusqu’à ce que le praticien vide la corbeille ou le supprime définitivement.',
          'Sessions d’import abandonnées\u00a0: effacées après 2 jours. Photos temporaires gardées par le navigateur\u00a0: 24 heures au plus.',
          'Compte\u00a0: jusqu’à sa suppression par le praticien, qui efface sans délai ses patients, fichiers et empreintes.',
          'Journaux de connexion\u00a0: un an, comme l’exige la réglementation applicable aux hébergeurs. Pièces comptables\u00a0: 10 ans.',
        ],
      },
      {
        heading: 'Vos droits, praticiens',
        paragraphs: [
          'Vous disposez des droits d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité sur vos données. La plupart s’exercent directement dans l’application (réglages, suppression du compte)\u00a0; pour le reste, écrivez à l’adresse dédiée à la protection des données indiquée dans les mentions légales. Nous répondons dans un délai d’un mois.',
        ],
      },
      {
        heading: 'Droits des patients',
        paragraphs: [
          'Un patient exerce ses droits (accès à ses photos, rectification, effacement, retrait du consentement à la reconnaissance faciale) auprès de son praticien, responsable du traitement. L’éditeur aide le praticien à y répondre\u00a0: recherche du dossier, suppression définitive, copie des fichiers.',
          'Le droit d’effacement peut être limité par l’obligation de conserver le dossier médical.',
        ],
      },
      {
        heading: 'Violation de données',
        paragraphs: [
          'En cas de violation de données, l’éditeur prévient les praticiens concernés dans les meilleurs délais, et au plus tard sous 48 heures, afin qu’ils puissent la notifier à la CNIL dans les 72 heures et, si nécessaire, informer leurs patients.',
        ],
      },
      {
        heading: 'Réclamation',
        paragraphs: [
          'Vous pouvez introduire une réclamation auprès de la Commission nationale de l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou sur cnil.fr.',
        ],
      },
    ],
  },
  terms: {
    intro:
      'Les présentes conditions encadrent l’utilisation de PhotoDossier par les professionnels de santé. Créer un compte vaut acceptation de ces conditions.',
    sections: [
      {
        heading: 'Qui peut utiliser PhotoDossier',
        paragraphs: [
          'Le service est réservé aux professionnels de santé et à leurs équipes, dans le cadre de leur exercice. Chaque compte est personnel\u00a0: ne partagez pas vos identifiants, utilisez le changement de profil pour passer d’un compte à l’autre sur un même appareil.',
        ],
      },
      {
        heading: 'Vos obligations envers vos patients',
        items: [
          'Informer vos patients de la prise de photos et de leur conservation, et recueillir leur consentement lorsque la loi l’exige, notamment pour la reconnaissance faciale et pour toute utilisation des images hors du soin.',
          'Ne saisir que les données nécessaires à la prise en charge.',
          'Répondre aux demandes de vos patients relatives à leurs données, avec l’aide du service.',
          'Protéger l’accès à votre compte\u00a0: mot de passe solide, double authentification, code PIN sur les appareils partagés.',
        ],
      },
      {
        heading: 'Plans, quotas et paiement',
        paragraphs: [
          'Le plan Découverte est gratuit. Les plans Essentiel et Pro sont payants, au mois ou à l’année, sans engagement au-delà de la période en cours. Les prix affichés sur la page Tarifs sont TTC.',
          'Chaque plan donne un espace de stockage\u00a0; la corbeille compte dans l’espace utilisé. Un envoi qui dépasserait l’espace disponible est refusé, sans rien effacer de ce qui est déjà enregistré.',
          'Vous pouvez changer pour un plan supérieur à tout moment. Une résiliation prend effet à la fin de la période payée\u00a0; vos données restent accessibles, mais les fonctionnalités du plan résilié ne le sont plus.',
        ],
      },
      {
        heading: 'Disponibilité et évolutions',
        paragraphs: [
          'Nous faisons le nécessaire pour que le service soit disponible en permanence, hors maintenances annoncées. Certaines fonctionnalités sont proposées en bêta (dictée médicale, comptes rendus opératoires)\u00a0: elles peuvent évoluer et sont activées compte par compte.',
          'Les nouveautés sont décrites sur la page Nouveautés.',
        ],
      },
      {
        heading: 'Vos données vous appartiennent',
        paragraphs: [
          'Vous restez propriétaire des dossiers, photos et vidéos que vous enregistrez. Vous pouvez à tout moment les télécharger, et supprimer votre compte\u00a0: la suppression efface sans délai vos patients, vos fichiers et les empreintes faciales, sous réserve des obligations légales de conservation de l’éditeur (facturation).',
        ],
      },
      {
        heading: 'Responsabilité',
        paragraphs: [
          'PhotoDossier est un outil de conservation et d’organisation\u00a0: les suggestions de la reconnaissance faciale doivent toujours être vérifiées avant de classer une photo. Le praticien reste seul responsable de ses décisions médicales et du contenu des dossiers.',
        ],
      },
      {
        heading: 'Suspension et résiliation',
        paragraphs: [
          'Un compte peut être suspendu en cas d’usage contraire à ces conditions ou à la loi, après avertissement sauf urgence (atteinte à la sécurité du service ou des données).',
        ],
      },
      {
        heading: 'Droit applicable et litiges',
        paragraphs: [
          'Ces conditions sont soumises au droit français. En cas de différend, une solution amiable est recherchée en priorité\u00a0; à défaut, les tribunaux compétents sont ceux du ressort du siège de l’éditeur.',
        ],
      },
    ],
  },
  cookies: {
    intro:
      'PhotoDossier n’utilise aucun cookie publicitaire ni de mesure d’audience, et aucun traceur tiers. Les seuls cookies et données locales sont ceux nécessaires au fonctionnement du service\u00a0: ils sont exemptés de consentement (article 82 de la loi Informatique et Libertés), et vous les trouverez tous ci-dessous.',
    tableTitle: 'Ce que PhotoDossier garde dans votre navigateur',
    columns: { name: 'Nom', kind: 'Type', purpose: 'À quoi il sert', duration: 'Durée' },
    kinds: {
      cookie: 'Cookie',
      local: 'Stockage local',
      session: 'Stockage de session',
      indexeddb: 'Base du navigateur',
      cache: 'Cache hors ligne',
    },
    entries: {
      sessionToken: {
        purpose: 'Vous garde connecté\u00a0; illisible par les scripts de la page (HttpOnly).',
        duration: '7 jours, prolongés tant que vous utilisez le service',
      },
      multiSession: {
        purpose: 'Une session par compte connecté sur cet appareil, pour le changement de profil.',
        duration: '7 jours',
      },
      twoFactor: {
        purpose: 'Relie la saisie du code de double authentification à la connexion en cours.',
        duration: '10 minutes',
      },
      passkeyChallenge: {
        purpose: 'Défi de sécurité le temps d’utiliser ou d’enregistrer une clé de sécurité.',
        duration: 'Quelques minutes',
      },
      oauthState: {
        purpose: 'Protège la connexion avec Google contre la falsification de requête.',
        duration: '5 minutes',
      },
      language: { purpose: 'La langue choisie (fr ou en).', duration: 'Jusqu’à effacement' },
      theme: { purpose: 'Le thème clair, sombre ou système.', duration: 'Jusqu’à effacement' },
      sidebar: {
        purpose: 'Barre latérale réduite ou dépliée.',
        duration: 'Jusqu’à effacement',
      },
      installBanner: {
        purpose: 'Se souvient que vous avez fermé la bannière d’installation.',
        duration: 'Jusqu’à effacement',
      },
      machineId: {
        purpose: 'Identifie cet appareil pour ses réglages d’import (dossier surveillé, carte SD).',
        duration: 'Jusqu’à effacement',
      },
      cameraDevice: {
        purpose: 'Identifie cet appareil pour le déclencheur à distance.',
        duration: 'Jusqu’à effacement',
      },
      recentProfiles: {
        purpose: 'Les comptes récemment utilisés sur cet appareil, pour changer de profil.',
        duration: 'Jusqu’à effacement ou déconnexion',
      },
      settingsCopy: {
        purpose: 'Copie de vos réglages pour travailler si le serveur ne répond pas.',
        duration: 'Jusqu’à effacement',
      },
      settingsPending: {
        purpose: 'Réglages modifiés hors ligne, envoyés au retour de la connexion.',
        duration: 'Jusqu’à l’envoi',
      },
      pinnedPatients: {
        purpose: 'Les patients que vous avez épinglés.',
        duration: 'Jusqu’à effacement',
      },
      pinLock: {
        purpose: 'État du verrouillage par code PIN (dernière activité, essais).',
        duration: 'Jusqu’à effacement',
      },
      lastEmail: {
        purpose: 'Préremplit votre adresse e-mail sur la page de connexion.',
        duration: 'Fermeture de l’onglet',
      },
      pendingSignOut: {
        purpose: 'Termine une déconnexion commencée pendant un changement de profil.',
        duration: 'Fermeture de l’onglet',
      },
      mfaBanner: {
        purpose: 'Masque la bannière de double authentification pour cette session.',
        duration: 'Fermeture de l’onglet',
      },
      pendingPhotos: {
        purpose: 'Photos à rattacher au patient en cours de création.',
        duration: 'Fermeture de l’onglet',
      },
      scrollPositions: {
        purpose: 'Où vous étiez sur chaque page, pour y revenir avec le bouton Retour.',
        duration: 'Fermeture de l’onglet',
      },
      tempPhotos: {
        purpose:
          'Photos prises ou importées en attente d’envoi, pour ne rien perdre en cas de coupure.',
        duration: '24 heures au plus, 50 photos au plus',
      },
      faceModels: {
        purpose: 'Modèles de reconnaissance faciale, pour ne pas les retélécharger.',
        duration: 'Jusqu’à effacement',
      },
      cacheExpiry: {
        purpose: 'Dates des fichiers en cache, pour effacer les plus anciens.',
        duration: 'Jusqu’à effacement',
      },
      appFiles: {
        purpose: 'Fichiers de l’application, pour l’ouvrir rapidement et hors connexion.',
        duration: 'Jusqu’à la version suivante',
      },
      faceFiles: {
        purpose: 'Fichiers de la reconnaissance faciale, téléchargés à la première utilisation.',
        duration: 'Jusqu’à effacement',
      },
    },
    sections: [
      {
        heading: 'Les effacer',
        paragraphs: [
          'Se déconnecter supprime les cookies de session. Supprimer votre compte efface aussi les données locales de PhotoDossier sur cet appareil. Vous pouvez à tout moment tout effacer depuis les réglages de votre navigateur (données du site)\u00a0; vous devrez alors vous reconnecter.',
        ],
      },
    ],
  },
  help: {
    intro:
      'Les réponses aux questions que l’on se pose en découvrant PhotoDossier, domaine par domaine.',
    areas: [
      {
        id: 'start',
        title: 'Premiers pas',
        questions: [
          {
            question: 'Comment créer mon compte\u00a0?',
            answer:
              'Sur la page de connexion, choisissez «\u00a0Créer un compte\u00a0», saisissez votre nom, votre adresse e-mail et un mot de passe d’au moins 6 caractères, puis ouvrez le lien reçu par e-mail pour confirmer votre adresse. Vous pouvez aussi vous connecter avec Google si le cabinet l’a activé.',
          },
          {
            question: 'Je n’ai pas reçu l’e-mail de confirmation.',
            answer:
              'Vérifiez vos courriers indésirables, puis utilisez «\u00a0Renvoyer l’e-mail\u00a0» sur la page de vérification. Sur une installation sans serveur de messagerie, l’administrateur retrouve les e-mails envoyés sur la page Admin.',
          },
          {
            question: 'Puis-je utiliser PhotoDossier sur mon téléphone\u00a0?',
            answer:
              'Oui\u00a0: l’application s’adapte aux petits écrans, avec une barre de navigation en bas. Installez-la sur l’écran d’accueil pour l’ouvrir en plein écran (voir le guide d’installation).',
          },
        ],
      },
      {
        id: 'patients',
        title: 'Dossiers patients',
        questions: [
          {
            question: 'Comment créer un dossier\u00a0?',
            answer:
              'Dans Dossiers, choisissez «\u00a0Nouveau patient\u00a0». Seuls le nom et le prénom sont obligatoires\u00a0; date de naissance, contacts, zones traitées et étiquettes aident ensuite à retrouver le patient.',
          },
          {
            question: 'Comment retrouver rapidement un patient\u00a0?',
            answer:
              'La recherche accepte le prénom, le nom ou les deux. Filtrez par étiquette, triez par nom ou par date, et épinglez les patients que vous suivez en ce moment\u00a0: ils restent en tête de liste.',
          },
          {
            question: 'Que se passe-t-il si je supprime un patient\u00a0?',
            answer:
              'Il part dans la corbeille avec ses photos, d’où vous pouvez le restaurer. Il n’est effacé qu’à la suppression définitive.',
          },
        ],
      },
      {
        id: 'photos',
        title: 'Photos et vidéos',
        questions: [
          {
            question: 'Quels fichiers puis-je envoyer\u00a0?',
            answer:
              'Des photos JPG, PNG ou WebP jusqu’à 50 Mo et des vidéos MP4, MOV, AVI ou WebM jusqu’à 100 Mo. Un envoi interrompu reprend là où il s’était arrêté.',
          },
          {
            question: 'Pourquoi ma photo n’est-elle pas à la bonne date\u00a0?',
            answer:
              'PhotoDossier date une photo avec la date de prise de vue enregistrée par l’appareil (EXIF), sinon la date du fichier, sinon celle de l’envoi. Si l’horloge de l’appareil photo était mal réglée, la date l’est aussi\u00a0; la page Diagnostic EXIF montre ce que contient un fichier.',
          },
          {
            question: 'Où sont les photos sans patient\u00a0?',
            answer:
              'Dans Galerie, onglet «\u00a0Non assignées\u00a0». Sélectionnez-les pour les rattacher à un patient existant ou à un nouveau dossier.',
          },
          {
            question: 'Puis-je annoter une photo\u00a0?',
            answer:
              'Oui\u00a0: dans la visionneuse, dessinez ou ajoutez du texte. Les annotations sont enregistrées à part et ne modifient jamais la photo originale.',
          },
        ],
      },
      {
        id: 'import',
        title: 'Import et caméra',
        questions: [
          {
            question: 'Comment importer toute une séance\u00a0?',
            answer:
              'Ouvrez Import et déposez vos photos. Elles sont analysées deux par deux, regroupées par patient suggéré et par moment de prise de vue\u00a0; vérifiez les groupes, déplacez une photo si besoin, puis enregistrez.',
          },
          {
            question: 'J’ai fermé l’onglet pendant un import.',
            answer:
              'Les photos en attente sont gardées par le navigateur pendant 24 heures\u00a0: rouvrez Import sur le même appareil pour reprendre la séance.',
          },
          {
            question: 'La caméra ne s’ouvre pas.',
            answer:
              'Le navigateur doit avoir l’autorisation d’utiliser la caméra. La page d’aide à l’autorisation de la caméra explique comment la donner selon votre navigateur et votre système.',
          },
          {
            question: 'Qu’est-ce que le déclencheur à distance\u00a0?',
            answer:
              'Un second appareil connecté au même compte déclenche la prise de vue de la caméra ouverte, pratique quand le téléphone est sur un pied.',
          },
        ],
      },
      {
        id: 'faces',
        title: 'Reconnaissance faciale',
        questions: [
          {
            question: 'Mes photos sont-elles envoyées à un service d’analyse\u00a0?',
            answer:
              'Non. L’analyse est faite dans votre navigateur\u00a0; seule l’empreinte numérique du visage est enregistrée, pour comparer les photos suivantes à vos seuls patients.',
          },
          {
            question: 'Pourquoi aucun patient n’est-il suggéré\u00a0?',
            answer:
              'Une suggestion demande un visage net et de face, et un patient qui a déjà des photos. En dessous d’une ressemblance suffisante, PhotoDossier préfère ne rien proposer.',
          },
          {
            question: 'Dois-je demander l’accord du patient\u00a0?',
            answer:
              'Oui\u00a0: l’empreinte faciale est une donnée biométrique. Recueillez le consentement explicite du patient, ou désactivez la reconnaissance faciale dans les réglages de la caméra.',
          },
        ],
      },
      {
        id: 'storage',
        title: 'Corbeille et stockage',
        questions: [
          {
            question: 'La corbeille compte-t-elle dans mon espace\u00a0?',
            answer:
              'Oui, comme le prévoit votre plan\u00a0: videz la corbeille pour libérer l’espace. Le gestionnaire de stockage classe vos fichiers par taille pour repérer les plus lourds.',
          },
          {
            question: 'Que se passe-t-il quand mon espace est plein\u00a0?',
            answer:
              'Les nouveaux envois sont refusés et une fenêtre propose de libérer de l’espace ou de passer à un plan supérieur. Rien de ce qui est enregistré n’est effacé.',
          },
        ],
      },
      {
        id: 'billing',
        title: 'Abonnement',
        questions: [
          {
            question: 'Quelle différence entre les plans\u00a0?',
            answer:
              'L’espace de stockage et les fonctionnalités\u00a0: la page Tarifs les compare. La cartographie des injections, l’import automatique depuis l’appareil photo et le portail patient sont réservés au plan Pro.',
          },
          {
            question: 'Comment changer de plan\u00a0?',
            answer:
              'Dans Paramètres, ouvrez Abonnement et choisissez un plan supérieur. Le paiement est traité par notre prestataire\u00a0; la facturation se gère depuis son portail.',
          },
        ],
      },
      {
        id: 'security',
        title: 'Sécurité et profils',
        questions: [
          {
            question: 'Comment activer la double authentification\u00a0?',
            answer:
              'Depuis la bannière «\u00a0Action requise\u00a0» ou les paramètres du compte\u00a0: choisissez une application d’authentification, un code par SMS ou une clé de sécurité.',
          },
          {
            question: 'À quoi sert le code PIN\u00a0?',
            answer:
              'Il verrouille l’application après une période d’inactivité que vous choisissez, sans vous déconnecter. Après trois erreurs, la saisie est suspendue un moment.',
          },
          {
            question: 'Nous partageons un ordinateur au cabinet.',
            answer:
              'Chaque praticien garde son compte\u00a0; le sélecteur de profil, en haut à droite, passe de l’un à l’autre sans ressaisir de mot de passe à chaque fois.',
          },
        ],
      },
    ],
    contactTitle: 'Une autre question\u00a0?',
    contactText: 'Écrivez-nous\u00a0: nous répondons aux praticiens dans les meilleurs délais.',
  },
  changelog: {
    intro: 'Ce qui a changé dans PhotoDossier, version après version.',
    version: 'Version {{version}}',
  },
};
