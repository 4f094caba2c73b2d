import { ClearOutlined, FilterListOff, FilterListOutlined, SearchOutlined } from '@mui/icons-material';
import { Box, Button, Card, CardContent, Stack, TextField, type TextFieldProps, Typography } from '@mui/material';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const FOLD_PREFIX = 'brewline.filters.';

/** Whether a screen's filters are shown, remembered in this browser; folded at first, so the table has the width. */
function useFilterFold(screen: string) {
  const [open, setOpen] = useState(() => {
    try {
      return localStorage.getItem(FOLD_PREFIX + screen) === 'open';
    } catch {
      return false;
    }
  });
  const toggle = () =>
    setOpen((current) => {
      try {
        localStorage.setItem(FOLD_PREFIX + screen, current ? 'folded' : 'open');
      } catch {
        // Storage full or switched off: the choice lasts for this page only.
      }
      return !current;
    });
  return { open, toggle };
}

/**
 * A filtered list: 'Show filters' above, and once shown the side filters beside the table from the md breakpoint,
 * above it on a phone. The filters fold away by default so the table's columns have the page's width. Drawn by
 * ListFrame (list-frame.tsx) for a list with filters.
 */
export function FilteredTable({
  screen,
  filters,
  children,
}: {
  /** Names the screen for the remembered fold. */
  screen: string;
  /** The FilterPanel. */
  filters: ReactNode;
  /** The table, and whatever goes above it. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const fold = useFilterFold(screen);
  const panelId = useId();
  return (
    <Stack spacing={1.5}>
      <Button
        variant="outlined"
        size="small"
        startIcon={fold.open ? <FilterListOff /> : <FilterListOutlined />}
        aria-expanded={fold.open}
        aria-controls={fold.open ? panelId : undefined}
        onClick={fold.toggle}
        sx={{ alignSelf: 'flex-start' }}
      >
        {fold.open ? t('table.hideFilters') : t('table.showFilters')}
      </Button>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'stretch' }}>
        {fold.open && <Box id={panelId}>{filters}</Box>}
        <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      </Stack>
    </Stack>
  );
}

/** The side filters of a list: the fields, then Search and Clear; `label` names the search form. */
export function FilterPanel({
  label,
  children,
  onSearch,
  onClear,
}: {
  label: string;
  children: ReactNode;
  onSearch: () => void | Promise<void>;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSearch();
  };
  return (
    <Card variant="outlined" sx={{ width: { xs: '100%', md: 260 }, flexShrink: 0, alignSelf: 'flex-start' }}>
      <CardContent>
        <Stack component="form" role="search" aria-label={label} spacing={2} onSubmit={submit} noValidate>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('table.filters')}
          </Typography>
          {children}
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" startIcon={<SearchOutlined />} sx={{ flex: 1 }}>
              {t('table.search')}
            </Button>
            <Button type="button" variant="outlined" startIcon={<ClearOutlined />} onClick={onClear} sx={{ flex: 1 }}>
              {t('table.clear')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** What a filter field needs of `useFilterDraft`: the typed text, how to change it, and its message after Search. */
export interface FilterDraftOf<Fields extends Record<string, string>> {
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
