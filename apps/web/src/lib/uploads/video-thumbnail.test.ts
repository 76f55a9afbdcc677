import { describe, expect, it } from 'vitest';
import { captureTime, thumbnailDimensions, thumbnailSettings } from './video-thumbnail';

describe('video thumbnail settings', () => {
  it('uses 320x240 at quality 0.7 and 20 s on the web, 640x480 at 0.8 and 45 s on phones', () => {
    expect(thumbnailSettings(false)).toMatchObject({
      maxWidth: 320,
      maxHeight: 240,
      quality: 0.7,
      timeoutMs: 20_000,
    });
    expect(thumbnailSettings(true)).toMatchObject({
      maxWidth: 640,
      maxHeight: 480,
      quality: 0.8,
      maxCanvasSize: 1024,
      timeoutMs: 45_000,
    });
  });

  it('fits the frame in the box without distorting or enlarging it', () => {
    const web = thumbnailSettings(false);
    expect(thumbnailDimensions(1920, 1080, web)).toEqual({ width: 320, height: 180 });
    expect(thumbnailDimensions(1080, 1920, web)).toEqual({ width: 135, height: 240 });
    expect(thumbnailDimensions(160, 120, web)).toEqual({ width: 160, height: 120 });
    expect(thumbnailDimensions(3840, 2160, thumbnailSettings(true))).toEqual({
      width: 640,
      height: 360,
    });
  });

  it('has no size without dimensions', () => {
    expect(thumbnailDimensions(0, 1080, thumbnailSettings(false))).toBeNull();
  });

  it('captures at 0.5 s, or mid-clip for shorter clips', () => {
    expect(captureTime(12)).toBe(0.5);
    expect(captureTime(0.4)).toBeCloseTo(0.2);
    expect(captureTime(null)).toBe(0.5);
  });
});
