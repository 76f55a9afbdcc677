import { expect, type Page } from '@playwright/test';
import type { PhotoListItem, PhotoRecord, PhotosPage } from '@photodossier/domain/media-record';

/** The first page (100) of `GET /api/v1/photos?{query}`, read with the page's session. */
export async function listedPhotos(page: Page, query: string): Promise<PhotoListItem[]> {
  const response = await page.request.get(`/api/v1/photos?${query}&limit=100`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as PhotosPage).items;
}

/** A photo's whole record, with what list items leave out (its storage path, trash fields). */
export async function photoRecord(page: Page, id: string): Promise<PhotoRecord> {
  const response = await page.request.get(`/api/v1/photos/${encodeURIComponent(id)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as PhotoRecord;
}
