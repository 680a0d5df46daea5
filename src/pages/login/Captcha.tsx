// The captcha image: fetched from /admin/api/v1/auth/captcha; a click loads a new one.
import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import { auth, type Captcha } from '../../dataProvider/client/index.ts';

export function useCaptcha() {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const refresh = useCallback(() => {
    auth.captcha().then(setCaptcha, () => setCaptcha(null));
  }, []);
  useEffect(refresh, [refresh]);
  return { captcha, refresh };
}

export function CaptchaImage({ src, onRefresh }: { src?: string; onRefresh: () => void }) {
  const translate = useTranslate();
  return (
    <Box
      component="button"
      type="button"
      onClick={onRefresh}
      title={translate('app.login.refreshCaptcha')}
      aria-label={translate('app.login.refreshCaptcha')}
      data-testid="captcha"
      sx={{ p: 0, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff', cursor: 'pointer', width: 120, height: 40, flexShrink: 0 }}
    >
      {src && <img src={src} alt="" style={{ width: '100%', height: '100%', objectFit: 'contain' }} />}
    </Box>
  );
}
