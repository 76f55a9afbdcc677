import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, sessionWith } from '@/test/render-app';

describe('/admin', () => {
  it('refuses a practitioner who is not an administrator, with a way home', async () => {
    renderApp('/admin', { session: sessionWith({ user: { isAdmin: false } }) });
    expect(await screen.findByText('Accès réservé aux administrateurs')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Administration');
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: 'Utilisateurs' })).toBeNull();
  });

  it('opens the users and the outbox for an administrator', async () => {
    renderApp('/admin', { session: sessionWith({ user: { isAdmin: true } }) });
    expect(await screen.findByRole('heading', { name: 'Utilisateurs' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Boîte d'envoi" })).toBeInTheDocument();
    expect(screen.queryByText('Accès réservé aux administrateurs')).toBeNull();
  });
});
