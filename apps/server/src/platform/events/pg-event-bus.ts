import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import { RESYNC_TOPIC } from '@photodossier/domain/live-events';
import { z } from 'zod';
import { newId } from '../db/portable';
import {
  liveEventSchema,
  type EventBus,
  type LiveEvent,
  type LiveEventListener,
} from './event-bus';
import { ListenerSet } from './listener-set';

export const EVENTS_CHANNEL = 'photodossier_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7999;
const RECONNECT_DELAYS_MS = [100, 250, 500, 1_000, 2_000, 5_000];

const wireSchema = z.object({
  origin: z.string(),
  topic: z.string(),
  ids: z.array(z.string()),
  userId: z.string().nullable(),
});
type WireEvent = z.output<typeof wireSchema>;

const byteLength = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * Splits an event whose ids do not fit one NOTIFY into several payloads with the same topic
 * and user; listeners only act on (topic, id) pairs, so the split is invisible to them.
 */
export function toNotifyPayloads(event: LiveEvent, origin: string): string[] {
  const empty: WireEvent = { origin, topic: event.topic, ids: [], userId: event.userId };
  const baseBytes = byteLength(JSON.stringify(empty));
  if (baseBytes > MAX_NOTIFY_PAYLOAD_BYTES) {
    throw new RangeError(`A live event topic is too long for NOTIFY: ${event.topic.slice(0, 50)}`);
  }
  const payloads: string[] = [];
  let ids: string[] = [];
  let bytes = baseBytes;
  for (const id of event.ids) {
    const idBytes = byteLength(JSON.stringify(id));
    if (baseBytes + idBytes > MAX_NOTIFY_PAYLOAD_BYTES) {
      throw new RangeError(`A live event id is too long for NOTIFY (topic ${event.topic})`);
    }
    if (bytes + (ids.length > 0 ? 1 : 0) + idBytes > MAX_NOTIFY_PAYLOAD_BYTES) {
      payloads.push(JSON.stringify({ ...empty, ids }));
      ids = [];
      bytes = baseBytes;
    }
    bytes += (ids.length > 0 ? 1 : 0) + idBytes;
    ids.push(id);
  }
  if (ids.length > 0 || payloads.length === 0) payloads.push(JSON.stringify({ ...empty, ids }));
  return payloads;
}

export interface PgEventBusOptions {
  readonly connectionString: string;
  /** Publishing goes through the app's pool; only listening needs a dedicated connection. */
  readonly db: Kysely<unknown>;
  readonly logger: Logger;
}

/**
 * Live events between nodes over LISTEN/NOTIFY. Each bus delivers its own events to its local
 * listeners directly and ignores their echo from PostgreSQL, so each event arrives once.
 */
export class PgEventBus implements EventBus {
  readonly kind = 'postgres' as const;
  readonly #origin = newId();
  readonly #listeners: ListenerSet;
  readonly #options: PgEventBusOptions;
  #client: pg.Client | null = null;
  #reconnectTimer: NodeJS.Timeout | null = null;
  #reconnectAttempt = 0;
  #closed = false;

  private constructor(options: PgEventBusOptions) {
    this.#options = options;
    this.#listeners = new ListenerSet(options.logger);
  }

  static async start(options: PgEventBusOptions): Promise<PgEventBus> {
    const bus = new PgEventBus(options);
    await bus.#listen();
    return bus;
  }

  /** The server process id of the LISTEN connection (tests cut it to check reconnection). */
  get listenerBackendPid(): number | null {
    return (this.#client as (pg.Client & { processID?: number }) | null)?.processID ?? null;
  }

  async publish(event: LiveEvent): Promise<void> {
    if (this.#closed) throw new Error('The event bus is closed');
    const valid = liveEventSchema.parse(event);
    const payloads = toNotifyPayloads(valid, this.#origin);
    this.#listeners.deliver(valid);
    for (const payload of payloads) {
      await sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`.execute(this.#options.db);
    }
  }

  subscribe(listener: LiveEventListener): () => void {
    return this.#listeners.add(listener);
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#reconnectTimer) clearTimeout(this.#reconnectTimer);
    this.#reconnectTimer = null;
    this.#listeners.clear();
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => undefined);
  }

  async #listen(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.#options.connectionString,
      keepAlive: true,
    });
    let listening = false;
    let lost = false;
    const onLost = (error?: Error) => {
      // Before LISTEN succeeded, failures reject this call and the caller decides what to do.
      if (!listening || lost) return;
      lost = true;
      if (this.#client === client) this.#client = null;
      if (this.#closed) return;
      this.#options.logger.warn({ err: error }, 'live events connection lost, reconnecting');
      client.end().catch(() => undefined);
      this.#scheduleReconnect();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message) => {
      if (message.channel === EVENTS_CHANNEL) this.#receive(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.#closed) {
      await client.end().catch(() => undefined);
      return;
    }
    listening = true;
    this.#client = client;
  }

  #scheduleReconnect(): void {
    const delay =
      RECONNECT_DELAYS_MS[Math.min(this.#reconnectAttempt, RECONNECT_DELAYS_MS.length - 1)] ??
      5_000;
    this.#reconnectAttempt += 1;
    this.#reconnectTimer = setTimeout(() => {
      this.#reconnectTimer = null;
      this.#listen().then(
        () => {
          this.#reconnectAttempt = 0;
          this.#options.logger.info('live events connection restored');
          // NOTIFYs sent while disconnected are gone: tell clients to refetch what they show.
          if (!this.#closed)
            this.#listeners.deliver({ topic: RESYNC_TOPIC, ids: [], userId: null });
        },
        (error: unknown) => {
          if (this.#closed) return;
          this.#options.logger.warn({ err: error }, 'live events reconnection failed');
          this.#scheduleReconnect();
        },
      );
    }, delay);
  }

  #receive(payload: string | undefined): void {
    let wire: WireEvent;
    try {
      wire = wireSchema.parse(JSON.parse(payload ?? ''));
    } catch (error) {
      this.#options.logger.warn({ err: error }, 'ignored a malformed live event');
      return;
    }
    if (wire.origin === this.#origin) return;
    this.#listeners.deliver({ topic: wire.topic, ids: wire.ids, userId: wire.userId });
  }
}
