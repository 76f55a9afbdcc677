import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { notify } from './notify';
import { ThemeProvider } from './theme/theme-provider';

function renderToaster() {
  render(
    <ThemeProvider>
      <Toaster />
    </ThemeProvider>,
  );
}

async function toastFor(text: string) {
  const title = await screen.findByText(text);
  return title.closest('[data-sonner-toast]');
}

describe('notify', () => {
  it.each([
    ['destructive', 'error'],
    ['error', 'error'],
    ['success', 'success'],
    ['warning', 'warning'],
    ['info', 'info'],
  ] as const)('shows a %s toast in the %s style', async (variant, type) => {
    renderToaster();
    act(() => {
      notify(`Message ${variant}`, { variant, description: 'Détail' });
    });
    const toast = await toastFor(`Message ${variant}`);
    expect(toast).toHaveAttribute('data-type', type);
    expect(toast).toHaveTextContent('Détail');
  });

  it('keeps at most 3 toasts visible, in the theme of the app', async () => {
    renderToaster();
    act(() => {
      for (const n of [1, 2, 3, 4]) notify(`Toast ${n}`);
    });
    await screen.findByText('Toast 4');
    const visible = document.querySelectorAll('[data-sonner-toast][data-visible="true"]');
    expect(visible).toHaveLength(3);
    expect(document.querySelector('[data-sonner-toaster]')).toHaveAttribute(
      'data-sonner-theme',
      'light',
    );
  });
});
