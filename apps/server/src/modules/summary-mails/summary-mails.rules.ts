/** The summary mails' rules, pure: how often a mail is tried, how long a claim holds it, what a failure keeps. */
/** A mail that failed this many times is given up (status failed). */
export const SUMMARY_MAIL_MAX_ATTEMPTS = 5;
/** How long a claim holds a mail: longer than any send; a claim older than this belongs to a process that died. */
export const SUMMARY_MAIL_CLAIM_MS = 15 * 60_000;

/**
 * What is kept of a failure: the error's kind, code and first words, with any address left out (an SMTP URL can
 * carry its password), so the table never holds a secret.
 */
export function failureSummary(err: unknown): string {
  const error = err instanceof Error ? err : new Error(String(err));
  const code = (error as { code?: unknown }).code;
  const message = error.message.replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, '<address>').replace(/\S+@\S+/g, '<address>');
  return `${error.name}${typeof code === 'string' ? ` ${code}` : ''}: ${message}`.slice(0, 200);
}
