import type { Translations } from '@/lib/i18n/fr';
import type { cameraCaptureFr, cameraTutorialFr } from './fr';

export const cameraCaptureEn: Translations<typeof cameraCaptureFr> = {
  title: 'Camera',
  close: 'Close the camera',
  forPatient: '{{patient}}',
  unassigned: 'No patient',
  quick: 'Quick mode',
  starting: 'Starting the camera...',
  preview: 'Camera picture',
  modes: { label: 'Capture mode', photo: 'Photo', video: 'Video' },
  shutter: 'Take a photo',
  startRecording: 'Start recording',
  stopRecording: 'Stop recording',
  recording: 'Recording',
  switchCamera: 'Switch camera',
  flash: {
    off: 'Flash off',
    on: 'Flash on',
    auto: 'Automatic flash',
  },
  grid: 'Grid',
  settings: 'Camera settings',
  settingsTitle: 'Settings',
  zoom: 'Zoom',
  template: 'Framing template',
  templates: {
    face: 'Face',
    profileLeft: 'Left profile',
    profileRight: 'Right profile',
    threeQuarter: 'Three-quarter',
    torso: 'Upper body',
    body: 'Full body',
  },
  overlayOpacity: 'Template opacity',
  ghost: 'Previous photo',
  ghostHint: 'Overlays the patient\u2019s latest photo to frame before/after shots alike.',
  ghostOpacity: 'Previous photo opacity',
  ghostNone: 'No previous photo for this patient.',
  faceRecognition: 'Face recognition',
  faceRecognitionHint: 'Suggests the patient of photos taken in quick mode.',
  autoEmail: 'Automatic e-mail sending',
  autoEmailHint: 'Saved photos go to the e-mail transfer recipient (Settings).',
  autoBackgroundRemoval: 'Automatic background removal',
  autoBackgroundRemovalHint:
    'Each saved photo gets a version without its background, linked to the original.',
  laterVersionHint: 'Setting kept; it takes effect in a later version.',
  remote: {
    title: 'Remote shutter',
    hint: 'On another device signed in to the same account, open {{url}} to trigger this camera remotely.',
  },
  percent: '{{value}}%',
  review: {
    title: 'Preview',
    keep: 'Keep',
    retake: 'Retake',
  },
  strip: {
    label: 'Shots to save',
    open: 'View {{name}}',
    remove: 'Remove {{name}}',
    save: 'Save ({{count}})',
    saving: 'Saving...',
    retry: 'Retry',
    analysing: 'Analysing the face...',
    uploading: 'Uploading {{percent}}%',
    uploaded: 'Saved',
    failed: 'Upload failed',
    goesTo: 'Going to: {{target}}',
    elsewhere: 'Brought-back shots go to: {{targets}}',
    memoryOnly: 'These shots are only kept in memory: do not close this page before they are sent.',
  },
  saved_one: '{{count}} shot saved',
  saved_other: '{{count}} shots saved',
  saveFailed: 'Some shots were not sent. They stay on this device: try again.',
  leave: {
    title: 'Leave without saving?',
    kept_one:
      '{{count}} shot is not saved yet. It stays on this device, in the browser\u2019s temporary storage, and will be offered the next time the camera opens.',
    kept_other:
      '{{count}} shots are not saved yet. They stay on this device, in the browser\u2019s temporary storage, and will be offered the next time the camera opens.',
    lost_one: '{{count}} shot, too large for the temporary storage, will be lost if you leave.',
    lost_other: '{{count}} shots, too large for the temporary storage, will be lost if you leave.',
    shots: 'Unsaved shots',
    stay: 'Stay',
    leave: 'Leave',
    save_one: 'Save now',
    save_other: 'Save all {{count}} now',
  },
  leftover: {
    title_one: '{{count}} unsent shot',
    title_other: '{{count}} unsent shots',
    text: 'They were left on this device after an interruption.',
    restore: 'Bring them back',
    discard: 'Delete',
    destination: 'Going to: {{targets}}',
  },
  chooser: {
    title: 'Which patient?',
    intro: 'Photos and videos will be filed in their record.',
    search: 'Search for a patient',
    noResult: 'No patient found',
    loading: 'Loading...',
    withoutPatient: 'No patient',
    withoutPatientHint: 'Photos will go to the unassigned photos.',
  },
  problems: {
    noCameraTitle: 'No camera detected',
    noCameraText:
      'No camera is connected to or recognised by this device. Connect a webcam, or open PhotoDossier on a phone or tablet. You can also import photos from your files.',
    busyTitle: 'Camera unavailable',
    busyText: 'The camera is used by another application or tab. Close it and try again.',
    insecureTitle: 'Insecure connection',
    insecureText:
      'The browser only allows the camera over a secure connection. Open PhotoDossier through its https address.',
    unsupportedTitle: 'Camera not supported',
    unsupportedText:
      'This browser cannot use the camera. Use a recent Chrome, Edge, Safari or Firefox, or import files.',
    failedTitle: 'The camera could not start',
    failedText: 'Try again. If the problem persists, restart the browser.',
    retry: 'Try again',
    importFiles: 'Import files',
  },
  remoteConnected: 'Can be driven from another device',
};

