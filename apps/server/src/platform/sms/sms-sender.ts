import type { SmsConfig } from '../../config/types';
import { SMS_EXTENSION, writeOutboxFile } from '../outbox/outbox-files';

export interface SmsMessage {
  /** E.164 phone number. */
  readonly to: string;
  readonly text: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * The embedded default writes SMS to the outbox (read on /admin). A provider is reached through
 * a webhook: one JSON POST `{ to, text }` with an optional bearer token, which any SMS gateway
 * can be adapted to.
 */
export function createSmsSender(config: SmsConfig): SmsSender {
  if (config.transport === 'webhook') {
    return {
      async send(message) {
        const response = await fetch(config.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(config.token ? { authorization: `Bearer ${config.token}` } : {}),
          },
          body: JSON.stringify({ to: message.to, text: message.text }),
          signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
      },
    };
  }
  return {
    async send(message) {
      const record = { to: message.to, text: message.text, createdAt: new Date().toISOString() };
      await writeOutboxFile(config.outboxDir, SMS_EXTENSION, JSON.stringify(record, null, 2));
    },
  };
}
