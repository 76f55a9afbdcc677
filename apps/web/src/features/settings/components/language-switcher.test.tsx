import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findPage, renderApp } from '@/test/render-app';

describe('language switcher', () => {
  it('switches the whole layout to English, stores "en" and sets <html lang>', async () => {
    const user = userEvent.setup();
    renderApp('/patients/list');
    await findPage('page-patients-list');
    const group = screen.getByRole('group', { name: 'Langue' });
    expect(within(group).getByRole('button', { name: 'Français' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(group).getByRole('button', { name: 'English' }));

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Patient records');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    await user.click(screen.getByRole('button', { name: 'Français' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dossiers');
    expect(localStorage.getItem('i18nextLng')).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });
});
