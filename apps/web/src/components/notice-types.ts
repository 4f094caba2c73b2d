/** One notification as the snackbar draws it. A types-only module, so the provider and the snackbar share it. */
export interface Notice {
  severity: 'success' | 'error' | 'warning' | 'info';
  message: string;
  title?: string;
  /** How long it stays, in ms (5 s validation, 6 s sign-in, 9 s server errors). */
  durationMs: number;
}
