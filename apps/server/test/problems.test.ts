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
});
