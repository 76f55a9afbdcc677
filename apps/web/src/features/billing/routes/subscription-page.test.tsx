import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAZY_ROUTE_WAIT, renderApp, subscriptionRecordFor } from '@/test/render-app';

afterEach(() => {
  vi.restoreAllMocks();
});

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function cardAction(planId: string) {
  return within(screen.getByTestId(`plan-card-${planId}`)).queryByRole('button');
}

describe('/subscription', () => {
  it('shows the plan, its status and no upgrade without Stripe, with the administrator note', async () => {
    renderApp('/subscription', {
      subscription: subscriptionRecordFor({ planId: 'essentiel', status: 'active' }),
    });
    const current = await screen.findByTestId('current-subscription', {}, LAZY_ROUTE_WAIT);
    expect(within(current).getByTestId('current-plan-name')).toHaveTextContent('Essentiel');
    expect(within(current).getByTestId('current-plan-status')).toHaveTextContent('Actif');
    expect(within(current).getByTestId('current-period-end')).toHaveTextContent('Sans échéance');
    expect(screen.getByTestId('admin-managed-note')).toHaveTextContent(
      "l'administrateur attribue les plans",
    );
    for (const planId of ['decouverte', 'essentiel', 'pro']) expect(cardAction(planId)).toBeNull();
    expect(screen.getByTestId('plan-card-essentiel')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('plan-card-decouverte')).toHaveTextContent('Inclus dans votre plan');
  });

  it('offers only the higher plans with Stripe, at the chosen interval, and asks for a checkout', async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      calls.push({ url: String(input), body: init?.body ? JSON.parse(String(init.body)) : null });
      return new Promise<Response>(() => {});
    });
    renderApp('/subscription', {
      subscription: subscriptionRecordFor(
        { planId: 'essentiel', status: 'active' },
        {
          stripeEnabled: true,
          stripeCustomerId: 'cus_1',
          isYearly: false,
          currentPeriodEnd: '2030-01-31T00:00:00.000Z',
        },
      ),
    });
    await screen.findByTestId('current-subscription', {}, LAZY_ROUTE_WAIT);
    expect(screen.getByTestId('current-period-end')).toHaveTextContent('31 janvier 2030');
    expect(screen.getByRole('button', { name: 'Gérer la facturation' })).toBeInTheDocument();
    expect(screen.queryByTestId('admin-managed-note')).not.toBeInTheDocument();
    expect(cardAction('decouverte')).toBeNull();
    expect(cardAction('essentiel')).toBeNull();
    expect(cardAction('pro')).toHaveTextContent('Passer au plan Pro');

    expect(screen.getByTestId('plan-card-pro')).toHaveTextContent('49 €/mois');
    await userEvent.click(screen.getByRole('button', { name: /Annuel/ }));
    expect(screen.getByRole('button', { name: /Annuel/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('plan-card-pro')).toHaveTextContent('490 €/an');

    await userEvent.click(cardAction('pro')!);
    await waitFor(() =>
      expect(calls).toContainEqual({
        url: '/api/v1/billing/checkout',
        body: { planId: 'pro', interval: 'yearly' },
      }),
    );
    expect(await screen.findByText('Redirection vers le paiement sécurisé...')).toBeInTheDocument();
  });

  it('keeps the read error message while showing Découverte', async () => {
    renderApp('/subscription', {
      subscription: subscriptionRecordFor(
        { planId: 'decouverte', status: 'inactive' },
        { error: 'connection refused' },
      ),
    });
    const alert = await screen.findByRole('alert', {}, LAZY_ROUTE_WAIT);
    expect(alert).toHaveTextContent('connection refused');
    expect(screen.getByTestId('current-plan-name')).toHaveTextContent('Découverte');
    expect(screen.getByTestId('current-plan-status')).toHaveTextContent('Inactif');
  });

  it('reads the plan from the server', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input) === '/api/v1/billing/subscription'
        ? json(subscriptionRecordFor({ planId: 'pro', status: 'trialing' }))
        : json({}, 404),
    );
    const { queryClient } = renderApp('/subscription');
    queryClient.removeQueries({ queryKey: ['subscription'] });
    await queryClient.invalidateQueries();
    expect(await screen.findByText("Période d'essai", {}, LAZY_ROUTE_WAIT)).toBeInTheDocument();
    expect(screen.getByTestId('current-plan-name')).toHaveTextContent('Pro');
  });
});

describe('/pricing', () => {
  it('shows the three plans with their prices and features, leading to sign-in', async () => {
    renderApp('/pricing', { session: null });
    const cards = await screen.findByTestId('plan-cards', {}, LAZY_ROUTE_WAIT);
    expect(within(cards).getByTestId('plan-card-decouverte')).toHaveTextContent('Gratuit');
    expect(within(cards).getByTestId('plan-card-essentiel')).toHaveTextContent('19 €/mois');
    expect(within(cards).getByTestId('plan-card-pro')).toHaveTextContent('49 €/mois');
    expect(
      within(screen.getByRole('list', { name: 'Ce que comprend le plan Essentiel' }))
        .getAllByRole('listitem')
        .filter((item) => !item.textContent?.includes('Non inclus')),
    ).toHaveLength(3);
    expect(within(cards).getAllByRole('link', { name: 'Commencer' })[0]).toHaveAttribute(
      'href',
      '/auth',
    );
  });
});
