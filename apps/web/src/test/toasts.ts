import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until a toast showing this text is on screen. Sonner draws a new toast transparent until
 * it has mounted, so the text can be in the page a moment before it is visible.
 */
export async function expectToastShown(text: string): Promise<void> {
  await waitFor(() => expect(screen.getByText(text)).toBeVisible());
}
