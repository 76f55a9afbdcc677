import http from 'node:http';

export interface SseMessage {
  readonly event: string;
  readonly data: string;
  /** The `topic` of the JSON data, or null when the data is not such an object. */
  readonly topic: string | null;
}

function topicOf(data: string): string | null {
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value === 'object' && value !== null && 'topic' in value) {
      return typeof value.topic === 'string' ? value.topic : null;
    }
  } catch {
    // Not JSON: no topic.
  }
  return null;
}

export interface SseClient {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly messages: SseMessage[];
  readonly comments: string[];
  /** Resolves with the first message (already received or future) matching the predicate. */
  waitFor(predicate: (message: SseMessage) => boolean, timeoutMs?: number): Promise<SseMessage>;
  waitForComment(text: string, timeoutMs?: number): Promise<void>;
  /** Resolves when the server ends the stream. */
  readonly ended: Promise<void>;
  close(): void;
}

/** A minimal EventSource over node:http, keeping every frame for assertions. */
export function connectSse(
  url: string,
  extraHeaders: Record<string, string> = {},
): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { headers: { accept: 'text/event-stream', ...extraHeaders } },
      (response) => {
        const messages: SseMessage[] = [];
        const comments: string[] = [];
        const waiters = new Set<() => void>();
        let buffer = '';
        let resolveEnded: () => void = () => undefined;
        const ended = new Promise<void>((done) => (resolveEnded = done));
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let boundary = buffer.indexOf('\n\n');
          while (boundary !== -1) {
            const frame = buffer.slice(0, boundary);
            buffer = buffer.slice(boundary + 2);
            let event = 'message';
            const data: string[] = [];
            for (const line of frame.split('\n')) {
              if (line.startsWith(':')) comments.push(line.slice(1).trim());
              else if (line.startsWith('event:')) event = line.slice(6).trim();
              else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
            }
            if (data.length > 0) {
              const joined = data.join('\n');
              messages.push({ event, data: joined, topic: topicOf(joined) });
            }
            boundary = buffer.indexOf('\n\n');
          }
          for (const waiter of [...waiters]) waiter();
        });
        response.on('end', resolveEnded);
        response.on('close', resolveEnded);

        const waitUntil = <T>(check: () => T | undefined, timeoutMs: number, what: string) =>
          new Promise<T>((done, fail) => {
            const attempt = () => {
              const found = check();
              if (found === undefined) return;
              clearTimeout(timer);
              waiters.delete(attempt);
              done(found);
            };
            const timer = setTimeout(() => {
              waiters.delete(attempt);
              fail(new Error(`Timed out waiting for ${what}`));
            }, timeoutMs);
            waiters.add(attempt);
            attempt();
          });

        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          messages,
          comments,
          ended,
          waitFor: (predicate, timeoutMs = 5_000) =>
            waitUntil(() => messages.find(predicate), timeoutMs, 'an SSE message'),
          waitForComment: (text, timeoutMs = 5_000) =>
            waitUntil(
              () => (comments.includes(text) ? true : undefined),
              timeoutMs,
              `": ${text}"`,
            ).then(() => undefined),
          close: () => request.destroy(),
        });
      },
    );
    request.on('error', reject);
  });
}
