import { useTranslation } from 'react-i18next';
import { ApiError, ConnectionError } from './api-client';

/** The text to show for a failed call: the translated server message, or the connection message. */
export function useErrorText() {
  const { t } = useTranslation('messages');
  return (error: unknown, fallbackKey = 'serverError'): string => {
    if (error instanceof ConnectionError) return t('connectionFailed');
    if (error instanceof ApiError && error.messageKey) return t(error.messageKey);
    return t(fallbackKey);
  };
}
