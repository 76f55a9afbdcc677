import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { connectLiveEvents, liveEventsUrl, parseLiveEvent } from './live-events';

class FakeEventSource extends EventTarget {
  closed = false;
  constructor(readonly url: string) {
    super();
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: string) {
    this.dispatchEvent(Object.assign(new Event(type), { data }));
  }
}

function setup() {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  let source: FakeEventSource | undefined;
  const disconnect = connectLiveEvents(
    queryClient,
    (url) => (source = new FakeEventSource(url)),
    1_234.5,
  );
  return { invalidate, source: source!, disconnect };
}

describe('live events', () => {
  it("listens to the user event stream, asking for what it missed since the page's start", () => {
    // The page's age, rounded up, and a margin for the trip and the clocks.
    expect(setup().source.url).toBe(`${liveEventsUrl}?replay_ms=3235`);
  });

  it('invalidates the queries of the resource that changed', () => {
    const { invalidate, source } = setup();
    source.emit('message', JSON.stringify({ topic: 'patients.changed', ids: ['p1'] }));
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['patients'] });
  });

  it('refreshes everything when the server asks for a resync', () => {
    const { invalidate, source } = setup();
    source.emit('message', JSON.stringify({ topic: 'system.resync', ids: [] }));
    expect(invalidate).toHaveBeenCalledWith();
  });

  it('ignores the other system notices', () => {
    const { invalidate, source } = setup();
    source.emit('message', JSON.stringify({ topic: 'system.node_started', ids: ['node-1'] }));
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('ignores malformed messages', () => {
    const { invalidate, source } = setup();
    source.emit('message', 'not json');
    source.emit('message', JSON.stringify({ ids: ['p1'] }));
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('refetches nothing on the first open, everything after a reconnection', () => {
    const { invalidate, source } = setup();
    source.emit('open');
    expect(invalidate).not.toHaveBeenCalled();
    source.emit('open');
    expect(invalidate).not.toHaveBeenCalled();
    source.emit('error');
    source.emit('open');
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenLastCalledWith();
  });

  it('closes the stream on disconnect', () => {
    const { source, disconnect } = setup();
    disconnect();
    expect(source.closed).toBe(true);
  });

  it('parses ids only when they are strings', () => {
    expect(parseLiveEvent(JSON.stringify({ topic: 'photos', ids: ['a', 3] }))).toEqual({
      topic: 'photos',
      ids: ['a'],
    });
    expect(parseLiveEvent(JSON.stringify({ topic: '' }))).toBeNull();
  });
});
