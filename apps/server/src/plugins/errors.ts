import { isMessageKey, messages } from '@brewline/contracts/messages';
import type { ErrorCode } from '@brewline/contracts/errors';
import type { ApiErrorBody } from '@brewline/contracts/schemas/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import type { ReportError } from './error-reporting';

/** The code for Fastify's own client errors (a 403 from the static files, a 404 for a wrong method...). */
const CLIENT_ERROR_CODES: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
};

/**
 * PostgreSQL's refusals of a text itself: 22021 'invalid byte sequence' (NUL in text) and 22P05 'unsupported Unicode
 * escape sequence' (\u0000 in jsonb). The query builder wraps the driver's error, so its cause is read too.
 */
const REFUSED_TEXT_CODES = new Set(['22021', '22P05']);
function isRefusedText(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 3; current = (current as { cause?: unknown }).cause, depth++) {
    if (REFUSED_TEXT_CODES.has((current as { code?: unknown }).code as string)) return true;
  }
  return false;
}

/**
 * Maps every error to the one JSON body { error: { code, message, requestId } }; 5xx texts never leave the server. The
 * request's id (decision 285) is in the body as in the X-Request-Id header, so support finds the request's log lines.
 */
export const errorsPlugin = fp(async (app: FastifyInstance, { reportError }: { reportError?: ReportError }) => {
  // Every error body, this handler's and the others' (the 404 of an unknown path, the rate limit's 429).
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    const error = reply.statusCode >= 400 ? (payload as Partial<ApiErrorBody> | null)?.error : undefined;
    if (typeof error === 'object' && error !== null && typeof error.code === 'string' && error.requestId === undefined) {
      return { ...(payload as object), error: { ...error, requestId: request.id } };
    }
    return payload;
  });
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      const body: ApiErrorBody = {
        error: { code: error.code, message: error.message, messageKey: error.messageKey, field: error.field, params: error.params },
      };
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0]!;
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
      const key = isMessageKey(issue.message) ? issue.message : 'invalidInput';
      const named = field && !isMessageKey(issue.message) ? `${messages.invalidInput} (${field}: ${issue.message})` : messages[key];
      const body: ApiErrorBody = { error: { code: 'VALIDATION_FAILED', message: named, messageKey: key, field } };
      return reply.status(400).send(body);
    }
    if (isRefusedText(error)) {
      // A text the shared schemas should have refused (decision 205) reached the database: still the client's 400.
      request.log.warn({ err: error }, 'the database refused a text the schema let through');
      const body: ApiErrorBody = {
        error: { code: 'VALIDATION_FAILED', message: messages.textControlCharacters, messageKey: 'textControlCharacters' },
      };
      return reply.status(400).send(body);
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, body too large, unsupported media type).
      const key = status === 413 ? 'requestTooLarge' : 'invalidInput';
      const message = status === 413 ? messages.requestTooLarge : (error as Error).message;
      const body: ApiErrorBody = { error: { code: CLIENT_ERROR_CODES[status] ?? 'VALIDATION_FAILED', message, messageKey: key } };
      return reply.status(status).send(body);
    }
    request.log.error({ err: error }, 'request failed');
    reportError?.(error, request);
    const body: ApiErrorBody = { error: { code: 'INTERNAL', message: messages.serverError, messageKey: 'serverError' } };
    return reply.status(500).send(body);
  });
});
