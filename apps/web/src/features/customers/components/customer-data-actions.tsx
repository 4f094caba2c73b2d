import { erasureConfirmed, mayEraseCustomers } from '@brewline/contracts/customer-data';
import { DeleteForeverOutlined, FileDownloadOutlined } from '@mui/icons-material';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Menu,
  MenuItem,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TextInput } from '../../../components/text-input';
import { useNotice } from '../../../components/use-notice';
import { downloadFromServer } from '../../../lib/server-download';
import { useShopEntry } from '../../../lib/session-store';
import { customerDataFile, useEraseCustomer } from '../api/customer-data';

interface Customer {
  id: number;
  email: string;
}

/**
 * The profile's buttons for the customer's personal data (decision 291): 'Download their data' (JSON or .xlsx) for
 * whoever sees the profile, and 'Erase customer' for those who may erase (analytics and user management).
 */
export function CustomerDataActions({ shopId, customer }: { shopId: number; customer: Customer }) {
  const { t } = useTranslation('customers');
  const { permissions } = useShopEntry();
  const [erasing, setErasing] = useState(false);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <DownloadData shopId={shopId} customerId={customer.id} />
      {mayEraseCustomers(permissions) && (
        <Button variant="outlined" color="error" startIcon={<DeleteForeverOutlined />} onClick={() => setErasing(true)}>
          {t('erasure.button')}
        </Button>
      )}
      {erasing && <EraseDialog shopId={shopId} customer={customer} onClose={() => setErasing(false)} />}
    </Stack>
  );
}

function DownloadData({ shopId, customerId }: { shopId: number; customerId: number }) {
  const { t } = useTranslation('customers');
  const notice = useNotice();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async (format: 'json' | 'xlsx') => {
    setAnchor(null);
    setBusy(true);
    try {
      const { path, fileName } = customerDataFile(shopId, customerId, format);
      await downloadFromServer(path, fileName);
    } catch (error) {
      notice.serverError(error, t('dataAccess.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-busy={busy}
        disabled={busy}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <FileDownloadOutlined />}
      >
        {t('dataAccess.button')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void download('xlsx')}>{t('dataAccess.xlsx')}</MenuItem>
        <MenuItem onClick={() => void download('json')}>{t('dataAccess.json')}</MenuItem>
      </Menu>
    </>
  );
}

/** 'Erase this customer?': what erasing does, and the customer's email typed again before Erase is enabled. */
function EraseDialog({ shopId, customer, onClose }: { shopId: number; customer: Customer; onClose: () => void }) {
  const { t } = useTranslation('customers');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const notice = useNotice();
  const navigate = useNavigate();
  const erase = useEraseCustomer(shopId, customer.id, () => navigate('/app/customers'));
  const [typed, setTyped] = useState('');
  const confirmed = erasureConfirmed(typed, customer.email);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed || erase.isPending) return;
    try {
      await erase.mutateAsync(typed);
      notice.success(t('erasure.done'));
    } catch (error) {
      notice.serverError(error, t('erasure.failed'));
    }
  };

  return (
    <Dialog open onClose={erase.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{t('erasure.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Alert severity="warning">{t('erasure.warning')}</Alert>
            <Typography>{t('erasure.kept')}</Typography>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{t('erasure.typeEmail', { email: customer.email })}</Typography>
            <TextInput
              label={t('erasure.emailLabel')}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              fullWidth
              autoFocus
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={erase.isPending}>
            {t('erasure.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={!confirmed || erase.isPending}
            aria-busy={erase.isPending}
            startIcon={erase.isPending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
          >
            {t('erasure.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
