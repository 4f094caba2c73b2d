import { ClearOutlined, SearchOutlined } from '@mui/icons-material';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The side filters of the promo lists (spec 002 §2): the fields, then Search and Clear. Beside the table from the
 * md breakpoint, above it on a phone.
 */
export function FilterPanel({
  label,
  children,
  onSearch,
  onClear,
}: {
  label: string;
  children: ReactNode;
  onSearch: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('promo-codes');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <Card variant="outlined" sx={{ width: { xs: '100%', md: 260 }, flexShrink: 0, alignSelf: 'flex-start' }}>
      <CardContent>
        <Stack component="form" role="search" aria-label={label} spacing={2} onSubmit={submit} noValidate>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('filters.title')}
          </Typography>
          {children}
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" startIcon={<SearchOutlined />} sx={{ flex: 1 }}>
              {t('filters.search')}
            </Button>
            <Button type="button" variant="outlined" startIcon={<ClearOutlined />} onClick={onClear} sx={{ flex: 1 }}>
              {t('filters.clear')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
