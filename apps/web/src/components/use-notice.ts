import { NOTIFY_MS } from '@brewline/contracts/constants';
import { isMessageKey, type MessageKey } from '@brewline/contracts/messages';
import { useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../lib/use-error-text';
import type { Notice } from './notice-types';
import { NotifyContext } from './notifications';

/**
 * What a notice says: a key of the contracts' message table (translated here, so the server's keys and the forms'
 * keys read the same), or a text the screen has already translated from its own namespace.
 */
export type NoticeText = MessageKey | (string & {});

/** The kinds of notification a screen may show, each with its look and how long it stays. */
export const NOTICE_KINDS = {
  /** The screen refused what was typed or chosen (a missing field, a step not done): 5 s. */
  validation: { severity: 'warning', durationMs: NOTIFY_MS.validation },
  /** Something was saved or done: 5 s, as onboarding's notices. */
  success: { severity: 'success', durationMs: NOTIFY_MS.onboarding },
  /** A refusal in the sign-in, sign-up and password-reset flows: 6 s. */
  signIn: { severity: 'error', durationMs: NOTIFY_MS.auth },
  /** Good news in those flows ('You Successfully changed your password'): 6 s. */
  signInSuccess: { severity: 'success', durationMs: NOTIFY_MS.reset },
  /** The server refused or failed, or could not be reached: 9 s. */
  serverError: { severity: 'error', durationMs: NOTIFY_MS.serverError },
} as const satisfies Record<string, Pick<Notice, 'severity' | 'durationMs'>>;
export type NoticeKind = keyof typeof NOTICE_KINDS;

/** The notice to show: its kind's look and duration, its text and title translated when they are message keys. */
export function buildNotice(
  kind: NoticeKind,
  text: NoticeText,
  title: NoticeText | undefined,
  translate: (key: MessageKey) => string,
): Notice {
  const words = (value: NoticeText) => (isMessageKey(value) ? translate(value) : value);
  return { ...NOTICE_KINDS[kind], message: words(text), ...(title ? { title: words(title) } : {}) };
}

/** What `serverError` shows for a cause: a text or key as given, else the error's message key (or `fallback`). */
export function serverErrorText(cause: unknown, fallback: MessageKey = 'serverError'): NoticeText {
  return typeof cause === 'string' ? cause : errorMessageKey(cause, fallback);
}

export interface NoticeApi {
  validation(text: NoticeText, title?: NoticeText): void;
  success(text: NoticeText, title?: NoticeText): void;
  signIn(text: NoticeText, title?: NoticeText): void;
  signInSuccess(text: NoticeText, title?: NoticeText): void;
  /** `cause`: a message key or text, or the error a call threw (its server message, the connection message, or `fallback`). */
  serverError(cause: unknown, title?: NoticeText, fallback?: MessageKey): void;
}

/**
 * The one way a screen shows a titled notification:
 *
 *     const notice = useNotice();
 *     notice.validation('termsRequired', t('finishStep.mustAgreeTitle')); // 5 s
 *     notice.serverError(error, t('hoursErrorTitle'));                    // 9 s, the error's own message
 */
export function useNotice(): NoticeApi {
  const notify = useContext(NotifyContext);
  const { t } = useTranslation('messages');
  return useMemo(() => {
    const show = (kind: NoticeKind) => (text: NoticeText, title?: NoticeText) => notify(buildNotice(kind, text, title, (key) => t(key)));
    return {
      validation: show('validation'),
      success: show('success'),
      signIn: show('signIn'),
      signInSuccess: show('signInSuccess'),
      serverError: (cause, title, fallback) => show('serverError')(serverErrorText(cause, fallback), title),
    };
  }, [notify, t]);
}
