import http from 'node:http';
import { problemSchema } from '@photodossier/domain/problem';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validationProblemSchema } from '../src/platform/http/problem';
import { AppError } from '../src/platform/http/problem';
import { startTestApp, type TestApp } from './support/test-app';
import { TEST_ORIGIN } from './support/accounts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
  // Routes that exist only in this test, to reach each error path through the real handler.
  const app = testApp.app.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/v1/test/patients',
    {
      schema: {
        body: z.object({ nom: z.string().min(1), age: z.number().int().min(0) }),
        querystring: z.object({ dryRun: z.enum(['yes', 'no']).optional() }),
      },
    },
    async (request) => ({ nom: request.body.nom }),
  );
  app.post(
    '/api/v1/test/coded',
    {
      schema: {
        body: z.object({
          nom: z.string().max(3, { error: 'validation.max_length' }),
          note: z.string().refine((value) => value !== 'x', { error: 'validation.required' }),
        }),
      },
    },
    async () => ({}),
  );
  app.get('/api/v1/test/crash', async () => {
    throw new Error('database password is hunter2');
  });
  app.get('/api/v1/test/missing', async () => {
    throw new AppError('request.not_found', 404, { params: { id: 42 }, detail: 'No patient 42' });
  });
});

afterAll(async () => {
  await testApp?.close();
});

describe('problem+json errors', () => {
  it('answers an unknown API route with 404 request.not_found', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    const body = problemSchema.strict().parse(response.json());
    expect(body).toEqual({
      type: 'urn:photodossier:problem:request.not_found',
      title: 'Resource not found.',
      status: 404,
      code: 'request.not_found',
      detail: 'No route for GET /api/v1/nothing-here',
    });
  });

  it('answers unknown API routes with JSON even when a browser asks for HTML', async () => {
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/nope',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'request.not_found' });
  });

  it('answers invalid input with 400 request.validation_failed listing each issue', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/test/patients',
      headers: { origin: TEST_ORIGIN },
      payload: { nom: '', age: -1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    const body = validationProblemSchema.strict().parse(response.json());
    expect(body).toMatchObject({ status: 400, code: 'request.validation_failed' });
    expect(body.errors).toEqual([
      { in: 'body', path: '/nom', message: expect.any(String), rule: 'too_small' },
      { in: 'body', path: '/age', message: expect.any(String), rule: 'too_small' },
    ]);
  });

  it("gives an issue the error code its schema names, with the code's {max}", async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/test/coded',
      headers: { origin: TEST_ORIGIN },
      payload: { nom: 'Martin', note: 'x' },
    });
    expect(response.statusCode).toBe(400);
    const body = validationProblemSchema.strict().parse(response.json());
    expect(body.errors).toEqual([
      {
        in: 'body',
        path: '/nom',
        message: 'validation.max_length',
        rule: 'too_big',
        code: 'validation.max_length',
        params: { max: 3 },
      },
      {
        in: 'body',
        path: '/note',
        message: 'validation.required',
        rule: 'custom',
        code: 'validation.required',
      },
    ]);
  });

  it('says which part of the request was invalid', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/test/patients?dryRun=maybe',
      headers: { origin: TEST_ORIGIN },
      payload: { nom: 'Martin', age: 40 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { in: 'querystring', path: '/dryRun', message: expect.any(String), rule: 'invalid_value' },
    ]);
  });

  it('answers malformed JSON with 400 request.validation_failed', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/test/patients',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      payload: '{"nom": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'request.validation_failed', status: 400 });
  });

  it('keeps the status, code and params of errors thrown by services', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/test/missing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      type: 'urn:photodossier:problem:request.not_found',
      title: 'Resource not found.',
      status: 404,
      code: 'request.not_found',
      params: { id: 42 },
      detail: 'No patient 42',
    });
  });

  it('answers an unexpected error with a bare 500 request.internal', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toEqual({
      type: 'urn:photodossier:problem:request.internal',
      title: 'An unexpected error occurred. Please try again.',
      status: 500,
      code: 'request.internal',
    });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('.ts:');
  });

  describe('errors raised before any route runs, over a real socket', () => {
    let port: number;

    beforeAll(async () => {
      port = Number(new URL(await testApp.app.listen({ port: 0, host: '127.0.0.1' })).port);
    });

    function rawRequest(path: string, headers: Record<string, string> = {}) {
      return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
        const request = http.request({ host: '127.0.0.1', port, path, headers, agent: false });
        request.on('response', (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              type: String(response.headers['content-type']),
              body,
            }),
          );
        });
        request.on('error', reject);
        request.end();
      });
    }

    it.each([
      [
        'a malformed percent-encoding',
        '/api/v1/patients/%C0%AE%C0%AE',
        {},
        400,
        'request.validation_failed',
      ],
      [
        'a 5,000-character id',
        `/api/v1/patients/${'a'.repeat(5000)}`,
        {},
        414,
        'request.too_large',
      ],
      [
        '60 KB of Upload-Metadata',
        '/api/v1/uploads',
        { 'upload-metadata': `filename ${'QUFB'.repeat(15_000)}` },
        431,
        'request.too_large',
      ],
    ] as const)('answers %s with problem+json', async (_label, path, headers, status, code) => {
      const response = await rawRequest(path, headers);
      expect(response.status).toBe(status);
      expect(response.type).toMatch(/^application\/problem\+json/);
      expect(problemSchema.strict().parse(JSON.parse(response.body))).toMatchObject({
        status,
        code,
      });
    });
  });
});
