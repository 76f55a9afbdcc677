import type { ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { RESYNC_TOPIC } from '@photodossier/domain/live-events';
import type { Logger } from 'pino';
import type { EventBus, LiveEvent } from '../../platform/events/event-bus';

export const HEARTBEAT_INTERVAL_MS = 25_000;
const RECONNECT_DELAY_MS = 3_000;
/** How far back an opening stream can be sent the events it missed (decision 0063). */
export const REPLAY_WINDOW_MS = 120_000;
const REPLAY_LOG_LIMIT = 10_000;

/** Who is at the other end of a stream: the signed-in user. */
export interface Viewer {
  readonly userId: string;
}

/** The one rule deciding which events a stream receives: broadcasts and the user's own. */
export function canReceive(event: LiveEvent, viewer: Viewer): boolean {
  return event.userId === null || event.userId === viewer.userId;
}

function formatEvent(event: LiveEvent): string {
  // Unnamed frames, so one `message` listener in the browser receives every topic.
  // Never sent: userId, which the receiving user already knows or must not learn.
  return `data: ${JSON.stringify({ topic: event.topic, ids: event.ids })}\n\n`;
}

interface LoggedEvent {
  readonly at: number;
  readonly event: LiveEvent;
}

interface OpenStream {
  readonly response: ServerResponse;
  readonly viewer: Viewer;
  readonly heartbeat: NodeJS.Timeout;
}

/** Server-Sent Event streams of this node, fed by a single subscription to the event bus. */
export class LiveEventStreams {
  readonly #streams = new Set<OpenStream>();
  readonly #unsubscribe: () => void;
  #closing = false;
  // The events this node heard lately, for streams that open after the page read its data.
  readonly #recent: LoggedEvent[] = [];
  // The log holds every event heard after this instant: the node's start, or the last one
  // dropped from the log.
  #completeAfter: number;

  constructor(
    bus: EventBus,
    private readonly logger: Logger,
    private readonly heartbeatMs: number = HEARTBEAT_INTERVAL_MS,
    private readonly clock: () => number = () => performance.now(),
  ) {
    this.#completeAfter = clock();
    this.#unsubscribe = bus.subscribe((event) => this.#broadcast(event));
  }

  get size(): number {
    return this.#streams.size;
  }

  get closing(): boolean {
    return this.#closing;
  }

  /**
   * Takes over a raw response and keeps it open until the client leaves or the node stops.
   * With `replayMs`, first sends the viewer's events of that many last milliseconds, or a
   * resync when this node cannot know them all (it started since, or they left its log).
   */
  open(response: ServerResponse, viewer: Viewer, replayMs: number | null = null): void {
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // Reverse proxies (nginx) would otherwise buffer the stream.
      'x-accel-buffering': 'no',
    });
    response.write(`retry: ${RECONNECT_DELAY_MS}\n: connected\n\n`);
    if (replayMs !== null) response.write(this.#missedFrames(viewer, replayMs));
    const stream: OpenStream = {
      response,
      viewer,
      heartbeat: setInterval(() => response.write(': heartbeat\n\n'), this.heartbeatMs),
    };
    this.#streams.add(stream);
    response.on('close', () => this.#forget(stream));
  }

  /** Ends every stream (on shutdown, before the server stops accepting connections). */
  closeAll(): void {
    this.#closing = true;
    this.#unsubscribe();
    for (const stream of [...this.#streams]) {
      this.#forget(stream);
      stream.response.end();
    }
  }

  #forget(stream: OpenStream): void {
    clearInterval(stream.heartbeat);
    this.#streams.delete(stream);
  }

  #missedFrames(viewer: Viewer, replayMs: number): string {
    const since = this.clock() - replayMs;
    if (since <= this.#completeAfter) {
      return formatEvent({ topic: RESYNC_TOPIC, ids: [], userId: null });
    }
    return this.#recent
      .filter(({ at, event }) => at >= since && canReceive(event, viewer))
      .map(({ event }) => formatEvent(event))
      .join('');
  }

  #remember(event: LiveEvent): void {
    const at = this.clock();
    this.#recent.push({ at, event });
    while (
      this.#recent.length > REPLAY_LOG_LIMIT ||
      (this.#recent[0] && this.#recent[0].at < at - REPLAY_WINDOW_MS)
    ) {
      this.#completeAfter = this.#recent.shift()!.at;
    }
  }

  #broadcast(event: LiveEvent): void {
    this.#remember(event);
    const frame = formatEvent(event);
    for (const stream of this.#streams) {
      if (!canReceive(event, stream.viewer)) continue;
      try {
        stream.response.write(frame);
      } catch (error) {
        this.logger.warn({ err: error }, 'could not write to an event stream');
      }
    }
  }
}
