import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { findPage, renderApp } from '@/test/render-app';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  fireEvent(window, new Event(online ? 'online' : 'offline'));
}

async function renderHomeThenFakeTimers() {
  renderApp('/');
  await findPage('page-home');
  vi.useFakeTimers();
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('offline page', () => {
  it('replaces the app only after 5 s offline, and the header says so meanwhile', async () => {
    await renderHomeThenFakeTimers();
    setOnline(false);
    expect(screen.getByText('Hors ligne')).toBeInTheDocument();

    advance(4999);
    expect(screen.queryByTestId('page-offline')).not.toBeInTheDocument();
    expect(screen.getByTestId('page-home')).toBeInTheDocument();

    advance(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vous êtes hors ligne');
    expect(screen.queryByTestId('page-home')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('never shows when the connection returns within 5 s', async () => {
    await renderHomeThenFakeTimers();
    setOnline(false);
    advance(3000);
    setOnline(true);
    expect(screen.getByText('Connexion...')).toBeInTheDocument();
    advance(5000);
    expect(screen.queryByTestId('page-offline')).not.toBeInTheDocument();
    expect(screen.queryByText('Connexion...')).not.toBeInTheDocument();
  });

  it('gives the app back after the 1 s connecting state once online again', async () => {
    await renderHomeThenFakeTimers();
    setOnline(false);
    advance(5000);
    expect(screen.getByTestId('page-offline')).toBeInTheDocument();

    setOnline(true);
    expect(screen.getByRole('button', { name: 'Reconnexion en cours...' })).toBeDisabled();
    advance(999);
    expect(screen.getByTestId('page-offline')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByTestId('page-offline')).not.toBeInTheDocument();
    expect(screen.getByTestId('page-home')).toBeInTheDocument();
  });

  it('says "still offline" when Réessayer finds no connection', async () => {
    await renderHomeThenFakeTimers();
    setOnline(false);
    advance(5000);
    // userEvent waits on real timers; a plain click is enough for a button.
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(screen.getByRole('button', { name: 'Reconnexion en cours...' })).toBeDisabled();
    advance(1000);
    expect(screen.getByTestId('page-offline')).toHaveTextContent('Toujours hors ligne');
  });
});
