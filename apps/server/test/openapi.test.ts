import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

describe('OpenAPI', () => {
  it('describes the routes from their zod schemas at /api/docs/json', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const health = document.paths['/api/health'].get;
    expect(Object.keys(health.responses)).toEqual(['200', '503']);
    const healthBody = health.responses['200'].content['application/json'].schema;
    expect(healthBody.required).toEqual(
      expect.arrayContaining(['status', 'nodeId', 'database', 'blobs']),
    );
    expect(healthBody.properties.database.properties.dialect.enum).toEqual(['sqlite', 'postgres']);
    expect(document.paths['/api/v1/events'].get.summary).toMatch(/Server-Sent Events/);
    const blobQuery = document.paths['/api/v1/blobs/{*}']?.get.parameters ?? [];
    expect(blobQuery.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(['expires', 'signature']),
    );
    expect(Object.keys(document.paths).some((route) => route.startsWith('/api/docs'))).toBe(false);
  });

  it('serves Swagger UI at /api/docs', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('swagger-ui');
  });
});
