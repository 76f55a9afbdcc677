// crypto.randomUUID needs a secure context; an installation reached over plain http on the
// practice's network is not one.
/** An id made in the browser for a record saved later (an annotation, an injection point). */
export function newClientId(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
