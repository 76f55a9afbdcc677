import { ApiError, networkError, toApiError, type ErrorParams } from '@/lib/api-client';
import { expectedUserHeaders } from '@/lib/expected-user';

/** A refused value of the form: the field and the error code to show under it. */
export type PatientFieldIssue = { field: string; code: string; params: ErrorParams };

/** A refused create or update, with the server's per-field validation issues. */
export class PatientRequestError extends ApiError {
  readonly fieldIssues: PatientFieldIssue[];

  constructor(base: ApiError, fieldIssues: PatientFieldIssue[]) {
    super(base.code, base.params, base.status, base.message);
    this.fieldIssues = fieldIssues;
  }
}

function toParams(value: unknown): ErrorParams {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

/**
 * The body's issues that name an error code: `{ in: 'body', path: '/email', code:
 * 'validation.invalid_email' }` becomes the email field's message.
 */
export async function readFieldIssues(response: Response): Promise<PatientFieldIssue[]> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return [];
  }
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((issue: unknown) => {
    if (typeof issue !== 'object' || issue === null) return [];
    const { in: location, path, code, params } = issue as Record<string, unknown>;
    if (location !== undefined && location !== 'body') return [];
    if (typeof path !== 'string' || typeof code !== 'string') return [];
    const field = path.split('/')[1];
    return field ? [{ field, code, params: toParams(params) }] : [];
  });
}

/**
 * POST or PATCH a patient. Like apiRequest, but a refusal keeps the problem's field issues so
 * the form can show each under its field.
 */
export async function sendPatient<T>(path: string, method: 'POST' | 'PATCH', json: unknown) {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json, application/problem+json',
        'content-type': 'application/json',
        ...expectedUserHeaders(method),
      },
      body: JSON.stringify(json),
    });
  } catch {
    throw networkError();
  }
  if (!response.ok) {
    const fieldIssues = await readFieldIssues(response.clone());
    throw new PatientRequestError(await toApiError(response), fieldIssues);
  }
  return (await response.json()) as T;
}
