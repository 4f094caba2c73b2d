import { Check } from '@mui/icons-material';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../lib/i18n';
import { HTML_LANG, LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '@brewline/contracts/languages';
import { usePreferences } from '../lib/preferences';
import { useNotice } from './use-notice';

/** The list of languages, each in its own words; loaded the first time someone opens it. */
export function LanguageMenu({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const notice = useNotice();
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {SUPPORTED_LANGUAGES.map((lng) => (
        <MenuItem
          key={lng}
          role="menuitemradio"
          aria-checked={lng === language}
          lang={HTML_LANG[lng]}
          selected={lng === language}
          onClick={() => {
            onClose();
            setLanguage(lng).catch(() => notice.serverError(t('failedToLoad')));
          }}
        >
          <ListItemIcon>{lng === language && <Check fontSize="small" />}</ListItemIcon>
          <ListItemText>{LANGUAGE_NAMES[lng]}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
