import {
  RESYNC_TOPIC,
  SYSTEM_TOPIC_RESOURCE,
  topicResource,
} from '@photodossier/domain/live-events';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

export const liveEventsUrl = '/api/v1/events';

/**
 * What the server publishes after each committed write (decision 0006): `{ topic, ids }`, where
 * the topic is `<resource>.<change>` ('patients.changed'). Query keys start with the resource,
 * so invalidating `[resource]` refreshes every list and detail built from it.
 */
export type LiveEvent = { topic: string; ids?: string[] };

/** The query-key root a topic refreshes: everything for a resync, nothing for other system notices. */
export function queryRootOf(topic: string): string | 'all' | null {
  if (topic === RESYNC_TOPIC) return 'all';
  const resource = topicResource(topic);
  return resource === SYSTEM_TOPIC_RESOURCE ? null : resource;
}

export function parseLiveEvent(data: unknown): LiveEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== 'object' || value === null) return null;
    const { topic, ids } = value as Record<string, unknown>;
    if (typeof topic !== 'string' || topic === '') return null;
    const stringIds = Array.isArray(ids) ? ids.filter((id) => typeof id === 'string') : undefined;
    return stringIds ? { topic, ids: stringIds } : { topic };
  } catch {
    return null;
  }
}

type LiveEventListener = (event: LiveEvent) => void;
const liveEventListeners = new Set<LiveEventListener>();

/**
 * Hears every event of the app's one stream, for the few features that act on an event rather
 * than refetch (the remote shutter). Returns the function that stops listening.
 */
export function subscribeLiveEvents(listener: LiveEventListener): () => void {
  liveEventListeners.add(listener);
  return () => liveEventListeners.delete(listener);
}

/** The part of EventSource we use, so tests can hand in their own source. */
type EventSourceLike = {
  addEventListener(
    type: 'message' | 'open' | 'error',
    listener: (event: Event & { data?: unknown }) => void,
  ): void;
  close(): void;
};
type EventSourceFactory = (url: string) => EventSourceLike;

const browserEventSource: EventSourceFactory = (url) =>
  new EventSource(url, { withCredentials: true });

// Beyond the page's own age: the request's trip to the server, and clocks that tick apart.
const REPLAY_MARGIN_MS = 2_000;

/**
 * The stream's address for a page that has been reading data for `pageAgeMs`. Events sent while
 * no stream listens are lost: those before the first opening (the stream loads after the page's
 * first data, decision 0027). The server repeats the ones of that span, or asks for a resync
 * when it cannot know them all (decision 0063), so the first opening refetches nothing else.
 */
export function liveEventsAddress(pageAgeMs: number): string {
  return `${liveEventsUrl}?replay_ms=${Math.ceil(pageAgeMs) + REPLAY_MARGIN_MS}`;
}

/**
 * Opens the event stream and keeps queries fresh; returns the function that closes it. While
 * EventSource reconnects by itself events are lost too, so a reopening after an error
 * refreshes everything.
 */
export function connectLiveEvents(
  queryClient: QueryClient,
  createSource: EventSourceFactory = browserEventSource,
  pageAgeMs: number = performance.now(),
): () => void {
  const source = createSource(liveEventsAddress(pageAgeMs));
  let interrupted = false;

  source.addEventListener('message', (event) => {
    const live = parseLiveEvent(event.data);
    if (!live) return;
    for (const listener of liveEventListeners) listener(live);
    const root = queryRootOf(live.topic);
    if (root === 'all') void queryClient.invalidateQueries();
    else if (root) void queryClient.invalidateQueries({ queryKey: [root] });
  });
  source.addEventListener('error', () => {
    interrupted = true;
  });
  source.addEventListener('open', () => {
    if (!interrupted) return;
    interrupted = false;
    void queryClient.invalidateQueries();
  });

  return () => source.close();
}

/**
 * Keeps one stream open for `streamOwner` (the signed-in user's id): none while nobody is
 * signed in, and a new one when another account signs in, since the server streams the events
 * of the session the stream was opened with.
 */
export function useLiveEvents(streamOwner: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    // jsdom and very old browsers have no EventSource; the app then simply polls nothing.
    if (streamOwner === null || typeof EventSource === 'undefined') return;
    return connectLiveEvents(queryClient);
  }, [queryClient, streamOwner]);
}
