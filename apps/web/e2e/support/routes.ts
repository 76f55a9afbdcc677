// Every path of spec 01 §2 and spec 02 §2.1 with the page it must render. Params are arbitrary
// ids: the pages must render for any of them.
export interface RouteCase {
  path: string;
  /** data-testid of the page element, and key of its title in the i18n catalogue. */
  testId: string;
  titleKey: string | null;
  layout: 'app' | 'bare' | 'public';
  /** Camera and photo-viewer paths get a transparent background (spec 01 §2). */
  transparent?: boolean;
}

const id = '0192f1a2-7c3b-7d4e-8f90-123456789abc';
const token = 'tok_3f9a2b';

export const routeCases: RouteCase[] = [
  { path: '/', testId: 'page-home', titleKey: 'pages.home.title', layout: 'app' },
  // The landing page's h1 is its headline (marketing texts); public-pages.spec checks it.
  { path: '/landing', testId: 'page-landing', titleKey: null, layout: 'public' },
  { path: '/pricing', testId: 'page-pricing', titleKey: 'pages.pricing.title', layout: 'public' },
  { path: '/legal', testId: 'page-legal', titleKey: 'pages.legal.title', layout: 'public' },
  { path: '/privacy', testId: 'page-privacy', titleKey: 'pages.privacy.title', layout: 'public' },
  { path: '/terms', testId: 'page-terms', titleKey: 'pages.terms.title', layout: 'public' },
  { path: '/cookies', testId: 'page-cookies', titleKey: 'pages.cookies.title', layout: 'public' },
  { path: '/help', testId: 'page-help', titleKey: 'pages.help.title', layout: 'public' },
  {
    path: '/changelog',
    testId: 'page-changelog',
    titleKey: 'pages.changelog.title',
    layout: 'public',
  },
  { path: '/auth', testId: 'page-auth', titleKey: 'pages.auth.title', layout: 'public' },
  {
    path: '/auth-callback',
    testId: 'page-auth-callback',
    titleKey: 'pages.authCallback.title',
    layout: 'public',
  },
  {
    path: '/verify-email',
    testId: 'page-verify-email',
    titleKey: 'pages.verifyEmail.title',
    layout: 'public',
  },
  {
    path: '/setup-mfa/totp',
    testId: 'page-setup-mfa-totp',
    titleKey: 'pages.setupMfaTotp.title',
    layout: 'public',
  },
  {
    path: '/setup-mfa/sms',
    testId: 'page-setup-mfa-sms',
    titleKey: 'pages.setupMfaSms.title',
    layout: 'public',
  },
  {
    path: '/setup-mfa/webauthn',
    testId: 'page-setup-mfa-webauthn',
    titleKey: 'pages.setupMfaWebauthn.title',
    layout: 'public',
  },
  {
    path: '/patients',
    testId: 'page-patients-list',
    titleKey: 'pages.patientsList.title',
    layout: 'app',
  },
  {
    path: '/patients/list',
    testId: 'page-patients-list',
    titleKey: 'pages.patientsList.title',
    layout: 'app',
  },
  {
    path: '/patients/gallery',
    testId: 'page-patients-gallery',
    titleKey: 'pages.patientsGallery.title',
    layout: 'app',
  },
  {
    path: '/patients/table',
    testId: 'page-patients-table',
    titleKey: 'pages.patientsTable.title',
    layout: 'app',
  },
  {
    path: '/patients/photos',
    testId: 'page-patients-photos',
    titleKey: 'pages.patientsPhotos.title',
    layout: 'app',
  },
  {
    path: '/patients/unassigned',
    testId: 'page-patients-unassigned',
    titleKey: 'pages.patientsUnassigned.title',
    layout: 'app',
  },
  {
    path: '/patient/new',
    testId: 'page-patient-new',
    titleKey: 'pages.patientNew.title',
    layout: 'app',
  },
  {
    path: `/patient/edit/${id}`,
    testId: 'page-patient-edit',
    titleKey: 'pages.patientEdit.title',
    layout: 'app',
  },
  {
    path: `/patient/${id}`,
    testId: 'page-patient-details',
    titleKey: 'pages.patientDetails.title',
    layout: 'app',
  },
  { path: '/drive', testId: 'page-drive', titleKey: 'pages.drive.title', layout: 'app' },
  // Beta features are off by default: their pages show the beta gate (spec 01 §3).
  ...[
    '/medical-dictation',
    '/operation-reports',
    '/operation-reports/new',
    `/operation-reports/${id}`,
    `/operation-reports/${id}/edit`,
    '/surgical-techniques',
  ].map((path): RouteCase => ({
    path,
    testId: 'beta-gate',
    titleKey: 'beta.gate.title',
    layout: 'app',
  })),
  // Without an active Pro plan the injection pages show the Pro gate (spec 01 §2).
  { path: '/injection-mapping', testId: 'pro-gate', titleKey: 'proGate.title', layout: 'app' },
  {
    path: `/patient/${id}/injection-mapping`,
    testId: 'pro-gate',
    titleKey: 'proGate.title',
    layout: 'app',
  },
  {
    path: `/patient/${id}/injections`,
    testId: 'pro-gate',
    titleKey: 'proGate.title',
    layout: 'app',
  },
  { path: '/compare', testId: 'page-compare', titleKey: 'pages.compare.title', layout: 'app' },
  {
    path: '/face-debug',
    testId: 'page-face-debug',
    titleKey: 'pages.faceDebug.title',
    layout: 'app',
  },
  {
    path: '/exif-debug',
    testId: 'page-exif-debug',
    titleKey: 'pages.exifDebug.title',
    layout: 'app',
  },
  {
    path: '/mediapipe-test',
    testId: 'page-mediapipe-test',
    titleKey: 'pages.mediapipeTest.title',
    layout: 'app',
  },
  { path: '/settings', testId: 'page-settings', titleKey: 'pages.settings.title', layout: 'app' },
  {
    path: '/subscription',
    testId: 'page-subscription',
    titleKey: 'pages.subscription.title',
    layout: 'app',
  },
  { path: '/trash', testId: 'page-trash', titleKey: 'pages.trash.title', layout: 'app' },
  { path: '/admin', testId: 'page-admin', titleKey: 'pages.admin.title', layout: 'app' },
  {
    path: `/patient/${id}/compare`,
    testId: 'page-patient-compare',
    titleKey: 'pages.patientCompare.title',
    layout: 'bare',
  },
  {
    path: '/camera',
    testId: 'page-camera',
    titleKey: 'pages.camera.title',
    layout: 'bare',
    transparent: true,
  },
  {
    path: '/camera?quick=true',
    testId: 'page-camera',
    titleKey: 'pages.camera.title',
    layout: 'bare',
    transparent: true,
  },
  {
    path: `/camera/${id}`,
    testId: 'page-camera',
    titleKey: 'pages.camera.title',
    layout: 'bare',
    transparent: true,
  },
  {
    path: '/camera-control',
    testId: 'page-camera-control',
    titleKey: 'pages.cameraControl.title',
    layout: 'bare',
  },
  {
    path: '/camera-permission-tutorial',
    testId: 'page-camera-permission-tutorial',
    titleKey: 'pages.cameraPermissionTutorial.title',
    layout: 'bare',
  },
  {
    path: `/patient/${id}/photo/${id}`,
    testId: 'page-photo-viewer',
    titleKey: 'pages.photoViewer.title',
    layout: 'bare',
    transparent: true,
  },
  {
    path: `/photo/${id}`,
    testId: 'page-photo-viewer',
    titleKey: 'pages.photoViewer.title',
    layout: 'bare',
    transparent: true,
  },
  {
    path: `/patient-portal/${token}`,
    testId: 'page-patient-portal',
    titleKey: 'pages.patientPortal.title',
    layout: 'public',
  },
  {
    path: `/shared/${token}`,
    testId: 'page-shared',
    titleKey: 'pages.shared.title',
    layout: 'public',
  },
  {
    path: `/drive-shared/${token}`,
    testId: 'page-drive-shared',
    titleKey: 'pages.driveShared.title',
    layout: 'public',
  },
  { path: '/app', testId: 'page-install', titleKey: 'pages.install.title', layout: 'public' },
];
