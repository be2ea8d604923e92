import { z } from 'zod';

/**
 * Turns a zod issue into the translation key `validation.<type>.<rule>` (docs/api.md#validation).
 * Custom issues carry their key as the message already; one without a message gets
 * `validation.custom.invalid` rather than zod's English text.
 */
export function validationKey(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type': {
      const type = issue.expected === 'int' ? 'number' : issue.expected;
      if (issue.input === undefined) return `validation.${type}.required`;
      return issue.expected === 'int' ? 'validation.number.integer' : `validation.${type}.type`;
    }
    case 'too_small':
      return `validation.${originType(issue.origin)}.min`;
    case 'too_big':
      return `validation.${originType(issue.origin)}.max`;
    case 'invalid_format':
      if (issue.format === 'email') return 'validation.string.email';
      if (issue.format === 'regex') return 'validation.string.pattern';
      return `validation.string.${issue.format}`;
    case 'not_multiple_of':
      return 'validation.number.multipleOf';
    case 'unrecognized_keys':
      return 'validation.object.unknown';
    case 'invalid_value':
      return 'validation.enum.invalid';
    case 'invalid_union':
      return 'validation.union.invalid';
    case 'invalid_key':
    case 'invalid_element':
      return `validation.${issue.origin}.invalid`;
    case 'custom':
      return 'validation.custom.invalid';
    default:
      return undefined;
  }
}

function originType(origin: string): string {
  return origin === 'int' || origin === 'bigint' ? 'number' : origin;
}

z.config({ customError: (issue) => validationKey(issue) });

/** One entry of the error body's `details`. */
export const ErrorDetail = z
  .object({
    path: z.string(),
    message: z.string(),
    params: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'ErrorDetail' });
export type ErrorDetail = z.infer<typeof ErrorDetail>;

/** The error body (docs/api.md#errors), for every 4xx and 5xx. */
export const ApiErrorBody = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
    details: z.array(ErrorDetail).optional(),
  })
  .meta({ id: 'ApiErrorBody' });
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

const PARAM_FIELDS = ['minimum', 'maximum', 'expected', 'format', 'keys', 'values', 'divisor'] as const;

/** Maps finished zod issues to error details with a dotted path and the rule's parameters. */
export function issuesToDetails(issues: readonly z.core.$ZodIssue[], prefix?: string): ErrorDetail[] {
  return issues.map((issue) => {
    const params: Record<string, unknown> = {};
    const source = issue as unknown as Record<string, unknown>;
    for (const field of PARAM_FIELDS) {
      const value = source[field];
      if (value !== undefined) params[field === 'values' ? 'options' : field] = normaliseParam(value);
    }
    if (issue.code === 'custom' && issue.params) Object.assign(params, issue.params);
    const path = [prefix, ...issue.path.map(String)].filter((part) => part !== undefined && part !== '');
    const detail: ErrorDetail = { path: path.join('.'), message: issue.message };
    if (Object.keys(params).length > 0) detail.params = params;
    return detail;
  });
}

function normaliseParam(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.map((entry) => (typeof entry === 'bigint' ? Number(entry) : entry));
  return value;
}

/** Error keys the API uses outside schema validation. */
export const ERROR_KEYS = {
  localeUnsupported: 'validation.locale.unsupported',
  jsonInvalid: 'validation.body.json',
  bodyTooLarge: 'validation.body.tooLarge',
  contentTypeUnsupported: 'validation.body.contentType',
  cursorInvalid: 'validation.cursor.invalid',
  urlEncoding: 'validation.url.encoding',
  urlTooLong: 'validation.url.tooLong',
  headersTooLarge: 'validation.headers.tooLarge',
  requestInvalid: 'validation.request.invalid',
  timeout: 'error.timeout',
  forbidden: 'error.forbidden',
  methodNotAllowed: 'error.methodNotAllowed',
  notFound: 'error.notFound',
  internal: 'error.internal',
  rateLimited: 'error.rateLimited',
  serviceUnavailable: 'error.serviceUnavailable',
} as const;
