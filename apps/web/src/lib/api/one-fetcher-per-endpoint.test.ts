import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * One fetcher per endpoint (issue 25, decision 0036): two modules that call the same method and
 * path drift apart (one keeps the error handling, the other a hard-coded status) and share a
 * cache key with different functions. This scan reads the web sources the way a reviewer would:
 * every call to a request function whose path is an `/api/` literal (or a constant holding one).
 */

const srcRoot = resolve(__dirname, '../..');
const requestFunctions = ['apiRequest', 'fetch', 'sendPatient'];
const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [path];
  });
}

/** The text between the parenthesis opening at `open` and its match. */
function callArguments(source: string, open: number): string {
  let depth = 0;
  for (let index = open; index < source.length; index += 1) {
    const char = source[index];
    if (char === '(') depth += 1;
    else if (char === ')') {
      depth -= 1;
      if (depth === 0) return source.slice(open + 1, index);
    }
  }
  return source.slice(open + 1);
}

/**
 * `/api/v1/photos/${id}/faces?x=1` → `/api/v1/photos/:param/faces`: a placeholder after a slash
 * is a path segment; one glued to the path (`/shares${query}`) or after `?` is the query.
 */
export function normalisePath(literal: string): string {
  return literal
    .replace(/\/\$\{[^}]*\}/g, '/:param')
    .replace(/\$\{[^}]*\}/g, '')
    .replace(/\?.*$/, '');
}

const literalPattern = /^\s*(['`])(\/api\/[^'`]*)\1/;

function constantPaths(sources: string[]): Map<string, string> {
  const constants = new Map<string, string>();
  for (const source of sources) {
    for (const match of source.matchAll(/const (\w+) = (['`])(\/api\/[^'`]*)\2;/g)) {
      constants.set(match[1]!, match[3]!);
    }
  }
  return constants;
}

export interface EndpointCall {
  endpoint: string;
  file: string;
}

export function findEndpointCalls(files: Array<{ file: string; source: string }>): EndpointCall[] {
  const constants = constantPaths(files.map(({ source }) => source));
  const calls: EndpointCall[] = [];
  const callPattern = new RegExp(`\\b(?:${requestFunctions.join('|')})(?:<[^>(]*>)?\\(`, 'g');
  for (const { file, source } of files) {
    for (const match of source.matchAll(callPattern)) {
      const args = callArguments(source, match.index + match[0].length - 1);
      const literal = literalPattern.exec(args)?.[2];
      const constant = /^\s*(\w+)\s*[,)]?/.exec(args)?.[1];
      const path = literal ?? (constant ? constants.get(constant) : undefined);
      if (!path) continue;
      const method = new RegExp(`'(${methods.join('|')})'`).exec(args)?.[1] ?? 'GET';
      calls.push({ endpoint: `${method} ${normalisePath(path)}`, file });
    }
  }
  return calls;
}

export function duplicateEndpoints(calls: EndpointCall[]): Record<string, string[]> {
  const byEndpoint = new Map<string, Set<string>>();
  for (const { endpoint, file } of calls) {
    byEndpoint.set(endpoint, (byEndpoint.get(endpoint) ?? new Set()).add(file));
  }
  return Object.fromEntries(
    [...byEndpoint].filter(([, files]) => files.size > 1).map(([key, files]) => [key, [...files]]),
  );
}

describe('one fetcher per endpoint', () => {
  it('finds a duplicate, whatever the placeholders and query strings', () => {
    const calls = findEndpointCalls([
      {
        file: 'a.ts',
        source: 'apiRequest<P>(`/api/v1/patients/${encodeURIComponent(id)}`, { signal })',
      },
      { file: 'b.ts', source: 'apiRequest<P>(`/api/v1/patients/${id}?full=1`)' },
      {
        file: 'c.ts',
        source: "const url = '/api/v1/photos/delete';\nfetch(url, { method: 'POST' })",
      },
      { file: 'd.ts', source: "apiRequest('/api/v1/photos/delete', { method: 'POST', json })" },
      { file: 'e.ts', source: "apiRequest(`/api/v1/patients/${id}`, { method: 'DELETE' })" },
      { file: 'f.ts', source: "sendPatient('/api/v1/patients', 'POST', body)" },
      { file: 'g.ts', source: 'apiRequest(`/api/v1/patients?${query.toString()}`)' },
    ]);
    expect(duplicateEndpoints(calls)).toEqual({
      'GET /api/v1/patients/:param': ['a.ts', 'b.ts'],
      'POST /api/v1/photos/delete': ['c.ts', 'd.ts'],
    });
  });

  it('no two web modules call the same method and path', () => {
    const files = sourceFiles(srcRoot).map((path) => ({
      file: relative(srcRoot, path),
      source: readFileSync(path, 'utf8'),
    }));
    const calls = findEndpointCalls(files);
    // The scan must see the app's calls at all, or an empty result would prove nothing.
    expect(calls.length).toBeGreaterThan(80);
    expect(duplicateEndpoints(calls)).toEqual({});
  });
});
