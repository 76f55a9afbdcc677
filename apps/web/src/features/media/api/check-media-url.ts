export type MediaUrlState = 'present' | 'missing' | 'unknown';

/**
 * Whether a photo's file still exists (HEAD request, spec 01 §7): only a 404 says "missing";
 * a network failure or a server error says nothing, so a photo is never hidden by mistake.
 */
export async function checkMediaUrl(url: string): Promise<MediaUrlState> {
  try {
    const response = await fetch(url, { method: 'HEAD', credentials: 'same-origin' });
    if (response.status === 404) return 'missing';
    return response.ok ? 'present' : 'unknown';
  } catch {
    return 'unknown';
  }
}
