import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { themeStorageKey } from '@/lib/theme/theme';
import { ThemeProvider, useTheme } from '@/lib/theme/theme-provider';
import { ThemeSwitcher } from './theme-switcher';
import { mockSystemColorScheme } from '@/test/system-color-scheme';

function ResolvedTheme() {
  return <p data-testid="resolved">{useTheme().resolvedTheme}</p>;
}

const html = document.documentElement;

describe('theme switcher', () => {
  it('keeps an explicit choice in localStorage and applies it over the system scheme', async () => {
    const user = userEvent.setup();
    mockSystemColorScheme(false);
    const { unmount } = render(
      <ThemeProvider>
        <ThemeSwitcher />
      </ThemeProvider>,
    );

    await user.click(screen.getByRole('button', { name: /^Thème\s*:\s*Système$/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Sombre' }));
    expect(localStorage.getItem(themeStorageKey)).toBe('dark');
    expect(html).toHaveClass('dark');
    expect(html.style.colorScheme).toBe('dark');

    unmount();
    html.classList.remove('dark');
    render(
      <ThemeProvider>
        <ResolvedTheme />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('resolved')).toHaveTextContent('dark');
    expect(html).toHaveClass('dark');
  });
});
