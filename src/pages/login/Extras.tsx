// "Other login methods" and "forgot password": the lab signs in with accounts only; these explain that.
import { useNotify, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import DialogContent from '@mui/material/DialogContent';
import DialogActions from '@mui/material/DialogActions';
import Button from '@mui/material/Button';
import SmsIcon from '@mui/icons-material/SmsOutlined';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import KeyIcon from '@mui/icons-material/VpnKeyOutlined';
import { TIMING } from '../../settings.ts';

const METHODS = [
  { key: 'sms', Icon: SmsIcon },
  { key: 'qrcode', Icon: QrCodeIcon },
  { key: 'sso', Icon: KeyIcon },
] as const;

export function OtherMethods() {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Box sx={{ mt: 2 }} data-testid="other-methods">
      <Divider>
        <span style={{ fontSize: 12 }}>{translate('app.login.otherMethods')}</span>
      </Divider>
      <Box sx={{ display: 'flex', justifyContent: 'center', gap: 2, mt: 1 }}>
        {METHODS.map(({ key, Icon }) => (
          <Tooltip key={key} title={translate(`app.login.method.${key}`)}>
            <IconButton size="small" onClick={() => notify('app.login.methodUnavailable', { type: 'info', autoHideDuration: TIMING.toastMs })}>
              <Icon fontSize="small" />
            </IconButton>
          </Tooltip>
        ))}
      </Box>
    </Box>
  );
}

export function ForgotPassword({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose}>
      <DialogTitle>{translate('app.login.forgotPassword')}</DialogTitle>
      <DialogContent>{translate('app.login.forgotHint')}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
