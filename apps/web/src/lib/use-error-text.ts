import type { MessageKey } from '@brewline/contracts/messages';
import { useTranslation } from 'react-i18next';
import { ApiError, ConnectionError } from './api-client';

/** The message key for a failed call: the server's own key, the connection message, or `fallbackKey`. */
export function errorMessageKey(error: unknown, fallbackKey: MessageKey = 'serverError'): MessageKey {
  if (error instanceof ConnectionError) return 'connectionFailed';
  if (error instanceof ApiError && error.messageKey) return error.messageKey;
  return fallbackKey;
}

/** The text to show for a failed call: the translated server message, or the connection message. */
export function useErrorText() {
  const { t } = useTranslation('messages');
  return (error: unknown, fallbackKey: MessageKey = 'serverError'): string => t(errorMessageKey(error, fallbackKey));
}
