import { describe, expect, it } from 'vitest';
import {
  captureFileName,
  captureStoreKey,
  formatRecordingTime,
  isCaptureStoreKey,
} from './capture-naming';

describe('captureFileName', () => {
  it('names a shot by kind, local date and time, and its place in the burst', () => {
    const at = new Date(2026, 10, 2, 9, 5, 7);
    expect(captureFileName('photo', at, 1, 'jpg')).toBe('photo-2026-11-02-09h05-07-1.jpg');
    expect(captureFileName('video', at, 12, 'webm')).toBe('video-2026-11-02-09h05-07-12.webm');
  });

  it('keeps two shots of the same second apart', () => {
    const at = new Date(2026, 0, 1, 0, 0, 0);
    expect(captureFileName('photo', at, 1, 'jpg')).not.toBe(captureFileName('photo', at, 2, 'jpg'));
  });
});

describe('capture store keys', () => {
  it('marks the camera keys among the temporary store ones', () => {
    expect(isCaptureStoreKey(captureStoreKey('abc'))).toBe(true);
    expect(isCaptureStoreKey('import-session-abc')).toBe(false);
  });
});

describe('formatRecordingTime', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatRecordingTime(0)).toBe('0:00');
    expect(formatRecordingTime(7.9)).toBe('0:07');
    expect(formatRecordingTime(750)).toBe('12:30');
    expect(formatRecordingTime(-3)).toBe('0:00');
  });
});
