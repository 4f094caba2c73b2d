import { z } from 'zod';
import type { MessageKey } from './messages';

export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'INVALID_CREDENTIALS',
  'EMAIL_TAKEN',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  /** 503: this process is shutting down and took nothing on (decision 287); the same request may be sent again. */
  'UNAVAILABLE',
  'TWO_STEP_CODE_INVALID',
  'TWO_STEP_SETUP_REQUIRED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The one error body every API error answers with. */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    /** English text; the web app shows the translation of messageKey when there is one. */
    message: z.string(),
    messageKey: z.string().optional(),
    /** The request field at fault, as a dotted path, for validation errors. */
    field: z.string().optional(),
    /** The values of the message's {{placeholders}}, for its translation. */
    params: z.record(z.string(), z.string()).optional(),
    /** The request's id, as in its X-Request-Id header and the server's log lines: what support asks for. */
    requestId: z.string().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorSchema>;
export type { MessageKey };