export const cameraTutorialEn: Translations<typeof cameraTutorialFr> = {
  title: 'Allow camera access',
  deniedIntro:
    'PhotoDossier could not use the camera: access was denied on this device. Allowing it takes a few seconds.',
  noCameraIntro: 'No camera was found on this device, or another application is already using it.',
  whyTitle: 'Why the camera?',
  why: {
    capture:
      'Take photos and videos of your patients right in the app, with the grid, the positioning templates and the previous photo shown through.',
    direct: "Photos go straight into the patient's record, never through the phone's camera roll.",
    scope: 'The camera is only used on the Camera screen, and only while it stays open.',
  },
  howTitle: 'How to allow the camera',
  howHint: 'Follow the steps for your browser, then tap "Try again".',
  detected: 'Your browser',
  sections: {
    chrome: {
      title: 'Google Chrome (computer)',
      steps: {
        1: 'Click the crossed-out camera icon at the right of the address bar, or the site settings icon at the left of the address.',
        2: 'Choose "Always allow" access to the camera (and the microphone to record sound), then "Done".',
        3: 'Otherwise: Settings > Privacy and security > Site settings > Camera, then remove this site from the "Not allowed" list.',
        4: 'On a Mac, also check System Settings > Privacy & Security > Camera: Google Chrome must be turned on.',
      },
    },
    edge: {
      title: 'Microsoft Edge',
      steps: {
        1: 'Click the padlock (View site information) at the left of the address.',
        2: 'Under "Permissions for this site", set Camera to "Allow".',
        3: 'Otherwise: Settings > Cookies and site permissions > Camera, then remove this site from the "Block" list.',
      },
    },
    safari: {
      title: 'Safari (Mac)',
      steps: {
        1: 'In the menu bar, choose Safari > Settings for This Website (or right-click the address bar).',
        2: 'Next to Camera, choose "Allow".',
        3: 'Otherwise: Safari > Settings > Websites > Camera, then set this site to "Allow".',
      },
    },
    firefox: {
      title: 'Mozilla Firefox',
      steps: {
        1: 'Click the crossed-out camera icon in the address bar.',
        2: 'Clear the camera block, then reload the page.',
        3: 'Otherwise: Settings > Privacy & Security > Permissions > Camera > Settings, then set this site to "Allow".',
      },
    },
    android: {
      title: 'Android (Chrome)',
      steps: {
        1: 'Tap the icon at the left of the address (padlock or settings), then "Permissions".',
        2: 'Turn on "Camera" (and "Microphone" to record sound).',
        3: 'If the camera stays blocked: Settings > Apps > Chrome > Permissions > Camera > "Allow only while using the app".',
        4: "Installed app: it follows Chrome's permissions for this site (Chrome > Settings > Site settings > Camera).",
      },
    },
    ios: {
      title: 'iPhone and iPad',
      steps: {
        1: 'In Safari, tap the settings icon at the left of the address ("aA"), then Website Settings > Camera > "Allow".',
        2: 'For every site: Settings > Safari > Camera > "Allow" or "Ask" (iOS 18: Settings > Apps > Safari).',
        3: 'App installed on the home screen: after this change, close it by swiping it up, then open it again.',
        4: 'Chrome or Edge on iPhone: Settings > Chrome (or Edge) > Camera turned on.',
      },
    },
  },
  noCameraTitle: 'No camera on this device?',
  noCameraText:
    'Some computers have no camera, or another application (a video call) is using it. Close those applications, plug in a webcam, or open PhotoDossier on your phone or tablet. You can also import photos taken with another device.',
  retry: 'Try again',
  importInstead: 'Import photos instead',
};
