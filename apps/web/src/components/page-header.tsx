import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  /** Beside the title, on its line (the live marker, a status chip). */
  aside?: ReactNode;
  /** What the page is for, in a sentence under the title line, the page's width. */
  description?: ReactNode;
  /** The page's own buttons (add, create, download): at the end of the title's line, under the title on a phone. */
  actions?: ReactNode;
  /**
   * Takes the row's free room, for a header that shares its row with other controls (the menu builder's Undo and
   * Redo). Without it the header is a block of its own.
   */
  grow?: boolean;
  /** The title is the user's own words (an event's name) and may be long: a size smaller on a phone. */
  longTitle?: boolean;
}

/**
 * The heading of every dashboard screen: the h1, what the page is for and the page's own buttons. The actions wrap
 * under the title on a narrow screen, and a long title breaks rather than widening the page: nothing scrolls sideways
 * at 390 px.
 */
export function PageHeader({ title, aside, description, actions, grow, longTitle }: PageHeaderProps) {
  const heading = (
    <Typography
      component="h1"
      variant="h4"
      sx={{
        fontWeight: 700,
        overflowWrap: 'anywhere',
        flex: grow ? 1 : undefined,
        fontSize: longTitle ? { xs: '1.75rem', sm: undefined } : undefined,
      }}
    >
      {title}
    </Typography>
  );
  if (!aside && !description && !actions) return heading;
  const titleWithAside = aside ? (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, minWidth: 0 }}>
      {heading}
      {aside}
    </Stack>
  ) : (
    heading
  );
  const titleLine = actions ? (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, minWidth: 0 }}
    >
      {titleWithAside}
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ flexWrap: 'wrap', alignItems: 'center', alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0, maxWidth: '100%' }}
      >
        {actions}
      </Stack>
    </Stack>
  ) : (
    titleWithAside
  );
  return (
    <Stack spacing={1} sx={{ minWidth: 0, flex: grow ? 1 : undefined }}>
      {titleLine}
      {description && <Typography color="text.secondary">{description}</Typography>}
    </Stack>
  );
}
