import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isErrorCode } from '@photodossier/domain/errors';
import { createProblem, PROBLEM_CONTENT_TYPE } from '@photodossier/domain/problem';
import { AppError, type ValidationIssue, type ValidationProblem } from './problem';

interface SchemaValidationError {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

// Schemas name an error code as an issue's message ({ error: 'validation.max_length' }); the
// issue's bounds fill the code's {min} and {max}, so the web shows the text under the field.
function fieldError(issue: SchemaValidationError): Pick<ValidationIssue, 'code' | 'params'> {
  if (issue.message === undefined || !isErrorCode(issue.message)) return {};
  const params: Record<string, number> = {};
  const { minimum, maximum } = issue.params ?? {};
  if (typeof minimum === 'number' || typeof minimum === 'bigint') params.min = Number(minimum);
  if (typeof maximum === 'number' || typeof maximum === 'bigint') params.max = Number(maximum);
  return Object.keys(params).length > 0 ? { code: issue.message, params } : { code: issue.message };
}

export function sendProblem(reply: FastifyReply, problem: ValidationProblem): FastifyReply {
  return reply.code(problem.status).type(PROBLEM_CONTENT_TYPE).send(problem);
}

function validationIssues(error: FastifyError): ValidationIssue[] {
  const location = error.validationContext ?? 'body';
  return ((error.validation ?? []) as SchemaValidationError[]).map((issue) => ({
    in: location,
    path: issue.instancePath === undefined || issue.instancePath === '' ? '/' : issue.instancePath,
    message: issue.message ?? 'invalid',
    rule: issue.keyword ?? 'invalid',
    ...fieldError(issue),
  }));
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

export function notFoundProblem(request: FastifyRequest): ValidationProblem {
  return createProblem({
    code: 'request.not_found',
    status: 404,
    detail: `No route for ${request.method} ${request.url.split('?')[0]}`,
  });
}

/**
 * Every error leaves as problem+json with a stable code. Client mistakes keep their status;
 * anything unexpected is logged in full and answered with a bare 500, no message or stack.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return sendProblem(reply, error.toProblem());
    }
    if (error.validation) {
      return sendProblem(reply, {
        ...createProblem({
          code: 'request.validation_failed',
          status: 400,
          detail: `Invalid ${error.validationContext ?? 'request'}`,
        }),
        errors: validationIssues(error),
      });
    }
    const status = error.statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, unsupported media type, body too large):
      // their messages describe the request, never the server.
      return sendProblem(
        reply,
        createProblem({
          code: status === 404 ? 'request.not_found' : 'request.validation_failed',
          status,
          detail: error.message,
        }),
      );
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendProblem(reply, createProblem({ code: 'request.internal', status: 500 }));
  });
}
