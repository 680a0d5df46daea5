// The login page: username, password (caps-lock warning), captcha (click to refresh), remember me,
// forgot password, other login methods, language switch. After login the guard sends the user to `redirect`.
import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { login } from '../../authProvider/index.ts';
import { notice } from '../../notify.ts';
import { appState, defaultSettings, LANGUAGES, TIMING } from '../../settings.ts';
import { usePersisted } from '../../store/persisted.ts';
import { validateLogin, type LoginErrors, type LoginValues } from './validate.ts';
import { CaptchaImage, useCaptcha } from './Captcha.tsx';
import { OtherMethods, ForgotPassword } from './Extras.tsx';

export default function LoginPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const { search } = useLocation();
  const [language, setLanguage] = usePersisted(appState.language);
  const { captcha, refresh } = useCaptcha();
  // Left on its own state rather than react-admin's form layer (issue 36 allows it for login): every failed try must
  // refresh the captcha and clear only its code, a lockout or captcha refusal from the server is a whole-form message
  // (not a field's, shown as a toast), the caps-lock warning reads the password field's key events, and the page stays
  // out of the schemas' (zod) bundle, which loads with the first write (src/dataProvider/index.ts writable).
  const [values, setValues] = useState<LoginValues>({ username: '', password: '', captchaCode: '', rememberMe: false });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [capsLock, setCapsLock] = useState(false);
  const [busy, setBusy] = useState(false);
  const [forgot, setForgot] = useState(false);

  useEffect(() => {
    document.title = translate(defaultSettings.title);
    // the page was reloaded by an expired session: repeat the notice the user may not have seen
    if (new URLSearchParams(search).get('expired') === '1') notice('app.tip', 'app.sessionExpired', 'info');
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on arriving at the page

  const set = (k: keyof LoginValues, v: string | boolean) => {
    const next = { ...values, [k]: v };
    setValues(next);
    if (errors[k as keyof LoginErrors]) setErrors({ ...errors, [k]: validateLogin(next)[k as keyof LoginErrors] });
  };
  const caps = (e: KeyboardEvent) => setCapsLock(e.getModifierState?.('CapsLock') ?? false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await login({ ...values, username: values.username.trim(), captchaKey: captcha?.captchaKey });
    } catch {
      setValues((v) => ({ ...v, captchaCode: '' }));
      refresh();
      setBusy(false);
    }
  };

  const field = (name: 'username' | 'password' | 'captchaCode', extra: object = {}) => ({
    name,
    id: name,
    fullWidth: true,
    margin: 'dense' as const,
    label: translate(`app.login.${name}`),
    value: values[name],
    onChange: (ev: { target: { value: string } }) => set(name, ev.target.value),
    onBlur: () => setErrors((er) => ({ ...er, [name]: validateLogin(values)[name] })),
    error: !!errors[name],
    helperText: errors[name] ? translate(errors[name]!) : ' ',
    ...extra,
  });

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}>
      <Card component="form" onSubmit={submit} noValidate sx={{ width: 400, maxWidth: '100%', p: 4 }} data-testid="login-form">
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h6" component="h1">
            {translate(defaultSettings.title)}
          </Typography>
          <Box>
            {LANGUAGES.map((l) => (
              <Button
                key={l}
                size="small"
                disabled={l === language}
                data-testid={`login-lang-${l}`}
                onClick={() => {
                  setLanguage(l);
                  notify('app.switchLanguageSuccess', { type: 'success', autoHideDuration: TIMING.toastMs });
                }}
              >
                {translate(`app.language.${l}`)}
              </Button>
            ))}
          </Box>
        </Box>
        <TextField {...field('username', { autoComplete: 'username', autoFocus: true })} />
        <TextField {...field('password', { type: 'password', autoComplete: 'current-password', onKeyUp: caps, onKeyDown: caps })} />
        {capsLock && (
          <Alert severity="warning" sx={{ py: 0 }} data-testid="caps-lock">
            {translate('app.login.capsLock')}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField {...field('captchaCode', { autoComplete: 'off' })} />
          <Box sx={{ mt: 1 }}>
            <CaptchaImage src={captcha?.captchaBase64} onRefresh={refresh} />
          </Box>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <FormControlLabel
            control={<Checkbox name="rememberMe" checked={values.rememberMe} onChange={(e) => set('rememberMe', e.target.checked)} />}
            label={translate('app.login.rememberMe')}
          />
          <Link component="button" type="button" onClick={() => setForgot(true)} data-testid="forgot-password">
            {translate('app.login.forgotPassword')}
          </Link>
        </Box>
        <Button type="submit" variant="contained" fullWidth size="large" disabled={busy} sx={{ mt: 1 }} data-testid="login-submit">
          {busy ? <CircularProgress size={22} color="inherit" /> : translate('app.login.submit')}
        </Button>
        <OtherMethods />
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2, textAlign: 'center' }}>
          v{defaultSettings.version}
        </Typography>
      </Card>
      <ForgotPassword open={forgot} onClose={() => setForgot(false)} />
    </Box>
  );
}
