import { describe, expect, it } from 'vitest';
import { mediaTypeOfMime, normalizeMimeType } from './media-type';

describe('normalizeMimeType', () => {
  it('drops parameters, spaces and case', () => {
    expect(normalizeMimeType('image/jpeg; charset=x')).toBe('image/jpeg');
    expect(normalizeMimeType(' Video/MP4 ;codecs="avc1"')).toBe('video/mp4');
    expect(normalizeMimeType('')).toBe('');
    expect(normalizeMimeType(undefined)).toBe('');
    expect(normalizeMimeType(null)).toBe('');
  });
});

describe('mediaTypeOfMime', () => {
  it('recognises image/* and video/* only', () => {
    expect(mediaTypeOfMime('image/heic')).toBe('image');
    expect(mediaTypeOfMime('VIDEO/x-matroska; a=b')).toBe('video');
    expect(mediaTypeOfMime('application/pdf')).toBeNull();
    expect(mediaTypeOfMime('imagex/png')).toBeNull();
    expect(mediaTypeOfMime('')).toBeNull();
  });
});
