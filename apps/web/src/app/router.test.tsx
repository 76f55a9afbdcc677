import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { findPage, LAZY_ROUTE_WAIT, renderApp, sessionWith } from '@/test/render-app';

// Each page is a lazy chunk: its first import can take a few seconds on a busy machine.

type Layout = 'app' | 'bare' | 'public';

// Every path of spec 01 §2 / spec 02 §2.1, with sample params, and the page it must show.
const routeTable: [path: string, testId: string, heading: string, layout: Layout][] = [
  ['/landing', 'page-landing', 'Les photos de vos patients, rangées dans leur dossier', 'public'],
  ['/pricing', 'page-pricing', 'Tarifs', 'public'],
  ['/legal', 'page-legal', 'Mentions légales', 'public'],
  ['/privacy', 'page-privacy', 'Politique de confidentialité', 'public'],
  ['/terms', 'page-terms', "Conditions générales d'utilisation", 'public'],
  ['/cookies', 'page-cookies', 'Politique relative aux cookies', 'public'],
  ['/help', 'page-help', 'Aide', 'public'],
  ['/changelog', 'page-changelog', 'Nouveautés', 'public'],
  ['/setup-mfa/totp', 'page-setup-mfa-totp', "Application d'authentification", 'public'],
  ['/setup-mfa/sms', 'page-setup-mfa-sms', 'Code par SMS', 'public'],
  ['/setup-mfa/webauthn', 'page-setup-mfa-webauthn', 'Clé de sécurité', 'public'],
  ['/', 'page-home', 'Accueil', 'app'],
  ['/patients', 'page-patients-list', 'Dossiers', 'app'],
  ['/patients/list', 'page-patients-list', 'Dossiers', 'app'],
  ['/patients/gallery', 'page-patients-gallery', 'Dossiers en galerie', 'app'],
  ['/patients/table', 'page-patients-table', 'Dossiers en tableau', 'app'],
  ['/patients/photos', 'page-patients-photos', 'Galerie', 'app'],
  ['/patients/unassigned', 'page-patients-unassigned', 'Photos sans patient', 'app'],
  ['/patient/new', 'page-patient-new', 'Nouveau patient', 'app'],
  ['/patient/edit/p-42', 'page-patient-edit', 'Modifier le patient', 'app'],
  ['/patient/p-42', 'page-patient-details', 'Dossier patient', 'app'],
  ['/drive', 'page-drive', 'Drive', 'app'],
  ['/compare', 'page-compare', 'Comparaison', 'app'],
  ['/face-debug', 'page-face-debug', 'Diagnostic de la reconnaissance faciale', 'app'],
  ['/exif-debug', 'page-exif-debug', 'Diagnostic EXIF', 'app'],
  ['/mediapipe-test', 'page-mediapipe-test', 'Test MediaPipe', 'app'],
  ['/settings', 'page-settings', 'Paramètres', 'app'],
  ['/subscription', 'page-subscription', 'Abonnement', 'app'],
  ['/trash', 'page-trash', 'Corbeille', 'app'],
  ['/admin', 'page-admin', 'Administration', 'app'],
  ['/patient/p-42/compare', 'page-patient-compare', 'Comparaison du patient', 'bare'],
  ['/camera', 'page-camera', 'Caméra', 'bare'],
  ['/camera/p-42', 'page-camera', 'Caméra', 'bare'],
  ['/camera-control', 'page-camera-control', "Contrôle de l'appareil photo", 'bare'],
  [
    '/camera-permission-tutorial',
    'page-camera-permission-tutorial',
    "Autoriser l'accès à la caméra",
    'bare',
  ],
  ['/patient/p-42/photo/ph-9', 'page-photo-viewer', 'Visionneuse photo', 'bare'],
  ['/photo/ph-9', 'page-photo-viewer', 'Visionneuse photo', 'bare'],
  ['/patient-portal/tok-1', 'page-patient-portal', 'Portail patient', 'public'],
  ['/shared/tok-1', 'page-shared', 'Photos partagées', 'public'],
  ['/drive-shared/tok-1', 'page-drive-shared', 'Fichiers partagés', 'public'],
  ['/app', 'page-install', 'Installer PhotoDossier', 'public'],
];

// The sign-in pages send a signed-in, verified user on to the app: they are seen signed out.
const signedOutRouteTable: [path: string, testId: string, heading: string][] = [
  ['/auth', 'page-auth', 'Connexion'],
  ['/auth-callback?error=oauth', 'page-auth-callback', 'Finalisation de la connexion'],
  ['/verify-email', 'page-verify-email', "Vérification de l'adresse e-mail"],
];

