import type { ErrorCode } from '@photodossier/domain/errors';
import type { MessageParams } from '@photodossier/domain/message-format';
import { createProblem, problemSchema, type Problem } from '@photodossier/domain/problem';
import { z } from 'zod';

/** Thrown by services; the error handler turns it into a problem+json response. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    readonly options: { params?: MessageParams; detail?: string } = {},
  ) {
    super(options.detail ?? code);
    this.name = 'AppError';
  }

  toProblem(): Problem {
    return createProblem({ code: this.code, status: this.status, ...this.options });
  }
}

export const validationIssueSchema = z.object({
  in: z.string().describe('body, querystring, params or headers'),
  path: z.string().describe('JSON pointer to the invalid value, "/" for the whole part'),
  message: z.string(),
  rule: z.string().describe('zod issue code, e.g. too_small, invalid_type'),
  code: z
    .string()
    .optional()
    .describe('Error code to show under the field, when the schema names one (validation.*)'),
  params: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .describe("The code's placeholders, e.g. { max: 100 } for validation.max_length"),
});

export type ValidationIssue = z.output<typeof validationIssueSchema>;

/** Problem body of a 400 'request.validation_failed': one entry per invalid value. */
export const validationProblemSchema = problemSchema.extend({
  errors: z.array(validationIssueSchema).optional(),
});

export type ValidationProblem = z.output<typeof validationProblemSchema>;
