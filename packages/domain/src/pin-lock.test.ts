import { describe, expect, it } from 'vitest';
import {
  hasExhaustedPinAttempts,
  isPinLockDue,
  pinLockDelayMs,
  remainingPinAttempts,
} from './pin-lock';

const MINUTE = 60_000;

describe('pinLockDelayMs', () => {
  it('uses the configured minutes, else one minute', () => {
    expect(pinLockDelayMs(60)).toBe(60 * MINUTE);
    expect(pinLockDelayMs(5)).toBe(5 * MINUTE);
    expect(pinLockDelayMs(null)).toBe(MINUTE);
    expect(pinLockDelayMs(0)).toBe(MINUTE);
    expect(pinLockDelayMs(Number.NaN)).toBe(MINUTE);
  });
});

describe('isPinLockDue', () => {
  it('locks only once inactivity exceeds the duration', () => {
    expect(isPinLockDue(0, 60 * MINUTE, 60)).toBe(false);
    expect(isPinLockDue(0, 60 * MINUTE + 1, 60)).toBe(true);
    expect(isPinLockDue(0, MINUTE + 1, undefined)).toBe(true);
  });

  it('locks when the last activity is unknown', () => {
    expect(isPinLockDue(Number.NaN, 0, 60)).toBe(true);
  });
});

describe('PIN attempts', () => {
  it('allows 3 failed attempts', () => {
    expect(hasExhaustedPinAttempts(2)).toBe(false);
    expect(hasExhaustedPinAttempts(3)).toBe(true);
    expect(remainingPinAttempts(0)).toBe(3);
    expect(remainingPinAttempts(2)).toBe(1);
    expect(remainingPinAttempts(5)).toBe(0);
  });
});
