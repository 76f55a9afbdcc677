import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPage, renderApp, sessionWith, subscriptionRecordFor } from '@/test/render-app';

describe('Pro gate on injection mapping', () => {
  it('shows the spec texts, benefits and both buttons on the free plan', async () => {
    renderApp('/injection-mapping');
    const gate = await screen.findByTestId('pro-gate');
    expect(within(gate).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Fonctionnalité Pro requise',
    );
    expect(gate).toHaveTextContent(
      'La cartographie des injections est réservée aux utilisateurs du plan Pro.',
    );
    expect(
      within(gate)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1 To de stockage cloud sécurisé en France',
      'Import automatique depuis votre appareil photo (DSLR)',
      'Suivi des injections de botox',
      'Consentement signé en PDF',
      'Portail patient sécurisé',
      'Export sans filigrane',
      'Support prioritaire',
    ]);
    expect(within(gate).getByRole('link', { name: 'Passer au Plan Pro' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(within(gate).getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it.each([
    [
      '/patient/p1/consents',
      'Le consentement signé en PDF est réservé aux utilisateurs du plan Pro.',
    ],
    ['/patient/p1/portal', 'Le portail patient est réservé aux utilisateurs du plan Pro.'],
  ])('says what %s locks, not injection mapping', async (path, text) => {
    renderApp(path);
    const gate = await screen.findByTestId('pro-gate');
    expect(gate).toHaveTextContent(text);
    expect(gate).not.toHaveTextContent('La cartographie des injections');
  });

  it.each([
    ['essentiel', 'active'],
    ['pro', 'trialing'],
    ['pro', 'past_due'],
  ] as const)('keeps plan %s with status %s out', async (planId, status) => {
    renderApp('/injection-mapping', { session: sessionWith({ subscription: { planId, status } }) });
    expect(await screen.findByTestId('pro-gate')).toBeInTheDocument();
  });

  it('shows "Vérification de l\'abonnement..." while the subscription is read', async () => {
    // The session guard and the gate read the same session, so the gate's own checking state
    // is exercised directly.
    const { ProFeatureGate } = await import('./pro-feature-gate');
    const { render } = await import('@testing-library/react');
    render(
      <ProFeatureGate feature="botox_tracking" checking allowed={false}>
        <p>feature</p>
      </ProFeatureGate>,
    );
    expect(screen.getByRole('status')).toHaveTextContent("Vérification de l'abonnement...");
    expect(screen.queryByText('feature')).not.toBeInTheDocument();
  });

  it('reads the live subscription, not the session, and lets an active Pro plan in', async () => {
    renderApp('/injection-mapping', {
      session: sessionWith({ subscription: { planId: 'decouverte', status: 'inactive' } }),
      subscription: subscriptionRecordFor({ planId: 'pro', status: 'active' }),
    });
    expect(await findPage('page-injection-mapping')).toBeInTheDocument();
    expect(screen.queryByTestId('pro-gate')).not.toBeInTheDocument();
  });

  it('says "Vérification de l\'abonnement..." on the route while the live plan is read', async () => {
    renderApp('/injection-mapping', { subscription: 'pending' });
    expect(
      await screen.findByText("Vérification de l'abonnement...", {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('pro-gate')).not.toBeInTheDocument();
    expect(screen.queryByTestId('page-injection-mapping')).not.toBeInTheDocument();
  });
});
