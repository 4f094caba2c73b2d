import { Box, Card, CardContent, Typography } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { SaveBar, type SaveBarProps } from '../../../components/save-bar';
import { StaleCopyAlert } from '../../../components/stale-copy-alert';
import type { StaleCopy } from '../../../components/use-saved-form';

/**
 * One card of the Shop Info screen: its title, its content and, for a card that saves, the stale-copy banner and its
 * save bar: Save stays in place, enabled only while something differs from the last saved values, and the bar rises
 * with 'Unsaved changes' and Discard meanwhile.
 */
export function SectionCard({
  id,
  title,
  subtitle,
  children,
  onSubmit,
  saveBar,
  staleCopy,
}: {
  id: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
  onSubmit?: (event: FormEvent) => void;
  /** The form's save bar (useSavedForm's `saveBar`); Save submits the card's form. */
  saveBar?: Omit<SaveBarProps, 'persistent' | 'submits'>;
  staleCopy?: StaleCopy | null;
}) {
  const headingId = `${id}-title`;
  return (
    // A card clips what overflows it, which would also pin its save bar inside it: the bar must stick to the screen.
    <Card variant="outlined" component="section" aria-labelledby={headingId} data-testid={`card-${id}`} sx={{ overflow: 'visible' }}>
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
            {saveBar && <SaveBar {...saveBar} persistent submits />}
          </>
        )}
      </CardContent>
    </Card>
  );
}
