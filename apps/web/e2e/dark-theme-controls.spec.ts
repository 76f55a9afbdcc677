import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { createAccount, signIn } from './support/accounts';
import { expect, test, text, usePreferences } from './support/fixtures';

const fr = (key: string) => text('fr', key);

/** WCAG relative luminance of an sRGB pixel. */
function luminance([r, g, b]: readonly number[]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
}

/**
 * The contrast between a control's outer edge and what surrounds it, read from the pixels drawn
 * (WCAG 1.4.11 asks 3:1 of what identifies a control): the most distinct of the three pixels just
 * inside the left edge, half-way down, against one a few pixels to its left.
 */
async function edgeContrast(page: Page, control: Locator): Promise<number> {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error('control not drawn');
  const margin = 4;
  const clip = {
    x: Math.floor(box.x) - margin,
    y: Math.floor(box.y),
    width: Math.ceil(box.width) + 2 * margin,
    height: Math.ceil(box.height),
  };
  const png = await page.screenshot({ clip, animations: 'disabled' });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const row = Math.floor(info.height / 2);
  const pixel = (x: number) => {
    const at = (row * info.width + x) * info.channels;
    return [data[at]!, data[at + 1]!, data[at + 2]!];
  };
  const outside = luminance(pixel(1));
  const ratios = [0, 1, 2].map((step) => {
    const edge = luminance(pixel(margin + step));
    return (Math.max(edge, outside) + 0.05) / (Math.min(edge, outside) + 0.05);
  });
  return Math.max(...ratios);
}

test('dark theme: the settings use the themed switch and checkbox, whose outline shows when off', async ({
  page,
}) => {
  const account = await createAccount();
  await usePreferences(page, 'fr', 'dark');
  await signIn(page, account);
  await page.goto('/settings');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  const transfer = page.getByRole('region', { name: fr('accountSettings.emailTransfer.title') });
  const automatic = transfer.getByRole('switch', {
    name: fr('accountSettings.emailTransfer.enabled'),
  });
  await expect(automatic).not.toBeChecked();
  expect(await edgeContrast(page, automatic)).toBeGreaterThanOrEqual(3);

  const embeddings = page.getByRole('checkbox', { name: fr('dataExport.withEmbeddings') });
  await expect(embeddings).toHaveAttribute('data-slot', 'checkbox');
  await expect(embeddings).not.toBeChecked();
  expect(await edgeContrast(page, embeddings)).toBeGreaterThanOrEqual(3);
  await page.getByText(fr('dataExport.withEmbeddings'), { exact: true }).click();
  await expect(embeddings).toBeChecked();

  // The switch still turns the transfer on through its label, as a checkbox did.
  await transfer.getByText(fr('accountSettings.emailTransfer.enabled'), { exact: true }).click();
  await expect(automatic).toBeChecked();
});
