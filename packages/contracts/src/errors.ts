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
export type { MessageKey };
