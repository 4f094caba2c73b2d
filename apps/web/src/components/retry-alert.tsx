import { Alert, type AlertProps, Button } from '@mui/material';
import type { ReactNode } from 'react';

export interface RetryAlertProps {
  /** What failed to load, in the screen's words. */
  children: ReactNode;
  /** The button's words, e.g. 'Retry'. */
  retryLabel: string;
  onRetry: () => void;
  variant?: AlertProps['variant'];
}

/** A report or list that failed to load: said quietly, with a button that asks again (decision 095). */
export function RetryAlert({ children, retryLabel, onRetry, variant }: RetryAlertProps) {
  return (
    <Alert
      severity="warning"
      variant={variant}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
