import type { ErrorCode } from '@brewline/contracts/errors';
import { type MessageKey, messages } from '@brewline/contracts/messages';

/** An error the API answers with on purpose: its status, code and (translatable) message go to the client. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly field?: string,
    /** The words the message's placeholders take ('{{until}}'), sent beside its key so the client translates it whole. */
    readonly values?: Record<string, string>,
  ) {
    super(
      Object.entries(values ?? {}).reduce<string>((text, [name, value]) => text.replaceAll(`{{${name}}}`, value), messages[messageKey]),
    );
  }
}

export const unauthenticated = (key: MessageKey = 'signInRequired') => new AppError(401, 'UNAUTHENTICATED', key);
export const forbidden = (key: MessageKey = 'forbidden') => new AppError(403, 'FORBIDDEN', key);
export const notFound = () => new AppError(404, 'NOT_FOUND', 'notFound');
