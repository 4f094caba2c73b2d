import { Box, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A page band with an optional centred heading; `tone` alternates the background between bands. */
export function Section({
  id,
  title,
  subtitle,
  tone = 'default',
  labelledBy,
  children,
}: {
  id: string;
  /** The id of a heading inside the children, when the band has no title of its own. */
  labelledBy?: string;
  title?: string;
  subtitle?: string;
  tone?: 'default' | 'paper';
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={title ? `${id}-title` : labelledBy}
      id={id}
      sx={{ py: { xs: 6, landing: 10 }, bgcolor: tone === 'paper' ? 'background.paper' : undefined }}
    >
      <Container maxWidth="lg">
        {title && (
          <Box sx={{ textAlign: 'center', mb: { xs: 4, landing: 6 }, maxWidth: 720, mx: 'auto' }}>
            <Typography
              id={`${id}-title`}
              component="h2"
              sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', landing: '2.4rem' }, letterSpacing: '-0.02em' }}
            >
              {title}
            </Typography>
            {subtitle && (
              <Typography color="text.secondary" sx={{ mt: 1.5, fontSize: { xs: '1rem', landing: '1.15rem' } }}>
                {subtitle}
              </Typography>
            )}
          </Box>
        )}
        {children}
      </Container>
    </Box>
  );
}

/** The small coloured line above a heading. */
export function Eyebrow({ children }: { children: ReactNode }) {
  return (
    <Typography
      component="p"
      sx={{ color: 'secondary.main', fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.08em', fontSize: '0.85rem' }}
    >
      {children}
    </Typography>
  );
}
