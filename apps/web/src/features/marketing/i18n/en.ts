import type { MarketingTexts } from './marketing-texts';

export const marketingEn: MarketingTexts = {
  updatedOn: 'Last updated: {{date}}',
  onThisPage: 'On this page',
  landing: {
    eyebrow: 'Clinical photos and patient records',
    title: 'Your patients’ photos, filed in their record, kept safe.',
    lead: 'PhotoDossier brings patient records, clinical photos and videos and their before/after comparisons together, for aesthetic and general medicine practices. Camera capture, imports from your camera, patient recognition done in your browser: your images never leave your practice to be analysed.',
    start: 'Create my account',
    pricing: 'See pricing',
    signIn: 'Sign in',
    trust: [
      'Built for French practices',
      'Face recognition on your device',
      'Free to start, no credit card',
    ],
    featuresTitle: 'A patient’s whole photo follow-up, in one place',
    features: [
      {
        id: 'records',
        title: 'Patient records',
        text: 'Identity, date of birth, contact details, treated areas and tags. List, gallery or table, search by name, sorting and pinned patients.',
      },
      {
        id: 'photos',
        title: 'Clinical photos and videos',
        text: 'Resumable uploads of large files, capture dates read from EXIF, a day-by-day timeline, annotations and zoom up to 5×.',
      },
      {
        id: 'faces',
        title: 'The right patient, suggested',
        text: 'Face recognition runs in your browser and suggests the record a photo belongs to. You always confirm.',
      },
      {
        id: 'import',
        title: 'Batch import',
        text: 'Drop a whole session: photos are grouped by patient and by moment, then filed in one go. Automatic import from your camera with the Pro plan.',
      },
      {
        id: 'camera',
        title: 'The practice’s camera',
        text: 'Full-screen capture with templates and a ghost of the last photo, bursts, video, and a remote shutter from a second device.',
      },
      {
        id: 'storage',
        title: 'Trash and storage under control',
        text: 'Nothing is lost by mistake: a restorable trash, a storage manager sorted by size and an ever-visible meter.',
      },
    ],
    screenshotsTitle: 'A look at the app',
    screenshotsLead:
      'Screenshots taken automatically from the real app, on a demonstration account with neutral images.',
    screenshots: [
      {
        id: 'patients',
        title: 'Your patient records',
        alt: 'The PhotoDossier patient list, with search, tags and each patient’s photo count.',
      },
      {
        id: 'patient',
        title: 'A patient’s record',
        alt: 'A patient’s record with its timeline of clinical photos sorted by date.',
      },
      {
        id: 'gallery',
        title: 'The practice’s gallery',
        alt: 'The gallery of every photo of the practice, grouped by day of capture.',
      },
    ],
    securityTitle: 'Health data handled as such',
    securityLead:
      'You are the controller of your patients’ data; PhotoDossier gives you the means to comply with the GDPR.',
    security: [
      'Health data hosted in France by an HDS-certified host (Hébergeur de Données de Santé).',
      'Two-factor authentication by app, SMS or security key, and a PIN lock after inactivity.',
      'Each record is visible only to the practitioner who created it; files are served through signed, expiring links.',
      'Face prints computed on your device, never by a third-party service; recognition can be turned off in the settings.',
    ],
    installTitle: 'Install PhotoDossier as an app',
    installText:
      'On a phone, tablet or computer, PhotoDossier goes on the home screen and opens full screen, without an app store.',
    installLink: 'Installation guide',
    closingTitle: 'Start with the Découverte plan',
    closingText:
      'Create your account in a minute, import your first photos, and move to a higher plan when your practice needs it.',
  },
  legal: {
    intro:
      'Information required by article 6 of French law no. 2004-575 of 21 June 2004 on confidence in the digital economy (LCEN).',
    identityTitle: 'Publisher and host',
    identity: {
      publisher: 'Publisher of the service',
      address: 'Registered office',
      registration: 'Registration',
      director: 'Publication director',
      contact: 'Contact',
      privacy: 'Data protection',
      host: 'Health data host',
      hostCertification: 'HDS certification',
    },
    sections: [
      {
        heading: 'What the service is',
        paragraphs: [
          'PhotoDossier is online software for healthcare professionals (aesthetic and general medicine) to keep patient records and their clinical photos and videos. It is not a medical device: it makes no diagnosis and proposes no therapeutic decision.',
        ],
      },
      {
        heading: 'Hosting of health data',
        paragraphs: [
          'As required by article L. 1111-8 of the French public health code, personal health data entrusted to the service are hosted by a host holding the “Hébergeur de données de santé” (HDS) certificate, in data centres located in France.',
          'When a practice installs PhotoDossier on its own machines, it becomes its operator: hosting and its compliance are then its responsibility.',
        ],
      },
      {
        heading: 'Intellectual property',
        paragraphs: [
          'The PhotoDossier brand, interface and texts are protected. The photos, videos and data entered by practitioners belong to them and are never reused by the publisher.',
        ],
      },
      {
        heading: 'Reporting content or a vulnerability',
        paragraphs: [
          'To report unlawful content, a security vulnerability or an error on this site, write to the contact address above. Security reports are handled first.',
        ],
      },
      {
        heading: 'Governing law',
        paragraphs: [
          'This site and the service are governed by French law. See also the privacy policy, the terms of use and the cookie policy.',
        ],
      },
    ],
  },
  privacy: {
    intro:
      'PhotoDossier processes health data: photos of patients, identity details and clinical notes. In line with the General Data Protection Regulation (GDPR) and the French Data Protection Act, this policy explains who processes which data, why, for how long, and how to exercise your rights.',
    sections: [
      {
        heading: 'Who is responsible for what',
        paragraphs: [
          'For patients’ data, the practitioner who enters them is the controller: they decide to photograph a patient and to keep their record. The publisher of PhotoDossier acts as a processor within the meaning of GDPR article 28: it processes these data only on the practitioner’s instructions, to provide the service.',
          'For the practitioner’s account data (identity, sign-in, subscription), the publisher is the controller.',
        ],
      },
      {
        heading: 'The data processed',
        items: [
          'Practitioner account: last name, first name, e-mail address, specialty, password (never stored in clear), phone number if SMS codes are turned on, registered security keys, settings.',
          'Patient records: last name, first name, date of birth, sex, contact details, address, treated areas, tags, comments, recorded injections.',
          'Clinical photos and videos, their capture dates read from the EXIF metadata, their annotations. Any GPS coordinates stay in the original file and are neither read nor shown by the service.',
          'Face prints: a series of numbers computed from the face in a photo to suggest the right record. This is biometric data.',
          'Technical data: sign-in sessions (IP address, browser), security logs, sign-in attempts.',
          'Subscription: plan, status, the payment provider’s customer id. PhotoDossier stores no bank details.',
        ],
      },
      {
        heading: 'Purposes and legal bases',
        items: [
          'Keeping patients’ photo records: for the practitioner, medical care (GDPR article 9.2.h) and their record-keeping duties (article 6.1.c); for the publisher, the processing agreement.',
          'Suggesting the patient by face recognition: the patient’s explicit consent (article 9.2.a), which the practitioner obtains before using the feature for them.',
          'Creating and securing the account, providing the service, support: performance of the contract (article 6.1.b).',
          'Billing the subscription and bookkeeping: performance of the contract and legal accounting duties (article 6.1.c).',
          'Preventing fraud and intrusions (attempt limits, logs): the legitimate interest of protecting the service and health data (article 6.1.f).',
        ],
      },
      {
        heading: 'Face recognition, on your device',
        paragraphs: [
          'Faces are analysed in your browser, by models served by PhotoDossier itself: no image is sent to a third-party analysis service. Only the numeric print is stored, attached to the patient’s record, to compare later photos with the same practitioner’s patients only.',
          'The practitioner can turn recognition off in the camera settings. Permanently deleting a photo or a patient deletes its prints.',
        ],
      },
      {
        heading: 'Hosting and security',
        items: [
          'Health data hosted in France by an HDS-certified host; no transfer outside the European Union.',
          'Encrypted connections (HTTPS), hashed passwords, files served through signed links that expire.',
          'Strict separation: every request is limited to the signed-in practitioner’s data.',
          'Two-factor authentication, PIN lock, limits on sign-in attempts.',
        ],
      },
      {
        heading: 'Recipients',
        paragraphs: [
          'Patients’ data are accessible only to the practitioner who entered them. The publisher accesses them only for occasional, logged technical needs, or at the practitioner’s request.',
          'Sub-processors, each limited to its role: the HDS-certified host (servers and storage), the e-mail and SMS provider (recipient’s address or number, message text), the payment provider (the practitioner’s billing identity, never patient data). No data is sold or used for advertising.',
        ],
      },
      {
        heading: 'Retention periods',
        items: [
          'Records, photos and videos: as long as the practitioner keeps them. The French public health code recommends keeping a medical record for 20 years after the last visit; the practitioner remains the judge of this period.',
          'Trash: a deleted item stays there, restorable, until the practitioner empties the trash or deletes it permanently.',
          'Abandoned import sessions: erased after 2 days. Temporary photos kept by the browser: 24 hours at most.',
          'Account: until the practitioner deletes it, which erases their patients, files and face prints at once.',
          'Sign-in logs: one year, as the rules for hosting providers require. Accounting records: 10 years.',
        ],
      },
      {
        heading: 'Your rights, as a practitioner',
        paragraphs: [
          'You have the rights of access, rectification, erasure, restriction, objection and portability over your data. Most are exercised directly in the app (settings, account deletion); for the rest, write to the data protection address given in the legal notice. We answer within one month.',
        ],
      },
      {
        heading: 'Patients’ rights',
        paragraphs: [
          'A patient exercises their rights (access to their photos, rectification, erasure, withdrawal of consent to face recognition) with their practitioner, the controller. The publisher helps the practitioner answer: finding the record, permanent deletion, copies of the files.',
          'The right to erasure may be limited by the duty to keep the medical record.',
        ],
      },
      {
        heading: 'Data breaches',
        paragraphs: [
          'If a data breach occurs, the publisher informs the practitioners concerned as soon as possible, and within 48 hours at the latest, so that they can notify the CNIL within 72 hours and, where needed, inform their patients.',
        ],
      },
      {
        heading: 'Complaints',
        paragraphs: [
          'You can lodge a complaint with the French data protection authority (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, or at cnil.fr.',
        ],
      },
    ],
  },
  terms: {
    intro:
      'These terms govern the use of PhotoDossier by healthcare professionals. Creating an account means accepting them.',
    sections: [
      {
        heading: 'Who may use PhotoDossier',
        paragraphs: [
          'The service is for healthcare professionals and their teams, in the course of their practice. Each account is personal: do not share your credentials; use the profile switcher to move between accounts on one device.',
        ],
      },
      {
        heading: 'Your duties towards your patients',
        items: [
          'Inform your patients that photos are taken and kept, and obtain their consent where the law requires it, in particular for face recognition and for any use of the images outside care.',
          'Enter only the data needed for their care.',
          'Answer your patients’ requests about their data, with the service’s help.',
          'Protect access to your account: a strong password, two-factor authentication, a PIN on shared devices.',
        ],
      },
      {
        heading: 'Plans, quotas and payment',
        paragraphs: [
          'The Découverte plan is free. The Essentiel and Pro plans are paid monthly or yearly, with no commitment beyond the current period. Prices shown on the Pricing page include VAT.',
          'Each plan gives a storage space; the trash counts toward the space used. An upload that would exceed the available space is refused, without erasing anything already stored.',
          'You can move to a higher plan at any time. A cancellation takes effect at the end of the paid period; your data remain accessible, but the cancelled plan’s features no longer are.',
        ],
      },
      {
        heading: 'Availability and changes',
        paragraphs: [
          'We do what is needed for the service to be available at all times, except for announced maintenance. Some features are offered in beta (medical dictation, operation reports): they may change and are turned on account by account.',
          'New features are described on the What’s new page.',
        ],
      },
      {
        heading: 'Your data belong to you',
        paragraphs: [
          'You remain the owner of the records, photos and videos you store. You can download them and delete your account at any time: deletion erases your patients, your files and the face prints at once, subject to the publisher’s legal retention duties (billing).',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: [
          'PhotoDossier is a tool for keeping and organising: face recognition suggestions must always be checked before filing a photo. The practitioner alone remains responsible for their medical decisions and for the content of the records.',
        ],
      },
      {
        heading: 'Suspension and termination',
        paragraphs: [
          'An account may be suspended for use contrary to these terms or to the law, after a warning except in an emergency (a threat to the security of the service or of the data).',
        ],
      },
      {
        heading: 'Governing law and disputes',
        paragraphs: [
          'These terms are governed by French law. In a dispute, an amicable solution is sought first; failing that, the courts with jurisdiction are those of the publisher’s registered office.',
        ],
      },
    ],
  },
  cookies: {
    intro:
      'PhotoDossier uses no advertising or audience-measurement cookies and no third-party trackers. The only cookies and local data are those the service needs to work: they are exempt from consent (article 82 of the French Data Protection Act), and you will find every one of them below.',
    tableTitle: 'What PhotoDossier keeps in your browser',
    columns: { name: 'Name', kind: 'Type', purpose: 'What it is for', duration: 'Duration' },
    kinds: {
      cookie: 'Cookie',
      local: 'Local storage',
      session: 'Session storage',
      indexeddb: 'Browser database',
      cache: 'Offline cache',
    },
    entries: {
      sessionToken: {
        purpose: 'Keeps you signed in; unreadable by the page’s scripts (HttpOnly).',
        duration: '7 days, extended while you use the service',
      },
      multiSession: {
        purpose: 'One session per account signed in on this device, for the profile switcher.',
        duration: '7 days',
      },
      twoFactor: {
        purpose: 'Ties the two-factor code you type to the sign-in in progress.',
        duration: '10 minutes',
      },
      passkeyChallenge: {
        purpose: 'A security challenge while you use or register a security key.',
        duration: 'A few minutes',
      },
      oauthState: {
        purpose: 'Protects the Google sign-in against request forgery.',
        duration: '5 minutes',
      },
      language: { purpose: 'The chosen language (fr or en).', duration: 'Until cleared' },
      theme: { purpose: 'The light, dark or system theme.', duration: 'Until cleared' },
      sidebar: { purpose: 'Sidebar collapsed or expanded.', duration: 'Until cleared' },
      installBanner: {
        purpose: 'Remembers that you closed the install banner.',
        duration: 'Until cleared',
      },
      machineId: {
        purpose: 'Identifies this device for its import settings (watched folder, SD card).',
        duration: 'Until cleared',
      },
      cameraDevice: {
        purpose: 'Identifies this device for the remote shutter.',
        duration: 'Until cleared',
      },
      recentProfiles: {
        purpose: 'Accounts recently used on this device, for the profile switcher.',
        duration: 'Until cleared or signed out',
      },
      settingsCopy: {
        purpose: 'A copy of your settings, to keep working if the server does not answer.',
        duration: 'Until cleared',
      },
      settingsPending: {
        purpose: 'Settings changed offline, sent when the connection is back.',
        duration: 'Until sent',
      },
      pinnedPatients: { purpose: 'The patients you pinned.', duration: 'Until cleared' },
      pinLock: {
        purpose: 'State of the PIN lock (last activity, attempts).',
        duration: 'Until cleared',
      },
      lastEmail: {
        purpose: 'Fills in your e-mail address on the sign-in page.',
        duration: 'Until the tab is closed',
      },
      pendingSignOut: {
        purpose: 'Completes a sign-out started during a profile switch.',
        duration: 'Until the tab is closed',
      },
      mfaBanner: {
        purpose: 'Hides the two-factor banner for this session.',
        duration: 'Until the tab is closed',
      },
      pendingPhotos: {
        purpose: 'Photos to attach to the patient being created.',
        duration: 'Until the tab is closed',
      },
      scrollPositions: {
        purpose: 'Where you were on each page, to return there with the Back button.',
        duration: 'Until the tab is closed',
      },
      tempPhotos: {
        purpose:
          'Photos taken or imported and waiting to be sent, so nothing is lost if the connection drops.',
        duration: '24 hours at most, 50 photos at most',
      },
      faceModels: {
        purpose: 'Face recognition models, so they are not downloaded again.',
        duration: 'Until cleared',
      },
      cacheExpiry: {
        purpose: 'Dates of the cached files, to remove the oldest.',
        duration: 'Until cleared',
      },
      appFiles: {
        purpose: 'The app’s files, to open it quickly and offline.',
        duration: 'Until the next version',
      },
      faceFiles: {
        purpose: 'Face recognition files, downloaded on first use.',
        duration: 'Until cleared',
      },
    },
    sections: [
      {
        heading: 'Clearing them',
        paragraphs: [
          'Signing out removes the session cookies. Deleting your account also erases PhotoDossier’s local data on this device. You can clear everything at any time in your browser’s settings (site data); you will then need to sign in again.',
        ],
      },
    ],
  },
  help: {
    intro: 'Answers to the questions people ask when they discover PhotoDossier, area by area.',
    areas: [
      {
        id: 'start',
        title: 'Getting started',
        questions: [
          {
            question: 'How do I create my account?',
            answer:
              'On the sign-in page, choose “Create an account”, enter your name, your e-mail address and a password of at least 6 characters, then open the link you receive by e-mail to confirm your address. You can also sign in with Google if your practice turned it on.',
          },
          {
            question: 'I did not receive the confirmation e-mail.',
            answer:
              'Check your spam folder, then use “Send the e-mail again” on the verification page. On an installation without a mail server, the administrator finds the e-mails sent on the Admin page.',
          },
          {
            question: 'Can I use PhotoDossier on my phone?',
            answer:
              'Yes: the app adapts to small screens, with a navigation bar at the bottom. Install it on your home screen to open it full screen (see the installation guide).',
          },
        ],
      },
      {
        id: 'patients',
        title: 'Patient records',
        questions: [
          {
            question: 'How do I create a record?',
            answer:
              'In Records, choose “New patient”. Only the last and first names are required; date of birth, contact details, treated areas and tags then help you find the patient.',
          },
          {
            question: 'How do I find a patient quickly?',
            answer:
              'Search accepts the first name, the last name or both. Filter by tag, sort by name or date, and pin the patients you currently follow: they stay at the top of the list.',
          },
          {
            question: 'What happens if I delete a patient?',
            answer:
              'They go to the trash with their photos, from where you can restore them. They are erased only when permanently deleted.',
          },
        ],
      },
      {
        id: 'photos',
        title: 'Photos and videos',
        questions: [
          {
            question: 'Which files can I send?',
            answer:
              'JPG, PNG or WebP photos up to 50 MB and MP4, MOV, AVI or WebM videos up to 100 MB. An interrupted upload resumes where it stopped.',
          },
          {
            question: 'Why is my photo not at the right date?',
            answer:
              'PhotoDossier dates a photo with the capture date the camera recorded (EXIF), else the file’s date, else the upload’s. If the camera’s clock was wrong, so is the date; the EXIF diagnostics page shows what a file contains.',
          },
          {
            question: 'Where are the photos without a patient?',
            answer:
              'In Gallery, “Unassigned” tab. Select them to attach them to an existing patient or to a new record.',
          },
          {
            question: 'Can I annotate a photo?',
            answer:
              'Yes: in the viewer, draw or add text. Annotations are stored separately and never change the original photo.',
          },
        ],
      },
      {
        id: 'import',
        title: 'Import and camera',
        questions: [
          {
            question: 'How do I import a whole session?',
            answer:
              'Open Import and drop your photos. They are analysed two at a time, grouped by suggested patient and by moment of capture; check the groups, move a photo if needed, then save.',
          },
          {
            question: 'I closed the tab during an import.',
            answer:
              'Waiting photos are kept by the browser for 24 hours: open Import again on the same device to resume the session.',
          },
          {
            question: 'The camera does not open.',
            answer:
              'The browser needs permission to use the camera. The camera permission help page explains how to grant it for your browser and system.',
          },
          {
            question: 'What is the remote shutter?',
            answer:
              'A second device signed in to the same account triggers the open camera, handy when the phone is on a stand.',
          },
        ],
      },
      {
        id: 'faces',
        title: 'Face recognition',
        questions: [
          {
            question: 'Are my photos sent to an analysis service?',
            answer:
              'No. The analysis is done in your browser; only the face’s numeric print is stored, to compare later photos with your own patients only.',
          },
          {
            question: 'Why is no patient suggested?',
            answer:
              'A suggestion needs a sharp, front-facing face and a patient who already has photos. Below a sufficient likeness, PhotoDossier prefers to suggest nothing.',
          },
          {
            question: 'Must I ask the patient’s consent?',
            answer:
              'Yes: a face print is biometric data. Obtain the patient’s explicit consent, or turn face recognition off in the camera settings.',
          },
        ],
      },
      {
        id: 'storage',
        title: 'Trash and storage',
        questions: [
          {
            question: 'Does the trash count toward my space?',
            answer:
              'Yes, as your plan provides: empty the trash to free space. The storage manager sorts your files by size to spot the largest.',
          },
          {
            question: 'What happens when my space is full?',
            answer:
              'New uploads are refused and a window offers to free space or move to a higher plan. Nothing already stored is erased.',
          },
        ],
      },
      {
        id: 'billing',
        title: 'Subscription',
        questions: [
          {
            question: 'What is the difference between the plans?',
            answer:
              'Storage space and features: the Pricing page compares them. Injection mapping, automatic import from the camera and the patient portal are for the Pro plan.',
          },
          {
            question: 'How do I change plans?',
            answer:
              'In Settings, open Subscription and choose a higher plan. Payment is handled by our provider; billing is managed from its portal.',
          },
        ],
      },
      {
        id: 'security',
        title: 'Security and profiles',
        questions: [
          {
            question: 'How do I turn on two-factor authentication?',
            answer:
              'From the “Action required” banner or the account settings: choose an authenticator app, an SMS code or a security key.',
          },
          {
            question: 'What is the PIN for?',
            answer:
              'It locks the app after a period of inactivity you choose, without signing you out. After three mistakes, entry is paused for a while.',
          },
          {
            question: 'We share a computer at the practice.',
            answer:
              'Each practitioner keeps their own account; the profile switcher, at the top right, moves from one to the other without typing a password every time.',
          },
        ],
      },
    ],
    contactTitle: 'Another question?',
    contactText: 'Write to us: we answer practitioners as soon as we can.',
  },
  changelog: {
    intro: 'What changed in PhotoDossier, version after version.',
    version: 'Version {{version}}',
  },
};
