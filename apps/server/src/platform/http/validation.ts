import { CONTROL_CHARACTERS_ERROR, findControlCharacter } from '@photodossier/domain/text-input';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/**
 * The zod validator of every route, plus one rule no schema may forget: no control character
 * in any string of a path, query, header or body (bodies keep tab and line breaks, which
 * multi-line notes need; one-line fields refuse them in their own domain schemas).
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  const multiLine = route.httpPart === 'body';
  return (data) => {
    const result = validate(data) as { value?: unknown; error?: unknown };
    if (result.error) return result as { error: Error };
    const pointer = findControlCharacter(result.value, { multiLine });
    if (pointer === null) return { value: result.value };
    return {
      error: [
        {
          keyword: 'custom',
          instancePath: pointer === '/' ? '' : pointer,
          schemaPath: '#/control_characters',
          message: CONTROL_CHARACTERS_ERROR,
          params: {},
        },
      ] as unknown as Error,
    };
  };
};