const injectionRoutes: [path: string, testId: string, heading: string][] = [
  ['/injection-mapping', 'page-injection-mapping', 'Cartographie des injections'],
  [
    '/patient/p-42/injection-mapping',
    'page-patient-injection-mapping',
    'Cartographie des injections du patient',
  ],
  [
    '/patient/p-42/injections',
    'page-patient-injection-mapping',
    'Cartographie des injections du patient',
  ],
];

// The beta pages (spec 01 §3): their own page with the switch on, the beta gate with it off.
const betaRoutes: [path: string, testId: string, heading: string][] = [
  ['/medical-dictation', 'page-medical-dictation', 'Dictée médicale'],
  ['/operation-reports', 'page-operation-reports', 'Comptes rendus opératoires'],
  ['/operation-reports/new', 'page-operation-report-editor', 'Compte rendu opératoire'],
  ['/operation-reports/r-7', 'page-operation-report-editor', 'Compte rendu opératoire'],
  ['/operation-reports/r-7/edit', 'page-operation-report-editor', 'Compte rendu opératoire'],
  ['/surgical-techniques', 'page-surgical-techniques', 'Techniques chirurgicales'],
];

const proSession = sessionWith({ subscription: { planId: 'pro', status: 'active' } });
const betaSession = sessionWith({ betaFeatures: { dictaphone: true, operationReports: true } });

function expectLayout(layout: Layout) {
  const sidebar = screen.queryByRole('navigation', { name: 'Navigation principale' });
  const bottomBar = screen.queryByRole('navigation', { name: 'Navigation mobile' });
  if (layout === 'app') {
    expect(sidebar).toBeInTheDocument();
    expect(bottomBar).toBeInTheDocument();
  } else {
    expect(sidebar).not.toBeInTheDocument();
    expect(bottomBar).not.toBeInTheDocument();
  }
  expect(screen.getByRole('main')).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
}

