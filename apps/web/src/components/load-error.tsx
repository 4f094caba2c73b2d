import { Alert, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageName } from '../lib/page-title';
import { isAccessRefusal } from '../lib/server-refusal';
import { useErrorText } from '../lib/use-error-text';

export interface LoadErrorProps {
  /** What the failed read threw: an access refusal is said as such, anything else with Retry. */
  error: unknown;
  onRetry: () => void;
  /** What failed to load, in the screen's words; without it, the server's message. */
  children?: ReactNode;
  /** The button's words where the screen's own text names them ('Try Again'); 'Retry' otherwise. */
  retryLabel?: string;
}

/**
 * The one way a screen says a read failed: quietly, with a button that asks again (decision 095). When the server
 * refused it for a permission the user no longer holds, asking again cannot help: it says so instead (decision 180).
 */
export function LoadError({ error, onRetry, children, retryLabel }: LoadErrorProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (isAccessRefusal(error)) return <AccessLost />;
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel ?? t('retry')}
        </Button>
      }
    >
      {children ?? errorText(error)}
    </Alert>
  );
}

/** 'You no longer have access to Sales Overview. Ask the shop owner.', with the page's name from the route table. */
export function AccessLost() {
  const { t } = useTranslation();
  const page = usePageName();
  return <Alert severity="warning">{page ? t('accessLost', { page }) : t('accessLostHere')}</Alert>;
}
