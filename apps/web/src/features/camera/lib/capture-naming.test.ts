import { describe, expect, it } from 'vitest';
import {
  captureFileName,
  captureStoreKey,
  parseCaptureStoreKey,
  sameCaptureTarget,
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
  it('carry the owner and the target of the shot, read back whole', () => {
    const patient = {
      userId: 'u-1',
      target: { kind: 'patient', patientId: 'p-a' },
      captureId: 'x1',
    } as const;
    expect(parseCaptureStoreKey(captureStoreKey(patient))).toEqual(patient);
    for (const kind of ['unassigned', 'quick'] as const) {
      const key = { userId: 'u-1', target: { kind }, captureId: 'x2' };
      expect(parseCaptureStoreKey(captureStoreKey(key))).toEqual(key);
    }
  });

  it('keep slashes and odd characters of an id from shifting the fields', () => {
    const odd = {
      userId: 'u/2%',
      target: { kind: 'patient', patientId: 'p/b:c' },
      captureId: 'k/3',
    } as const;
    const key = captureStoreKey(odd);
    expect(key.split('/')).toHaveLength(4);
    expect(parseCaptureStoreKey(key)).toEqual(odd);
  });

  it('refuse the keys of other features, ownerless first-release keys and damaged ones', () => {
    expect(parseCaptureStoreKey('import-session-abc')).toBeNull();
    expect(parseCaptureStoreKey('camera-capture-abc')).toBeNull();
    expect(parseCaptureStoreKey('camera-capture/u-1/elsewhere/x')).toBeNull();
    expect(parseCaptureStoreKey('camera-capture/u-1/patient:/x')).toBeNull();
    expect(parseCaptureStoreKey('camera-capture/u-1/quick')).toBeNull();
    expect(parseCaptureStoreKey('camera-capture/%E0%A4%A/quick/x')).toBeNull();
  });

  it('tell two targets apart by patient', () => {
    const a = { kind: 'patient', patientId: 'a' } as const;
    expect(sameCaptureTarget(a, { kind: 'patient', patientId: 'a' })).toBe(true);
    expect(sameCaptureTarget(a, { kind: 'patient', patientId: 'b' })).toBe(false);
    expect(sameCaptureTarget(a, { kind: 'unassigned' })).toBe(false);
    expect(sameCaptureTarget({ kind: 'quick' }, { kind: 'unassigned' })).toBe(false);
    expect(sameCaptureTarget({ kind: 'quick' }, { kind: 'quick' })).toBe(true);
  });
});
