import { ClearOutlined, SearchOutlined } from '@mui/icons-material';
import { Button, Card, CardContent, Stack, TextField, type TextFieldProps, Typography } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The side filters of the promo lists: the fields, then Search and Clear. Beside the table from the
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

/** What a filter field needs of `useFilterDraft`: the typed text, how to change it, and its message after Search. */
interface FilterDraftOf<Fields extends Record<string, string>> {
  draft: Fields;
  set: (field: keyof Fields, value: string) => void;
  error: (field: keyof Fields) => string | undefined;
}

/** One side filter bound to the draft: what is typed, and the query schema's message under it after Search. */
export function FilterField<Fields extends Record<string, string>>({
  filters,
  name,
  hint,
  ...props
}: { filters: FilterDraftOf<Fields>; name: keyof Fields & string; hint?: string } & Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error' | 'helperText'
>) {
  const message = filters.error(name);
  return (
    <TextField
      size="small"
      {...props}
      value={filters.draft[name]}
      onChange={(event) => filters.set(name, event.target.value)}
      error={Boolean(message)}
      helperText={message ?? hint}
    />
  );
}
