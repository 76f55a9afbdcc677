// Every path of the route table (spec 01 §2, spec 02 §2.1). Links and redirects build their
// targets here so a renamed route cannot leave a dead link behind.

export const paths = {
  home: '/',

  landing: '/landing',
  pricing: '/pricing',
  legal: '/legal',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  help: '/help',
  changelog: '/changelog',

  auth: '/auth',
  authCallback: '/auth-callback',
  verifyEmail: '/verify-email',
  setupMfaTotp: '/setup-mfa/totp',
  setupMfaSms: '/setup-mfa/sms',
  setupMfaWebauthn: '/setup-mfa/webauthn',

  patients: '/patients',
  patientsList: '/patients/list',
  patientsGallery: '/patients/gallery',
  patientsTable: '/patients/table',
  patientsPhotos: '/patients/photos',
  patientsUnassigned: '/patients/unassigned',
  patientNew: '/patient/new',
  patientEdit: (id: string) => `/patient/edit/${encodeURIComponent(id)}`,
  patientDetails: (id: string) => `/patient/${encodeURIComponent(id)}`,
  patientCompare: (id: string) => `/patient/${encodeURIComponent(id)}/compare`,
  patientInjectionMapping: (patientId: string) =>
    `/patient/${encodeURIComponent(patientId)}/injection-mapping`,
  patientInjections: (patientId: string) => `/patient/${encodeURIComponent(patientId)}/injections`,
  patientConsents: (patientId: string) => `/patient/${encodeURIComponent(patientId)}/consents`,
  patientPortalSettings: (patientId: string) => `/patient/${encodeURIComponent(patientId)}/portal`,
  patientPhoto: (patientId: string, photoId: string) =>
    `/patient/${encodeURIComponent(patientId)}/photo/${encodeURIComponent(photoId)}`,
  photo: (photoId: string) => `/photo/${encodeURIComponent(photoId)}`,

  drive: '/drive',
  medicalDictation: '/medical-dictation',
  operationReports: '/operation-reports',
  operationReportNew: '/operation-reports/new',
  operationReport: (id: string) => `/operation-reports/${encodeURIComponent(id)}`,
  operationReportEdit: (id: string) => `/operation-reports/${encodeURIComponent(id)}/edit`,
  surgicalTechniques: '/surgical-techniques',
  injectionMapping: '/injection-mapping',
  compare: '/compare',

  camera: '/camera',
  quickCamera: '/camera?quick=true',
  patientCamera: (patientId: string) => `/camera/${encodeURIComponent(patientId)}`,
  cameraControl: '/camera-control',
  cameraPermissionTutorial: '/camera-permission-tutorial',

  settings: '/settings',
  subscription: '/subscription',
  trash: '/trash',
  admin: '/admin',
  faceDebug: '/face-debug',
  exifDebug: '/exif-debug',
  mediapipeTest: '/mediapipe-test',

  patientPortal: (token: string) => `/patient-portal/${encodeURIComponent(token)}`,
  shared: (token: string) => `/shared/${encodeURIComponent(token)}`,
  driveShared: (token: string) => `/drive-shared/${encodeURIComponent(token)}`,
  installGuide: '/app',
} as const;
