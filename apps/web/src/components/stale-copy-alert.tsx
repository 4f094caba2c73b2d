import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StaleCopy } from './use-saved-form';

/**
 * Someone else saved in the meantime: says so, keeps what was typed, and offers Reload, which brings the server's
 * copy into the form (decision 021). Renders nothing while the copy is current.
 */
export function StaleCopyAlert({ staleCopy }: { staleCopy: StaleCopy | null }) {
  const { t } = useTranslation();
  if (!staleCopy) return null;
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{
        mt: 3,
        alignItems: { xs: 'flex-start', sm: 'center' },
        // On a phone the message takes the whole line and Reload sits under it, at the end.
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        '& .MuiAlert-message': { flex: { xs: '1 1 calc(100% - 48px)', sm: '1 1 auto' } },
        '& .MuiAlert-action': { ml: 'auto', pt: 0 },
      }}
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={staleCopy.reload} disabled={staleCopy.reloading}>
          {t('reload')}
        </Button>
      }
    >
      {t('messages:staleCopy')}
    </Alert>
  );
}
