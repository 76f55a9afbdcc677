import { describe, expect, it } from 'vitest';
import { MAX_NOTIFY_PAYLOAD_BYTES, toNotifyPayloads } from '../src/platform/events/pg-event-bus';

const origin = '01900000-0000-7000-8000-000000000000';

describe('NOTIFY payloads', () => {
  it('sends a small event as one payload', () => {
    const payloads = toNotifyPayloads(
      { topic: 'patients.changed', ids: ['a', 'b'], userId: 'u1' },
      origin,
    );
    expect(payloads.map((payload) => JSON.parse(payload))).toEqual([
      { origin, topic: 'patients.changed', ids: ['a', 'b'], userId: 'u1' },
    ]);
  });

  it('keeps an event without ids', () => {
    expect(
      toNotifyPayloads({ topic: 'system.resync', ids: [], userId: null }, origin),
    ).toHaveLength(1);
  });

  it('splits many ids into payloads under the 8000-byte limit, losing none', () => {
    const ids = Array.from(
      { length: 2_000 },
      (_, index) => `0190a1b2-c3d4-7e5f-8a6b-${String(index).padStart(12, '0')}`,
    );
    const payloads = toNotifyPayloads({ topic: 'media.deleted', ids, userId: 'u1' }, origin);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) {
      expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(MAX_NOTIFY_PAYLOAD_BYTES);
      expect(JSON.parse(payload)).toMatchObject({ topic: 'media.deleted', userId: 'u1' });
    }
    expect(payloads.flatMap((payload) => JSON.parse(payload).ids as string[])).toEqual(ids);
  });

  it('counts bytes, not characters', () => {
    const ids = Array.from({ length: 400 }, (_, index) => `é${'ü'.repeat(10)}${index}`);
    const payloads = toNotifyPayloads({ topic: 't', ids, userId: null }, origin);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(payloads.flatMap((payload) => JSON.parse(payload).ids as string[])).toEqual(ids);
  });

  it('refuses an id or a topic that cannot fit at all', () => {
    expect(() =>
      toNotifyPayloads({ topic: 't', ids: ['x'.repeat(8000)], userId: null }, origin),
    ).toThrow(RangeError);
    expect(() =>
      toNotifyPayloads({ topic: 'x'.repeat(8000), ids: [], userId: null }, origin),
    ).toThrow(RangeError);
  });
});
