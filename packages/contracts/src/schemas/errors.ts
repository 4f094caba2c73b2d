import { z } from 'zod';
import { ERROR_CODES } from '../errors';

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
