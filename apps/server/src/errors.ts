import type { ErrorCode } from '@brewline/contracts/errors';
import { type MessageKey, messages } from '@brewline/contracts/messages';

/**
 * An error the API answers with on purpose: its status, code and (translatable) message go to the client. `params`
 * fill the message's {{placeholders}}, in the English text here and in the client's translation.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly field?: string,
    readonly params?: Record<string, string>,
  ) {
    super(messages[messageKey].replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => params?.[name] ?? placeholder));
  }
}

export const unauthenticated = (key: MessageKey = 'signInRequired') => new AppError(401, 'UNAUTHENTICATED', key);
export const forbidden = (key: MessageKey = 'forbidden') => new AppError(403, 'FORBIDDEN', key);
export const notFound = () => new AppError(404, 'NOT_FOUND', 'notFound');
