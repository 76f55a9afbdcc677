export type ParsedRange =
  | { readonly kind: 'none' }
  | { readonly kind: 'unsatisfiable' }
  | { readonly kind: 'range'; readonly start: number; readonly end: number };

/**
 * Reads a `Range: bytes=…` header for a resource of `size` bytes (RFC 9110 §14). Only single
 * ranges are honoured; a multi-range or malformed header is ignored and the whole body is sent,
 * which the RFC allows.
 */
export function parseRangeHeader(header: string | undefined, size: number): ParsedRange {
  if (header === undefined) return { kind: 'none' };
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return { kind: 'none' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'none' };
  if (first === '') {
    const suffixLength = Number(last);
    if (suffixLength === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', start: Math.max(0, size - suffixLength), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return { kind: 'none' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'range', start, end };
}
