import type { ErrorCode } from './errors';
import type { MessageParams } from './message-format';

/** A catalogue message to show: its code and the params of its placeholders. */
export interface MessageRef<C extends ErrorCode = ErrorCode> {
  readonly code: C;
  readonly params: MessageParams;
}

// Rules report failures as data so the server can turn them into problem+json and the web into
// translated text, without exceptions crossing the boundary.
export interface CheckFailure<C extends ErrorCode = ErrorCode> extends MessageRef<C> {
  readonly ok: false;
}

export function failure<C extends ErrorCode>(code: C, params: MessageParams = {}): CheckFailure<C> {
  return { ok: false, code, params };
}
