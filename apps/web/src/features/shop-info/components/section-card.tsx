import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StaleCopyAlert } from '../../../components/stale-copy-alert';
import type { StaleCopy } from '../../../components/use-saved-form';

/**
 * One card of the Shop Info screen: its title, its content and, for a card that saves, the stale-copy banner and a
 * Save button enabled only while something differs from the last saved values.
 */
export function SectionCard({
  id,
  title,
  subtitle,
  children,
  onSubmit,
  canSave,
  saving,
  staleCopy,
}: {
  id: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
  onSubmit?: (event: FormEvent) => void;
  canSave?: boolean;
  saving?: boolean;
  staleCopy?: StaleCopy | null;
}) {
  const { t } = useTranslation('shop-info');
  const headingId = `${id}-title`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} data-testid={`card-${id}`}>
      <CardContent
        component={onSubmit ? 'form' : 'div'}
        onSubmit={onSubmit}
        noValidate={onSubmit ? true : undefined}
        sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}
      >
        <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        )}
        <Box sx={{ mt: 2 }}>{children}</Box>
        {onSubmit && (
          <>
            <StaleCopyAlert staleCopy={staleCopy ?? null} />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
              <Button type="submit" variant="contained" disabled={!canSave}>
                {saving ? t('saving') : t('save')}
              </Button>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
