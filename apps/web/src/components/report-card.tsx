import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled section of a report (a chart, a table), with its action (the download) on the right. */
export function ReportCard({ title, action, children, wide }: { title: string; action?: ReactNode; children: ReactNode; wide?: boolean }) {
  const id = `report-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ minWidth: 0, gridColumn: wide ? { md: 'span 2' } : undefined }}>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
            <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
            {action}
          </Stack>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
