import { describe, expect, it } from 'vitest';
import { RESYNC_TOPIC, SYSTEM_TOPIC_RESOURCE, topicResource } from './live-events';

describe('topicResource', () => {
  it('is the part before the first dot', () => {
    expect(topicResource('patients.changed')).toBe('patients');
    expect(topicResource('photos.deleted.batch')).toBe('photos');
  });

  it('is the whole topic when it has no dot, and null when empty', () => {
    expect(topicResource('photos')).toBe('photos');
    expect(topicResource('')).toBeNull();
    expect(topicResource('.changed')).toBeNull();
  });

  it('puts the system notices under the system resource', () => {
    expect(topicResource(RESYNC_TOPIC)).toBe(SYSTEM_TOPIC_RESOURCE);
  });
});
