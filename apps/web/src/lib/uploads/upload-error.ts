import { translateErrorCode, networkErrorCode, type ErrorParams } from '@/lib/api-client';

type ResponseLike = { getStatus(): number; getBody(): string };

function responseOf(error: unknown): ResponseLike | null {
  if (typeof error !== 'object' || error === null || !('originalResponse' in error)) return null;
  const response = (error as { originalResponse: unknown }).originalResponse;
  if (typeof response !== 'object' || response === null) return null;
  const candidate = response as Partial<ResponseLike>;
  return typeof candidate.getStatus === 'function' && typeof candidate.getBody === 'function'
    ? (candidate as ResponseLike)
    : null;
}

function paramsOf(value: unknown): ErrorParams {
  if (typeof value !== 'object' || value === null) return {};
  const params: ErrorParams = {};
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string' || typeof item === 'number') params[key] = item;
  }
  return params;
}

/** The server's problem+json (code, params, title) carried by a failed tus request, if any. */
export function problemOfUploadError(
  error: unknown,
): { code: string; params: ErrorParams; title?: string; status: number } | null {
  const response = responseOf(error);
  if (!response) return null;
  const status = response.getStatus();
  try {
    const body: unknown = JSON.parse(response.getBody());
    if (typeof body === 'object' && body !== null && 'code' in body) {
      const problem = body as Record<string, unknown>;
      if (typeof problem.code === 'string') {
        return {
          code: problem.code,
          params: paramsOf(problem.params),
          ...(typeof problem.title === 'string' ? { title: problem.title } : {}),
          status,
        };
      }
    }
  } catch {
    // Not JSON: a proxy page or an empty body; the status decides below.
  }
  return {
    code: status === 401 || status === 403 ? 'upload.unauthorized' : '',
    params: {},
    status,
  };
}

/**
 * The text shown for a failed upload: the server's own message in the user's language, the
 * network text when no answer came back, else "Erreur d'upload: …" with what we know.
 */
export function uploadErrorText(error: unknown): string {
  const problem = problemOfUploadError(error);
  if (!problem) return translateErrorCode(networkErrorCode);
  if (problem.code) return translateErrorCode(problem.code, problem.params, problem.title);
  return translateErrorCode('upload.failed', { message: `HTTP ${problem.status}` });
}

// Both quota refusals of the spec open the storage-full dialog (spec 01 §5, §8).
const QUOTA_CODES: ReadonlySet<string> = new Set([
  'upload.quota_exceeded_percent',
  'upload.quota_exceeded',
  'quota.storage_limit_reached',
]);

/** Whether the server refused the file because the storage quota is full. */
export function isQuotaRefusal(error: unknown): boolean {
  const problem = problemOfUploadError(error);
  return problem !== null && QUOTA_CODES.has(problem.code);
}

/**
 * Whether trying the same file again may work: after a network failure, a server error, a busy
 * server or a full quota (once space is freed), yes; after the server refused the file itself
 * (wrong type, too large, unreadable), no, so the upload panel offers no "Réessayer".
 */
export function isRetryableUploadError(error: unknown): boolean {
  const problem = problemOfUploadError(error);
  if (!problem) return true;
  if (QUOTA_CODES.has(problem.code)) return true;
  const { status } = problem;
  return status === 0 || status === 408 || status === 429 || status >= 500;
}
