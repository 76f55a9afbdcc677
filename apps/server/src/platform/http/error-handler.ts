import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isErrorCode, type ErrorCode } from '@photodossier/domain/errors';
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

// The code of a client error Fastify or Node raised before any route ran.
function clientErrorCode(status: number): ErrorCode {
  if (status === 404) return 'request.not_found';
  if (status === 413 || status === 414 || status === 431) return 'request.too_large';
  return 'request.validation_failed';
}

/**
 * Fastify's router refusals (a malformed percent-encoding, an over-long path parameter) answer
 * before any hook; as `frameworkErrors` they leave in the product's shape.
 */
export function frameworkErrorProblem(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const status = error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 400;
  return sendProblem(
    reply,
    createProblem({ code: clientErrorCode(status), status, detail: error.code }),
  );
}

/**
 * Node's HTTP parser refuses a request it cannot read (headers above maxHeaderSize, a malformed
 * request line) before Fastify sees it; the socket is written by hand, then closed.
 */
export function clientErrorProblem(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const body = JSON.stringify(
    createProblem({ code: clientErrorCode(status), status, detail: error.code ?? 'client error' }),
  );
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: ${PROBLEM_CONTENT_TYPE}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
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
          code: clientErrorCode(status),
          status,
          detail: error.message,
        }),
      );
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendProblem(reply, createProblem({ code: 'request.internal', status: 500 }));
  });
}
