import { Link as MuiLink, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '../support-email';

/** The feedback email prompt under a failure: a mailto link to the support address. */
export function SupportPrompt({ subject }: { subject: string }) {
  const { t } = useTranslation('account');
  return (
    <Typography variant="body2" component="span" sx={{ display: 'block', mt: 0.5 }}>
      {t('feedbackPrompt')}{' '}
      <MuiLink href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {SUPPORT_EMAIL}
      </MuiLink>
    </Typography>
  );
}
