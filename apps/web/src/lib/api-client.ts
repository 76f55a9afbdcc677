import { isErrorCode } from '@photodossier/domain/errors';
import { API_ACCEPT, takeEarlyResponse } from '@/lib/early-responses';
import { accountChangedCode, expectedUserHeaders, reportAccountChanged } from '@/lib/expected-user';
import { i18n } from '@/lib/i18n/i18n';

export type ErrorParams = Record<string, string | number>;

/** Code carried by an ApiError when the request never reached the server (status 0). */
export const networkErrorCode = 'generic.network_error';

/**
 * A failed API call: the server's stable problem+json `code` and `params`, the HTTP status
 * (0 when the network failed) and the message translated in the current language.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string;
  readonly params: ErrorParams;
  readonly status: number;

  constructor(code: string, params: ErrorParams, status: number, message: string) {
    super(message);
    this.code = code;
    this.params = params;
    this.status = status;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Text for a code of the domain catalogue, else the server's own title, else a generic text. */
export function translateErrorCode(code: string, params: ErrorParams = {}, fallback?: string) {
  if (isErrorCode(code)) return i18n.t(`errors:${code}`, params);
  return fallback ?? i18n.t('errors:request.internal');
}

// Used when a response carries no code of its own (a proxy error page, an old server...).
function codeForStatus(status: number): string {
  if (status === 401) return 'auth.unauthenticated';
  if (status === 403) return 'generic.permission_denied';
  if (status === 404) return 'request.not_found';
  // A proxy in front of the server refuses a body too large or of a type it does not pass.
  if (status === 413) return 'generic.file_too_large';
  if (status === 415) return 'generic.invalid_file_format';
  if (status === 400 || status === 422) return 'request.validation_failed';
  return 'request.internal';
}

function toParams(value: unknown): ErrorParams {
  if (typeof value !== 'object' || value === null) return {};
  const params: ErrorParams = {};
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string' || typeof item === 'number') params[key] = item;
  }
  return params;
}

async function readProblem(response: Response): Promise<Record<string, unknown>> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return {};
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function toApiError(response: Response): Promise<ApiError> {
  const problem = await readProblem(response);
  const code = typeof problem.code === 'string' ? problem.code : codeForStatus(response.status);
  const params = toParams(problem.params);
  if (response.status === 409 && code === accountChangedCode) reportAccountChanged();
  const title = typeof problem.title === 'string' ? problem.title : undefined;
  return new ApiError(code, params, response.status, translateErrorCode(code, params, title));
}

/** The ApiError of a request that never reached the server (offline, connection cut). */
export function networkError(): ApiError {
  return new ApiError(networkErrorCode, {}, 0, translateErrorCode(networkErrorCode));
}

/** `json` is sent as JSON; `body` as it is (a file), with the content type its headers give. */
export type ApiRequestOptions = RequestInit & { json?: unknown };

/**
 * Calls the API (same origin, session cookie, the page's user named on writes) and returns the
 * answer when it is 2xx, for a caller that reads it itself (a download streamed to disk).
 * Rejects with an ApiError for any other answer or a network failure; aborts pass through.
 */
export async function apiResponse(path: string, options: ApiRequestOptions = {}) {
  const { json, headers, body, ...init } = options;
  const requestHeaders = new Headers(headers);
  requestHeaders.set('accept', API_ACCEPT);
  if (json !== undefined) requestHeaders.set('content-type', 'application/json');
  for (const [name, value] of Object.entries(expectedUserHeaders(init.method))) {
    requestHeaders.set(name, value);
  }

  // A plain read that index.html already began on a first screen is not asked twice. Its
  // signal may be given: a read aborted later only drops the answer.
  const plainRead = Object.keys(options).every((option) => option === 'signal');
  const early = plainRead ? takeEarlyResponse(path) : undefined;
  let response: Response;
  try {
    response = await (early ??
      fetch(path, {
        credentials: 'same-origin',
        ...init,
        headers: requestHeaders,
        body: json === undefined ? body : JSON.stringify(json),
      }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

/**
 * Calls the API (same origin, session cookie) and returns the parsed JSON body.
 * Rejects with an ApiError for any non-2xx answer or a network failure; aborts pass through.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const response = await apiResponse(path, options);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return (await response.text()) as T;
  return (await response.json()) as T;
}
