import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { loadWhenOnline } from '@/lib/load-when-possible';
import { PublicPagesGate } from './guards/public-pages-gate';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { NotFoundPage } from './routes/not-found-page';
import { PageLoading } from './routes/page-loading';
import { RouteErrorPage } from './routes/route-error-page';

/**
 * Loads a route's code (page, signed-in layout or guard) only when it is first visited; offline,
 * the navigation waits for the connection instead of failing.
 */
function page(load: () => Promise<ComponentType>) {
  return async () => ({ Component: await loadWhenOnline(load) });
}

// The complete route table of spec 01 §2 and spec 02 §2.1. Params: id, patientId, photoId,
// token. The root and public layouts are bundled with the shell; the signed-in guard and
// layouts (sidebar, import dialog, PIN lock) and every page are lazy chunks, so the first screen
// of a visitor (/auth, public pages) never loads the signed-in app.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            element: <PublicPagesGate />,
            children: [
              {
                path: 'landing',
                lazy: page(() =>
                  import('@/features/marketing/routes/landing-page').then((m) => m.LandingPage),
                ),
              },
              {
                path: 'pricing',
                lazy: page(() =>
                  import('@/features/billing/routes/pricing-page').then((m) => m.PricingPage),
                ),
              },
              {
                path: 'legal',
                lazy: page(() =>
                  import('@/features/marketing/routes/legal-page').then((m) => m.LegalPage),
                ),
              },
              {
                path: 'privacy',
                lazy: page(() =>
                  import('@/features/marketing/routes/privacy-page').then((m) => m.PrivacyPage),
                ),
              },
              {
                path: 'terms',
                lazy: page(() =>
                  import('@/features/marketing/routes/terms-page').then((m) => m.TermsPage),
                ),
              },
              {
                path: 'cookies',
                lazy: page(() =>
                  import('@/features/marketing/routes/cookies-page').then((m) => m.CookiesPage),
                ),
              },
              {
                path: 'help',
                lazy: page(() =>
                  import('@/features/marketing/routes/help-page').then((m) => m.HelpPage),
                ),
              },
            ],
          },
          {
            path: 'changelog',
            lazy: page(() =>
              import('@/features/marketing/routes/changelog-page').then((m) => m.ChangelogPage),
            ),
          },

          {
            path: 'auth',
            lazy: page(() => import('@/features/account/routes/auth-page').then((m) => m.AuthPage)),
          },
          {
            path: 'auth-callback',
            lazy: page(() =>
              import('@/features/account/routes/auth-callback-page').then(
                (m) => m.AuthCallbackPage,
              ),
            ),
          },
          {
            path: 'verify-email',
            lazy: page(() =>
              import('@/features/account/routes/verify-email-page').then((m) => m.VerifyEmailPage),
            ),
          },
          {
            path: 'setup-mfa/totp',
            lazy: page(() =>
              import('@/features/account/routes/setup-mfa-totp-page').then(
                (m) => m.SetupMfaTotpPage,
              ),
            ),
          },
          {
            path: 'setup-mfa/sms',
            lazy: page(() =>
              import('@/features/account/routes/setup-mfa-sms-page').then((m) => m.SetupMfaSmsPage),
            ),
          },
          {
            path: 'setup-mfa/webauthn',
            lazy: page(() =>
              import('@/features/account/routes/setup-mfa-webauthn-page').then(
                (m) => m.SetupMfaWebauthnPage,
              ),
            ),
          },

          {
            path: 'patient-portal/:token',
            lazy: page(() =>
              import('@/features/consents/routes/patient-portal-page').then(
                (m) => m.PatientPortalPage,
              ),
            ),
          },
          {
            path: 'shared/:token',
            lazy: page(() =>
              import('@/features/shares/routes/shared-page').then((m) => m.SharedPage),
            ),
          },
          {
            path: 'drive-shared/:token',
            lazy: page(() =>
              import('@/features/shares/routes/drive-shared-page').then((m) => m.DriveSharedPage),
            ),
          },
          {
            path: 'app',
            lazy: page(() =>
              import('@/features/install/routes/install-guide-page').then(
                (m) => m.InstallGuidePage,
              ),
            ),
          },

          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        lazy: page(() => import('./guards/protected-route').then((m) => m.ProtectedRoute)),
        children: [
          {
            lazy: page(() => import('./layouts/app-layout').then((m) => m.AppLayout)),
            children: [
              {
                index: true,
                lazy: page(() => import('./routes/home-route').then((m) => m.HomeRoute)),
              },

              {
                path: 'patients',
                lazy: page(() =>
                  import('./routes/patients-route').then((m) => m.PatientsListRoute),
                ),
              },
              {
                path: 'patients/list',
                lazy: page(() =>
                  import('./routes/patients-route').then((m) => m.PatientsListRoute),
                ),
              },
              {
                path: 'patients/gallery',
                lazy: page(() =>
                  import('./routes/patients-route').then((m) => m.PatientsGalleryRoute),
                ),
              },
              {
                path: 'patients/table',
                lazy: page(() =>
                  import('./routes/patients-route').then((m) => m.PatientsTableRoute),
                ),
              },
              {
                path: 'patients/photos',
                lazy: page(() =>
                  import('@/features/media/routes/photos-gallery-page').then(
                    (m) => m.PhotosGalleryPage,
                  ),
                ),
              },
              {
                path: 'patients/unassigned',
                lazy: page(() =>
                  import('./routes/unassigned-photos-route').then((m) => m.UnassignedPhotosRoute),
                ),
              },
              {
                path: 'patient/new',
                lazy: page(() =>
                  import('./routes/patient-new-route').then((m) => m.PatientNewRoute),
                ),
              },
              {
                path: 'patient/edit/:id',
                lazy: page(() =>
                  import('@/features/patients/routes/patient-edit-page').then(
                    (m) => m.PatientEditPage,
                  ),
                ),
              },
              {
                path: 'patient/:id',
                lazy: page(() =>
                  import('./routes/patient-details-route').then((m) => m.PatientDetailsRoute),
                ),
              },

              {
                path: 'drive',
                lazy: page(() =>
                  import('@/features/drive/routes/drive-page').then((m) => m.DrivePage),
                ),
              },
              // Beta pages (spec 01 §3): refused while the user's switch is off.
              {
                lazy: page(() => import('./guards/beta-gate').then((m) => m.DictaphoneBetaGate)),
                children: [
                  {
                    path: 'medical-dictation',
                    lazy: page(() =>
                      import('@/features/dictation/routes/medical-dictation-page').then(
                        (m) => m.MedicalDictationPage,
                      ),
                    ),
                  },
                ],
              },
              {
                lazy: page(() =>
                  import('./guards/beta-gate').then((m) => m.OperationReportsBetaGate),
                ),
                children: [
                  {
                    path: 'operation-reports',
                    lazy: page(() =>
                      import('@/features/reports/routes/operation-reports-page').then(
                        (m) => m.OperationReportsPage,
                      ),
                    ),
                  },
                  // New, view and edit share one editor (spec 01 §2).
                  {
                    path: 'operation-reports/new',
                    lazy: page(() =>
                      import('./routes/operation-report-editor-route').then(
                        (m) => m.OperationReportEditorRoute,
                      ),
                    ),
                  },
                  {
                    path: 'operation-reports/:id',
                    lazy: page(() =>
                      import('./routes/operation-report-editor-route').then(
                        (m) => m.OperationReportEditorRoute,
                      ),
                    ),
                  },
                  {
                    path: 'operation-reports/:id/edit',
                    lazy: page(() =>
                      import('./routes/operation-report-editor-route').then(
                        (m) => m.OperationReportEditorRoute,
                      ),
                    ),
                  },
                  {
                    path: 'surgical-techniques',
                    lazy: page(() =>
                      import('@/features/reports/routes/surgical-techniques-page').then(
                        (m) => m.SurgicalTechniquesPage,
                      ),
                    ),
                  },
                ],
              },

              {
                lazy: page(() =>
                  import('./guards/clinical-pro-gates').then((m) => m.ConsentProGate),
                ),
                children: [
                  {
                    path: 'patient/:patientId/consents',
                    lazy: page(() =>
                      import('./routes/patient-consents-route').then((m) => m.PatientConsentsRoute),
                    ),
                  },
                ],
              },
              {
                lazy: page(() =>
                  import('./guards/clinical-pro-gates').then((m) => m.PortalProGate),
                ),
                children: [
                  {
                    path: 'patient/:patientId/portal',
                    lazy: page(() =>
                      import('./routes/patient-portal-settings-route').then(
                        (m) => m.PatientPortalSettingsRoute,
                      ),
                    ),
                  },
                ],
              },
              {
                lazy: page(() =>
                  import('./guards/clinical-pro-gates').then((m) => m.InjectionProGate),
                ),
                children: [
                  {
                    path: 'injection-mapping',
                    lazy: page(() =>
                      import('@/features/injections/routes/injection-mapping-page').then(
                        (m) => m.InjectionMappingPage,
                      ),
                    ),
                  },
                  {
                    path: 'patient/:patientId/injection-mapping',
                    lazy: page(() =>
                      import('./routes/patient-injection-mapping-route').then(
                        (m) => m.PatientInjectionMappingRoute,
                      ),
                    ),
                  },
                  {
                    path: 'patient/:patientId/injections',
                    lazy: page(() =>
                      import('./routes/patient-injection-mapping-route').then(
                        (m) => m.PatientInjectionMappingRoute,
                      ),
                    ),
                  },
                ],
              },

              {
                path: 'compare',
                lazy: page(() =>
                  import('@/features/comparisons/routes/compare-page').then((m) => m.ComparePage),
                ),
              },
              {
                path: 'face-debug',
                lazy: page(() =>
                  import('@/features/faces/routes/face-debug-page').then((m) => m.FaceDebugPage),
                ),
              },
              {
                path: 'exif-debug',
                lazy: page(() =>
                  import('@/features/media/routes/exif-debug-page').then((m) => m.ExifDebugPage),
                ),
              },
              {
                path: 'mediapipe-test',
                lazy: page(() =>
                  import('@/features/media/routes/mediapipe-test-page').then(
                    (m) => m.MediapipeTestPage,
                  ),
                ),
              },
              {
                path: 'settings',
                lazy: page(() => import('./routes/settings-route').then((m) => m.SettingsRoute)),
              },
              {
                path: 'subscription',
                lazy: page(() =>
                  import('@/features/billing/routes/subscription-page').then(
                    (m) => m.SubscriptionPage,
                  ),
                ),
              },
              {
                path: 'trash',
                lazy: page(() => import('./routes/trash-route').then((m) => m.TrashRoute)),
              },
              {
                lazy: page(() => import('./guards/admin-gate').then((m) => m.AdminGate)),
                children: [
                  {
                    path: 'admin',
                    lazy: page(() =>
                      import('@/features/admin/routes/admin-page').then((m) => m.AdminPage),
                    ),
                  },
                ],
              },
            ],
          },
          {
            lazy: page(() => import('./layouts/bare-layout').then((m) => m.BareLayout)),
            children: [
              {
                path: 'patient/:id/compare',
                lazy: page(() =>
                  import('@/features/comparisons/routes/patient-compare-page').then(
                    (m) => m.PatientComparePage,
                  ),
                ),
              },
              {
                path: 'camera',
                lazy: page(() => import('./routes/camera-route').then((m) => m.CameraRoute)),
              },
              {
                path: 'camera/:patientId',
                lazy: page(() => import('./routes/camera-route').then((m) => m.CameraRoute)),
              },
              {
                path: 'camera-control',
                lazy: page(() =>
                  import('@/features/camera/routes/camera-control-page').then(
                    (m) => m.CameraControlPage,
                  ),
                ),
              },
              {
                path: 'camera-permission-tutorial',
                lazy: page(() =>
                  import('@/features/camera/routes/camera-permission-tutorial-page').then(
                    (m) => m.CameraPermissionTutorialPage,
                  ),
                ),
              },
              {
                path: 'patient/:patientId/photo/:photoId',
                lazy: page(() =>
                  import('@/features/media/routes/photo-viewer-page').then(
                    (m) => m.PhotoViewerPage,
                  ),
                ),
              },
              {
                path: 'photo/:photoId',
                lazy: page(() =>
                  import('./routes/photo-viewer-route').then((m) => m.PhotoViewerRoute),
                ),
              },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * Loads the code of the routes matching a path before the router exists, so its first render
 * is the page itself rather than the loading fallback: what hydrating a prerendered page
 * needs (decision 0052).
 */
export async function loadRoutesOf(pathname: string): Promise<void> {
  const lazyMatches = (matchRoutes(routes, pathname) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