describe('route table', () => {
  it.each(routeTable)('%s renders its own page', async (path, testId, heading, layout) => {
    renderApp(path);
    const page = await findPage(testId);
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expectLayout(layout);
  });

  it.each(signedOutRouteTable)(
    '%s renders its own page signed out',
    async (path, testId, heading) => {
      renderApp(path, { session: null });
      const page = await findPage(testId);
      expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent(heading);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expectLayout('public');
    },
  );

  it.each(injectionRoutes)(
    '%s renders its page for an active Pro plan',
    async (path, testId, heading) => {
      renderApp(path, { session: proSession });
      const page = await findPage(testId);
      expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent(heading);
      expectLayout('app');
    },
  );

  it.each(betaRoutes)(
    '%s renders its page with its beta switch on',
    async (path, testId, heading) => {
      renderApp(path, { session: betaSession });
      const page = await findPage(testId);
      expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent(heading);
      expectLayout('app');
    },
  );

  it.each(betaRoutes)('%s shows the beta gate with its switch off', async (path) => {
    renderApp(path);
    expect(await screen.findByTestId('beta-gate', {}, LAZY_ROUTE_WAIT)).toBeInTheDocument();
    expectLayout('app');
  });

  it.each(injectionRoutes)('%s shows the Pro gate on the free plan', async (path) => {
    renderApp(path);
    expect(await screen.findByTestId('pro-gate', {}, LAZY_ROUTE_WAIT)).toBeInTheDocument();
    expectLayout('app');
  });

  it.each([
    '/nope',
    '/patients/unknown',
    '/patient/p-42/unknown',
    '/camera/p-42/extra',
    '/setup-mfa',
  ])('%s shows the not-found page with a link home', async (path) => {
    renderApp(path);
    const page = await findPage('page-not-found');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('Page introuvable');
    expect(within(page).getByRole('link', { name: /Retour à l'accueil/ })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('shows the English not-found page in English', async () => {
    localStorage.setItem('i18nextLng', 'en');
    const { i18n } = await import('@/lib/i18n/i18n');
    await i18n.changeLanguage('en');
    renderApp('/nope');
    const page = await findPage('page-not-found');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(within(page).getByRole('link', { name: /Back to home/ })).toHaveAttribute('href', '/');
  });

  it('turns the marketing pages into not-found when the deployment hides them', async () => {
    vi.stubEnv('VITE_HIDE_PUBLIC_PAGES', 'true');
    renderApp('/pricing');
    expect(await findPage('page-not-found')).toBeInTheDocument();
    expect(screen.queryByTestId('page-pricing')).not.toBeInTheDocument();
  });

  it('keeps /changelog when the marketing pages are hidden', async () => {
    vi.stubEnv('VITE_HIDE_PUBLIC_PAGES', 'true');
    renderApp('/changelog');
    expect(await findPage('page-changelog')).toBeInTheDocument();
  });

  it.each([
    ['/camera', 'transparent'],
    ['/camera/p-42', 'transparent'],
    ['/patient/p-42/photo/ph-9', 'transparent'],
    ['/photo/ph-9', 'transparent'],
    ['/camera-control', 'gradient'],
    ['/patients/list', 'gradient'],
    ['/auth', 'gradient'],
  ])('%s has a %s background', async (path, background) => {
    renderApp(path, { session: path === '/auth' ? null : undefined });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByTestId('app-background')).toHaveAttribute('data-background', background);
  });

  it('marks quick mode on /camera?quick=true, the target of the camera button', async () => {
    renderApp('/camera?quick=true');
    const page = await findPage('page-camera');
    expect(page).toHaveAttribute('data-mode', 'quick');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('Caméra');
    // No camera in the test browser: the page says why instead of a black screen.
    expect(await within(page).findByTestId('camera-problem')).toBeInTheDocument();
  });

  it('asks for the patient on /camera, with "Sans patient" for unassigned shots', async () => {
    renderApp('/camera');
    const page = await findPage('page-camera');
    expect(page).toHaveAttribute('data-mode', 'choose');
    expect(
      within(page).getByRole('heading', { level: 2, name: 'Pour quel patient\u00a0?' }),
    ).toBeInTheDocument();
    expect(within(page).getByRole('button', { name: /Sans patient/ })).toBeInTheDocument();
  });

  it('sets the document title from the page', async () => {
    renderApp('/trash');
    await findPage('page-trash');
    expect(document.title).toBe('Corbeille · PhotoDossier');
  });
});

describe('access guard', () => {
  it('shows "Chargement..." while the session loads', async () => {
    renderApp('/patients/list', { session: 'pending' });
    expect(await screen.findByRole('status')).toHaveTextContent('Chargement...');
    expect(screen.queryByTestId('page-patients-list')).not.toBeInTheDocument();
  });

  it('lets a signed-in, verified practitioner in', async () => {
    const { router } = renderApp('/patients/list');
    await findPage('page-patients-list');
    expect(router.state.location.pathname).toBe('/patients/list');
  });

  it('sends a visitor without session to /auth', async () => {
    const { router } = renderApp('/patients/list', { session: null });
    await findPage('page-auth');
    expect(router.state.location.pathname).toBe('/auth');
    // The page asked for is kept, to be opened once signed in.
    expect(router.state.location.search).toBe('?redirect=%2Fpatients%2Flist');
  });

  it('sends a signed-in user who opens /auth to the home page', async () => {
    const { router } = renderApp('/auth');
    await findPage('page-home');
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends an unverified password user to /verify-email', async () => {
    const { router } = renderApp('/drive', {
      session: sessionWith({ user: { emailVerified: false } }),
    });
    await findPage('page-verify-email');
    expect(router.state.location.pathname).toBe('/verify-email');
  });
});

describe('active navigation entry', () => {
  function activeLinks(navName: string) {
    const nav = screen.getByRole('navigation', { name: navName });
    return within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent);
  }

  it.each([
    ['/', 'Accueil'],
    ['/patients', 'Dossiers'],
    ['/patients/table', 'Dossiers'],
    ['/patients/photos', 'Galerie'],
    ['/patient/p-42', 'Dossiers'],
  ])('%s highlights %s in the sidebar and the bottom bar', async (path, label) => {
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    expect(activeLinks('Navigation principale')).toEqual([label]);
    expect(activeLinks('Navigation mobile')).toEqual([label]);
  });

  it('highlights Paramètres in the sidebar only (no bottom entry)', async () => {
    renderApp('/settings');
    await findPage('page-settings');
    expect(activeLinks('Navigation principale')).toEqual(['Paramètres']);
    expect(activeLinks('Navigation mobile')).toEqual([]);
  });

  it('points the bottom Caméra entry at the quick camera', async () => {
    renderApp('/');
    await findPage('page-home');
    const bottomBar = screen.getByRole('navigation', { name: 'Navigation mobile' });
    expect(within(bottomBar).getByRole('link', { name: 'Caméra' })).toHaveAttribute(
      'href',
      '/camera?quick=true',
    );
  });
});
