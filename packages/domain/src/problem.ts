import { z } from 'zod';
import { errorMessages, formatErrorMessage, isErrorCode, type ErrorCode } from './errors';
import type { MessageParams } from './message-format';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

const paramValue = z.union([z.string(), z.number()]);

/**
 * RFC 9457 problem body of every API error. `code` is a stable ErrorCode; the web shows
 * formatErrorMessage(code, locale, params). `title` and `detail` are for developers.
 * `code` is a plain string here so that a client meeting a newer server's code still parses.
 */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int().min(400).max(599),
  code: z.string().min(1),
  params: z.record(z.string(), paramValue).optional(),
  detail: z.string().optional(),
});

export type Problem = z.output<typeof problemSchema>;

export function problemType(code: ErrorCode): string {
  return `urn:photodossier:problem:${code}`;
}

export interface ProblemInput {
  readonly code: ErrorCode;
  readonly status: number;
  readonly params?: MessageParams;
  readonly detail?: string;
}

export function createProblem(input: ProblemInput): Problem {
  const problem: Problem = {
    type: problemType(input.code),
    title: formatErrorMessage(input.code, 'en', input.params),
    status: input.status,
    code: input.code,
  };
  if (input.params && Object.keys(input.params).length > 0) problem.params = { ...input.params };
  if (input.detail) problem.detail = input.detail;
  return problem;
}

/** The code to translate; an unknown code (newer server) reads as a generic failure. */
export function problemErrorCode(problem: Pick<Problem, 'code'>): ErrorCode {
  return isErrorCode(problem.code) ? problem.code : 'request.internal';
}

export const errorCodeSchema = z.enum(Object.keys(errorMessages) as [ErrorCode, ...ErrorCode[]]);
