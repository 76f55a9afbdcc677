import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readThemePreference, themeStorageKey } from './theme';
import { ThemeProvider, useTheme } from './theme-provider';
import { mockSystemColorScheme } from '@/test/system-color-scheme';

function ResolvedTheme() {
  return <p data-testid="resolved">{useTheme().resolvedTheme}</p>;
}

const html = document.documentElement;

describe('theme', () => {
  it('defaults to system, and ignores garbage in storage', () => {
    expect(readThemePreference()).toBe('system');
    localStorage.setItem(themeStorageKey, 'sepia');
    expect(readThemePreference()).toBe('system');
  });

  it('follows prefers-color-scheme while on system, live', () => {
    const setSystemDark = mockSystemColorScheme(true);
    render(
      <ThemeProvider>
        <ResolvedTheme />
      </ThemeProvider>,
    );
    expect(html).toHaveClass('dark');
    act(() => setSystemDark(false));
    expect(html).not.toHaveClass('dark');
    expect(screen.getByTestId('resolved')).toHaveTextContent('light');
  });

  describe('boot script in index.html (no flash before React starts)', () => {
    const indexHtml = readFileSync(path.resolve(__dirname, '../../../index.html'), 'utf8');
    const bootScript = /<script id="theme-boot">([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? '';

    function runBootScript() {
      new Function(bootScript)();
    }

    it('exists and reads the same storage key as the app', () => {
      expect(bootScript).toContain(`'${themeStorageKey}'`);
    });

    it('applies a stored dark choice', () => {
      mockSystemColorScheme(false);
      localStorage.setItem(themeStorageKey, 'dark');
      runBootScript();
      expect(html).toHaveClass('dark');
    });

    it('applies the system scheme when nothing is stored', () => {
      mockSystemColorScheme(true);
      runBootScript();
      expect(html).toHaveClass('dark');
    });

    it('keeps light when light is stored, even on a dark system', () => {
      mockSystemColorScheme(true);
      localStorage.setItem(themeStorageKey, 'light');
      runBootScript();
      expect(html).not.toHaveClass('dark');
      expect(html.style.colorScheme).toBe('light');
    });
  });
});
