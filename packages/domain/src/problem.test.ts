import { describe, expect, it } from 'vitest';
import { formatErrorMessage } from './errors';
import {
  createProblem,
  errorCodeSchema,
  problemErrorCode,
  problemSchema,
  problemType,
} from './problem';

describe('createProblem', () => {
  it('builds a body that the schema accepts, with params kept for translation', () => {
    const problem = createProblem({
      code: 'upload.file_too_large',
      status: 413,
      params: { max: 50 },
    });
    expect(problem).toEqual({
      type: 'urn:photodossier:problem:upload.file_too_large',
      title: 'File too large (max 50MB)',
      status: 413,
      code: 'upload.file_too_large',
      params: { max: 50 },
    });
    expect(problemSchema.parse(problem)).toEqual(problem);
    expect(formatErrorMessage(problemErrorCode(problem), 'fr', problem.params)).toBe(
      'Fichier trop volumineux (max 50MB)',
    );
  });

  it('leaves out empty params and keeps a detail', () => {
    const problem = createProblem({ code: 'request.not_found', status: 404, detail: 'photo 42' });
    expect(problem).not.toHaveProperty('params');
    expect(problem.detail).toBe('photo 42');
    expect(problemType('request.not_found')).toBe(problem.type);
  });
});

describe('problemSchema', () => {
  it('refuses a body without code or with a non-error status', () => {
    expect(problemSchema.safeParse({ type: 'x', title: 'y', status: 400 }).success).toBe(false);
    expect(
      problemSchema.safeParse({ type: 'x', title: 'y', status: 200, code: 'request.internal' })
        .success,
    ).toBe(false);
    expect(
      problemSchema.safeParse({
        type: 'x',
        title: 'y',
        status: 400,
        code: 'request.internal',
        params: { nested: { a: 1 } },
      }).success,
    ).toBe(false);
  });

  it('parses unknown codes, which read as a generic failure', () => {
    const problem = problemSchema.parse({
      type: 'x',
      title: 'y',
      status: 500,
      code: 'future.code',
    });
    expect(problemErrorCode(problem)).toBe('request.internal');
  });
});

describe('errorCodeSchema', () => {
  it('accepts catalogue codes only', () => {
    expect(errorCodeSchema.safeParse('pin.invalid_format').success).toBe(true);
    expect(errorCodeSchema.safeParse('pin.nope').success).toBe(false);
  });
});
