import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Decision 0038's wire casing, checked on every response schema of the OpenAPI document:
 * - a key is snake_case or camelCase;
 * - an object does not mix the two, except for the envelope keys every list shares;
 * - a list (an object with `items`) spells its other keys as envelopes are spelled: camelCase.
 * A field the spec spells in the other casing of its object is allowed by the decision's rule 1;
 * it would be listed here beside the one legacy exception.
 */
const ENVELOPE_KEYS = new Set(['items', 'nextCursor', 'nextOffset', 'previousId', 'nextId']);
const EXCEPTIONS: Readonly<Record<string, readonly string[]>> = {
  // Decision 0038's legacy exception, to be renamed with its readers.
  'GET /api/v1/storage/media': ['total_count', 'total_size'],
};

const SNAKE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;
const CAMEL = /^[a-z][a-zA-Z0-9]*$/;
const isSnake = (key: string) => key.includes('_') && SNAKE.test(key);
const isCamel = (key: string) => /[A-Z]/.test(key) && CAMEL.test(key);

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
}

function objectViolations(keys: string[], allowed: readonly string[]): string[] {
  const checked = keys.filter((key) => !allowed.includes(key));
  const found = checked
    .filter((key) => !SNAKE.test(key) && !CAMEL.test(key))
    .map((key) => `${key}: neither snake_case nor camelCase`);
  const camel = checked.filter((key) => isCamel(key) && !ENVELOPE_KEYS.has(key));
  if (camel.length > 0 && checked.some(isSnake)) {
    found.push(`${keys.join(', ')}: snake_case and camelCase in one object`);
  }
  if (keys.includes('items')) {
    for (const key of checked.filter(isSnake)) found.push(`${key}: an envelope key in snake_case`);
  }
  return found;
}

/** Every breach of the rule in the document's responses, as "METHOD /path: breach". */
function wireCasingViolations(document: OpenApiDocument): string[] {
  const violations: string[] = [];
  const walk = (node: unknown, route: string): void => {
    if (Array.isArray(node)) {
      for (const child of node) walk(child, route);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const properties = (node as { properties?: unknown }).properties;
    if (properties !== null && typeof properties === 'object' && !Array.isArray(properties)) {
      const found = objectViolations(Object.keys(properties), EXCEPTIONS[route] ?? []);
      violations.push(...found.map((breach) => `${route}: ${breach}`));
    }
    for (const child of Object.values(node)) walk(child, route);
  };
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      walk(operation.responses ?? {}, `${method.toUpperCase()} ${path}`);
    }
  }
  return [...new Set(violations)];
}

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

describe('wire casing (decision 0038)', () => {
  it('every response of the API follows the rule, outside the listed exceptions', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApiDocument>();
    expect(Object.keys(document.paths).length).toBeGreaterThan(0);
    expect(wireCasingViolations(document)).toEqual([]);
  });

  it('names the breaches it is there to catch', () => {
    const list = (properties: Record<string, unknown>) => ({
      get: {
        responses: {
          200: { content: { 'application/json': { schema: { type: 'object', properties } } } },
        },
      },
    });
    const document: OpenApiDocument = {
      paths: {
        '/api/v1/things': list({ items: {}, next_cursor: {} }),
        '/api/v1/mixed': list({ patient_id: {}, createdAt: {} }),
        '/api/v1/storage/media': list({ items: {}, nextCursor: {}, total_count: {} }),
        '/api/v1/fine': list({ items: {}, nextCursor: {}, total: {}, breadcrumbs: {} }),
      },
    };
    expect(wireCasingViolations(document)).toEqual([
      'GET /api/v1/things: next_cursor: an envelope key in snake_case',
      'GET /api/v1/mixed: patient_id, createdAt: snake_case and camelCase in one object',
    ]);
  });
});
