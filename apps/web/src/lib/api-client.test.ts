import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api-client';
import { getPatients, UNFILTERED_PATIENTS } from './api/get-patients';
import { EARLY_PAGE_READS, EARLY_RESPONSES_GLOBAL } from './early-responses';
import { i18n } from './i18n/i18n';

function respond(body: unknown, init: ResponseInit & { type?: string } = {}) {
  const { type = 'application/json', ...rest } = init;
  const response = new Response(body === undefined ? null : JSON.stringify(body), {
    ...rest,
    headers: { 'content-type': type },
  });
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(response);
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiRequest', () => {
  it('returns the JSON body and sends JSON with the session cookie', async () => {
    const fetchMock = respond({ status: 'ok' });
    await expect(apiRequest('/api/v1/things', { method: 'POST', json: { a: 1 } })).resolves.toEqual(
      {
        status: 'ok',
      },
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/things');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"a":1}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('returns undefined for 204', async () => {
    respond(undefined, { status: 204 });
    await expect(apiRequest('/api/v1/things/1', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('turns a problem+json answer into an ApiError with the translated text', async () => {
    respond(
      {
        type: 'about:blank',
        title: 'Conflict',
        status: 409,
        code: 'photo.already_assigned',
        params: {},
      },
      { status: 409, type: 'application/problem+json' },
    );
    const error = await failure(apiRequest('/api/v1/photos/1/assign'));
    expect(error.code).toBe('photo.already_assigned');
    expect(error.status).toBe(409);
    expect(error.message).toBe('Cette photo est déjà assignée à un patient');
  });

  it('fills the message with the problem params, in the current language', async () => {
    await i18n.changeLanguage('en');
    respond(
      { status: 422, code: 'password.too_short', params: { min: 6, ignored: { nested: true } } },
      { status: 422, type: 'application/problem+json' },
    );
    const error = await failure(apiRequest('/api/v1/account/password'));
    expect(error.params).toEqual({ min: 6 });
    expect(error.message).toBe('The password must contain at least 6 characters');
  });

  it('keeps an unknown code and shows the server title', async () => {
    respond({ status: 418, code: 'teapot.brewing', title: 'Short and stout' }, { status: 418 });
    const error = await failure(apiRequest('/api/v1/tea'));
    expect(error.code).toBe('teapot.brewing');
    expect(error.message).toBe('Short and stout');
  });

  it('derives a code from the status when the body is not a problem', async () => {
    respond('<html>Bad gateway</html>', { status: 401, type: 'text/html' });
    const error = await failure(apiRequest('/api/v1/me'));
    expect(error.code).toBe('auth.unauthenticated');
    expect(error.message).toBe('Utilisateur non connecté');
  });

  it.each([
    [403, 'generic.permission_denied', 'Permission refusée'],
    [413, 'generic.file_too_large', 'Fichier trop volumineux'],
    [415, 'generic.invalid_file_format', 'Format de fichier invalide'],
  ])('says what a bare %i means (spec 01 §8 generic notifications)', async (status, code, text) => {
    respond('<html>refused</html>', { status, type: 'text/html' });
    const error = await failure(apiRequest('/api/v1/photos'));
    expect(error.code).toBe(code);
    expect(error.message).toBe(text);
  });

  it('reports a network failure as status 0 with the network text', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(apiRequest('/api/health'));
    expect(error.status).toBe(0);
    expect(error.code).toBe('generic.network_error');
    expect(error.message).toBe('Erreur réseau. Vérifiez votre connexion internet.');
  });

  it('lets an abort through untouched', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new DOMException('Aborted', 'AbortError'));
    await expect(apiRequest('/api/health')).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('answers index.html began fetching', () => {
  function leaveEarly(path: string, response: Promise<Response>) {
    (window as unknown as Record<string, unknown>)[EARLY_RESPONSES_GLOBAL] = { [path]: response };
  }

  it('are read once, through the same checks, then the network answers', async () => {
    const fetchMock = respond({ from: 'network' });
    leaveEarly(
      '/api/v1/account/session',
      Promise.resolve(
        new Response(JSON.stringify({ from: 'index.html' }), {
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    await expect(apiRequest('/api/v1/account/session')).resolves.toEqual({ from: 'index.html' });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(apiRequest('/api/v1/account/session')).resolves.toEqual({ from: 'network' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('are refused like any answer, and never stand in for a request with options', async () => {
    const fetchMock = respond({ from: 'network' });
    leaveEarly(
      '/api/v1/account/session',
      Promise.resolve(
        new Response(JSON.stringify({ code: 'auth.unauthorized' }), {
          status: 401,
          headers: { 'content-type': 'application/problem+json' },
        }),
      ),
    );
    await expect(
      apiRequest('/api/v1/account/session', { headers: { 'x-test': '1' } }),
    ).resolves.toEqual({ from: 'network' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((await failure(apiRequest('/api/v1/account/session'))).status).toBe(401);
  });

  it("stand in for the patients list's first page, which reads with a signal", async () => {
    const fetchMock = respond({ from: 'network' });
    const [firstPage] = EARLY_PAGE_READS['/patients'] ?? [];
    expect(firstPage).toBeDefined();
    leaveEarly(
      firstPage!,
      Promise.resolve(
        new Response(JSON.stringify({ items: [], nextCursor: null }), {
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    await expect(
      getPatients(UNFILTERED_PATIENTS, null, { signal: new AbortController().signal }),
    ).resolves.toEqual({ items: [], nextCursor: null });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('are a network error when that fetch failed', async () => {
    respond({ from: 'network' });
    leaveEarly('/api/v1/account/session', Promise.reject(new TypeError('Failed to fetch')));
    expect((await failure(apiRequest('/api/v1/account/session'))).code).toBe(
      'generic.network_error',
    );
  });
});
