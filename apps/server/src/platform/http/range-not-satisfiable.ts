import { createProblem, PROBLEM_CONTENT_TYPE } from '@photodossier/domain/problem';
import type { FastifyReply } from 'fastify';

/** 416 for a range past the end of a file of `size` bytes, telling the client the real size. */
export function sendRangeNotSatisfiable(reply: FastifyReply, size: number) {
  return reply
    .code(416)
    .header('content-range', `bytes */${size}`)
    .type(PROBLEM_CONTENT_TYPE)
    .send(
      createProblem({
        code: 'request.validation_failed',
        status: 416,
        detail: 'Range not satisfiable',
      }),
    );
}
