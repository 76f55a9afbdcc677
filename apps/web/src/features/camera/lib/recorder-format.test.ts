import { describe, expect, it } from 'vitest';
import { chooseRecorderFormat, formatOfRecording } from './recorder-format';

describe('chooseRecorderFormat', () => {
  it('prefers MP4 with H.264 where the browser records it', () => {
    expect(chooseRecorderFormat(() => true)).toEqual({
      mimeType: 'video/mp4;codecs=avc1',
      fileType: 'video/mp4',
      extension: 'mp4',
    });
  });

  it('falls back to VP9, then VP8, then plain WebM', () => {
    const only =
      (...types: string[]) =>
      (type: string) =>
        types.includes(type);
    expect(
      chooseRecorderFormat(only('video/webm;codecs=vp8', 'video/webm;codecs=vp9')).mimeType,
    ).toBe('video/webm;codecs=vp9');
    expect(chooseRecorderFormat(only('video/webm;codecs=vp8')).mimeType).toBe(
      'video/webm;codecs=vp8',
    );
    expect(chooseRecorderFormat(only('video/webm'))).toMatchObject({
      mimeType: 'video/webm',
      extension: 'webm',
    });
  });

  it('leaves the choice to the browser when it supports none, and survives one that throws', () => {
    expect(chooseRecorderFormat(() => false)).toEqual({
      mimeType: '',
      fileType: 'video/webm',
      extension: 'webm',
    });
    expect(
      chooseRecorderFormat((type) => {
        if (type.startsWith('video/mp4')) throw new Error('unknown codec');
        return true;
      }).mimeType,
    ).toBe('video/webm;codecs=vp9');
  });
});

describe('formatOfRecording', () => {
  const asked = chooseRecorderFormat(() => true);
  it('names the file after what was really recorded', () => {
    expect(formatOfRecording('video/webm;codecs=vp8,opus', asked)).toMatchObject({
      fileType: 'video/webm',
      extension: 'webm',
    });
    expect(formatOfRecording('video/mp4;codecs=avc1,opus', asked).fileType).toBe('video/mp4');
    expect(formatOfRecording('', asked)).toBe(asked);
  });
});
