import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_STORE_URL, GOOGLE_PLAY_URL } from '../links';

const BADGE_WIDTH = 156;
const BADGE_HEIGHT = 48;

/** A badge drawn here (no remote image): the store's words come from the translations. */
function Badge({ href, label, top, name, icon }: { href: string; label: string; top: string; name: string; icon: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} style={{ display: 'inline-flex', lineHeight: 0 }}>
      <svg
        viewBox={`0 0 ${BADGE_WIDTH} ${BADGE_HEIGHT}`}
        width={BADGE_WIDTH}
        height={BADGE_HEIGHT}
        role="img"
        aria-hidden="true"
        focusable="false"
        style={{ direction: 'ltr' }}
      >
        <rect x="0.5" y="0.5" width={BADGE_WIDTH - 1} height={BADGE_HEIGHT - 1} rx="9" fill="#000" stroke="#a6a6a6" />
        {icon}
        <text x="46" y="19" fill="#fff" fontSize="9.5" fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif">
          {top}
        </text>
        <text
          x="46"
          y="37"
          fill="#fff"
          fontSize="18"
          fontWeight="600"
          fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
          textLength={name.length > 10 ? 100 : undefined}
        >
          {name}
        </text>
      </svg>
    </a>
  );
}

const appleIcon = (
  <g fill="#fff" transform="translate(12 9)">
    <path d="M19.6 16.3c0-3 2.5-4.5 2.6-4.6-1.4-2.1-3.6-2.4-4.4-2.4-1.9-.2-3.6 1.1-4.6 1.1-.9 0-2.4-1.1-4-1-2 0-3.9 1.2-5 3-2.1 3.7-.5 9.2 1.5 12.2 1 1.5 2.2 3.1 3.8 3 1.5-.1 2.1-1 3.9-1s2.4 1 4 1c1.7 0 2.7-1.5 3.7-3 1.2-1.7 1.6-3.3 1.7-3.4-.1 0-3.2-1.2-3.2-4.9z" />
    <path d="M16.6 7.3c.8-1 1.4-2.4 1.2-3.8-1.2.1-2.6.8-3.5 1.8-.8.9-1.4 2.3-1.2 3.7 1.3.1 2.7-.7 3.5-1.7z" />
  </g>
);

const playIcon = (
  <g transform="translate(13 11)">
    <path d="M1 1l14.6 14.6L1 30.2c-.4-.3-.6-.8-.6-1.4V2.4c0-.6.2-1.1.6-1.4z" fill="#2196f3" />
    <path d="M20.5 10.7l-4.9 4.9L1 1c.2-.1.4-.2.7-.2.4 0 .8.1 1.2.3z" fill="#4caf50" />
    <path d="M20.5 20.5L2.9 30.1c-.4.2-.8.3-1.2.3-.3 0-.5-.1-.7-.2l14.6-14.6z" fill="#f44336" />
    <path d="M25.4 13.3c.9.5 1.3 1.4 1.3 2.3s-.4 1.8-1.3 2.3l-4.9 2.6-4.9-4.9 4.9-4.9z" fill="#ffc107" />
  </g>
);

/** Links to the iOS App Store and Google Play, the app's two stores. */
export function StoreBadges({ justify = 'flex-start' }: { justify?: 'flex-start' | 'center' }) {
  const { t } = useTranslation('public');
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', justifyContent: justify }}
      aria-label={t('stores.label')}
      role="group"
    >
      <Badge
        href={APP_STORE_URL}
        label={t('stores.appStoreAlt')}
        top={t('stores.appStoreTop')}
        name={t('stores.appStoreName')}
        icon={appleIcon}
      />
      <Badge
        href={GOOGLE_PLAY_URL}
        label={t('stores.googlePlayAlt')}
        top={t('stores.googlePlayTop')}
        name={t('stores.googlePlayName')}
        icon={playIcon}
      />
    </Stack>
  );
}
