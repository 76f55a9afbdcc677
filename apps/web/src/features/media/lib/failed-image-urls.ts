// Addresses that already failed to load in this tab: showing one again goes straight to the
// fallback (and to the orphan check) instead of asking the network a second time.
const failedImageUrls = new Set<string>();

export function rememberFailedImageUrl(url: string): void {
  failedImageUrls.add(url);
}

export function isKnownFailedImageUrl(url: string): boolean {
  return failedImageUrls.has(url);
}

export function forgetFailedImageUrls(): void {
  failedImageUrls.clear();
}
