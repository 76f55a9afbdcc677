import { InvalidBlobKeyError } from './blob-store';

export const MAX_BLOB_KEY_LENGTH = 1024;

// Letters, digits, '.', '_', '-' per segment, never starting with '.': this rules out '..',
// hidden files (the local store keeps its metadata and temp files as dot-files) and anything a
// file system or URL would treat specially. The spec's keys (medical-photos/{uid}/…) all fit.
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const PREFIX_CHARACTERS = /^[A-Za-z0-9._/-]*$/;

export function validateBlobKey(key: string): string {
  if (key.length === 0) throw new InvalidBlobKeyError(key, 'empty');
  if (key.length > MAX_BLOB_KEY_LENGTH) throw new InvalidBlobKeyError(key, 'too long');
  if (key.startsWith('/')) throw new InvalidBlobKeyError(key, 'absolute');
  for (const segment of key.split('/')) {
    if (segment === '..' || segment === '.') throw new InvalidBlobKeyError(key, 'relative segment');
    if (!SEGMENT.test(segment)) {
      throw new InvalidBlobKeyError(key, `segment ${JSON.stringify(segment)} is not allowed`);
    }
  }
  return key;
}

/** A list prefix may end mid-segment ('photos/2024-') but may not climb out of the store. */
export function validateBlobPrefix(prefix: string): string {
  if (prefix.length > MAX_BLOB_KEY_LENGTH) throw new InvalidBlobKeyError(prefix, 'too long');
  if (prefix.startsWith('/')) throw new InvalidBlobKeyError(prefix, 'absolute');
  if (!PREFIX_CHARACTERS.test(prefix)) throw new InvalidBlobKeyError(prefix, 'invalid characters');
  const segments = prefix.split('/');
  const complete = segments.slice(0, -1);
  if (complete.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new InvalidBlobKeyError(prefix, 'empty or relative segment');
  }
  if (segments.some((segment) => segment.startsWith('.') && segment !== '')) {
    throw new InvalidBlobKeyError(prefix, 'segment starting with a dot');
  }
  return prefix;
}
