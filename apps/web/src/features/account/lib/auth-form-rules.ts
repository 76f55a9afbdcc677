import { PASSWORD_MIN_LENGTH } from '@photodossier/domain/password-rules';

// The sign-in forms' numbers, apart from their zod schemas (auth-schemas.ts), which load on the
// first validation (decision 0066).

export const TWO_FACTOR_CODE_LENGTH = 6;

/** Params every schema message may need. */
export const schemaMessageParams = { min: PASSWORD_MIN_LENGTH };
