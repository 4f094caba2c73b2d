import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One card of the Account page: a section named by its heading, with its own content and actions. */
export function AccountCard({ id, title, subtitle, children }: { id: string; title: string; subtitle?: string; children: ReactNode }) {
  const headingId = `${id}-title`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} data-testid={`card-${id}`}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        )}
        <Box sx={{ mt: 2 }}>{children}</Box>
      </CardContent>
    </Card>
  );
}
