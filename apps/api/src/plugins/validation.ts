import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/** A failed request-schema check, keeping zod's issues so the error plugin can list them. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  readonly code = 'FST_ERR_VALIDATION';
  validationContext?: string;
  constructor(readonly issues: readonly z.core.$ZodIssue[]) {
    super('validation.request.invalid');
    this.name = 'RequestValidationError';
  }
}

/** Fastify validator compiler running the route's zod schema (which applies trimming and defaults). */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(result.error.issues) };
  };
