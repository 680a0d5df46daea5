// Personal center (/profile): avatar, details (name, gender), password change, and binding a mobile number or an
// e-mail address with a code (delivered through the outbox when no mail/SMS service is configured).
import { useCallback, useEffect, useState } from 'react';
import { useTranslate, useNotify, useGetIdentity, HttpError } from 'react-admin';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import Button from '@mui/material/Button';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import { request } from '../../dataProvider/http.ts';
import { useDict, dictLabel } from '../../dict/index.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { TIMING } from '../../settings.ts';
import { AuthImage } from '../../resources/tools/AuthImage.tsx';
import { when as whenText } from '../../resources/when.tsx';

interface Profile {
  id: number;
  username: string;
  nickname: string;
  gender?: string;
  avatar?: string;
  mobile?: string;
  email?: string;
  deptName?: string;
  roleNames: string[];
  createdAt: string;
  lastLoginAt?: string;
  version: number;
}

function useToast() {
  const notify = useNotify();
  return {
    ok: (key = 'sys.saved') => notify(key, { type: 'success', autoHideDuration: TIMING.toastMs }),
    fail: (e: unknown) => notify((e as HttpError).message || 'app.error.system', { type: 'error', autoHideDuration: TIMING.toastMs }),
  };
}

function Details({ me, reload }: { me: Profile; reload(): void }) {
  const translate = useTranslate();
  const [locale] = useLanguage();
  const genders = useDict('gender');
  const toast = useToast();
  const { refetch } = useGetIdentity();
  const [nickname, setNickname] = useState(me.nickname);
  const [gender, setGender] = useState(me.gender ?? '');
  const save = async (body: Record<string, unknown>) => {
    try {
      await request({ url: 'api/v1/users/profile', method: 'PUT', data: body, silent: true });
      toast.ok();
      reload();
      void refetch?.();
    } catch (e) {
      toast.fail(e);
    }
  };
  const avatar = async (file: File) => {
    try {
      const saved = await request<{ url: string }>({
        url: 'api/v1/files',
        method: 'POST',
        multipart: true,
        params: { purpose: 'avatar' },
        data: { file },
        silent: true,
      });
      await save({ avatar: saved.url });
    } catch (e) {
      toast.fail(e);
    }
  };
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} alignItems="center">
        {me.avatar ? (
          <AuthImage src={me.avatar} alt="" style={{ width: 72, height: 72, borderRadius: '50%', objectFit: 'cover' }} />
        ) : (
          <Avatar sx={{ width: 72, height: 72 }}>{me.nickname.slice(0, 1)}</Avatar>
        )}
        <Button variant="outlined" size="small" component="label">
          {translate('sys.profile.avatar')}
          <input
            hidden
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            onChange={(e) => e.target.files?.[0] && void avatar(e.target.files[0])}
          />
        </Button>
      </Stack>
      <Typography>{me.username}</Typography>
      <Typography variant="body2">
        {translate('sys.profile.dept')}: {me.deptName ?? '—'}
      </Typography>
      <Stack direction="row" spacing={0.5}>
        {me.roleNames.map((r) => (
          <Chip key={r} size="small" label={r} />
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {translate('sys.profile.createdAt')}: {me.createdAt?.slice(0, 10)}
        {'\u3000'}
        {translate('sys.profile.lastLogin')}: {whenText(me.lastLoginAt)}
      </Typography>
      <TextField size="small" label={translate('sys.profile.nickname')} value={nickname} onChange={(e) => setNickname(e.target.value)} />
      <TextField size="small" select label={translate('sys.profile.gender')} value={gender} onChange={(e) => setGender(e.target.value)}>
        {genders.map((g) => (
          <MenuItem key={g.value} value={g.value}>
            {dictLabel(g, locale)}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="contained"
        disabled={!nickname.trim()}
        onClick={() => void save({ nickname: nickname.trim(), ...(gender ? { gender } : {}) })}
        data-testid="save-profile"
      >
        {translate('sys.save')}
      </Button>
    </Stack>
  );
}

function Password() {
  const translate = useTranslate();
  const toast = useToast();
  const [v, setV] = useState({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const mismatch = !!v.confirmPassword && v.confirmPassword !== v.newPassword;
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1">{translate('sys.profile.changePassword')}</Typography>
      {(['oldPassword', 'newPassword', 'confirmPassword'] as const).map((k) => (
        <TextField
          key={k}
          size="small"
          type="password"
          label={translate(`sys.profile.${k}`)}
          value={v[k]}
          onChange={(e) => setV({ ...v, [k]: e.target.value })}
          error={k === 'confirmPassword' && mismatch}
          helperText={
            k === 'confirmPassword' && mismatch
              ? translate('sys.profile.mismatch')
              : k === 'newPassword' && v.newPassword && v.newPassword.length < 6
                ? translate('app.login.passwordMin')
                : ' '
          }
          slotProps={{ htmlInput: { 'data-testid': k } }}
        />
      ))}
      <Button
        variant="contained"
        disabled={!v.oldPassword || v.newPassword.length < 6 || mismatch || !v.confirmPassword}
        data-testid="change-password"
        onClick={async () => {
          try {
            await request({ url: 'api/v1/users/password', method: 'PUT', data: v, silent: true });
            toast.ok('sys.done');
            setV({ oldPassword: '', newPassword: '', confirmPassword: '' });
          } catch (e) {
            toast.fail(e);
          }
        }}
      >
        {translate('sys.save')}
      </Button>
    </Stack>
  );
}

function Bind({ type, current, reload }: { type: 'mobile' | 'email'; current?: string; reload(): void }) {
  const translate = useTranslate();
  const toast = useToast();
  const [contact, setContact] = useState('');
  const [code, setCode] = useState('');
  const [wait, setWait] = useState(0);
  useEffect(() => {
    if (wait <= 0) return;
    const t = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(t);
  }, [wait]);
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1">
        {translate(`sys.profile.${type}`)}: {current || translate('sys.profile.unbound')}
      </Typography>
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          label={translate(`sys.profile.${type}`)}
          value={contact}
          onChange={(e) => setContact(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': `${type}-contact` } }}
        />
        <Button
          size="small"
          variant="outlined"
          disabled={!contact || wait > 0}
          data-testid={`${type}-send`}
          onClick={async () => {
            try {
              const out = await request<{ resendInSeconds: number }>({
                url: 'api/v1/users/send-verification-code',
                params: { contact, contactType: type === 'mobile' ? 'MOBILE' : 'EMAIL' },
                silent: true,
              });
              setWait(out.resendInSeconds);
              toast.ok('sys.profile.codeSent');
            } catch (e) {
              toast.fail(e);
            }
          }}
        >
          {wait > 0 ? translate('sys.profile.resend', { seconds: wait }) : translate('sys.profile.sendCode')}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          label={translate('sys.profile.code')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': `${type}-code`, inputMode: 'numeric' } }}
        />
        <Button
          size="small"
          variant="contained"
          disabled={!contact || code.length !== 6}
          data-testid={`${type}-bind`}
          onClick={async () => {
            try {
              await request({ url: `api/v1/users/${type}`, method: 'PUT', data: { [type]: contact, code }, silent: true });
              toast.ok('sys.done');
              setCode('');
              reload();
            } catch (e) {
              toast.fail(e);
            }
          }}
        >
          {translate(current ? 'sys.profile.change' : 'sys.profile.bind')}
        </Button>
      </Stack>
    </Stack>
  );
}

export default function ProfilePage() {
  const translate = useTranslate();
  const [me, setMe] = useState<Profile | null>(null);
  const load = useCallback(
    () =>
      request<Profile>({ url: 'api/v1/users/profile' })
        .then(setMe)
        .catch(() => undefined),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);
  if (!me) return null;
  return (
    <Grid container spacing={2} data-testid="page-profile">
      <Grid size={{ xs: 12, md: 4 }}>
        <Card>
          <CardContent>
            <Typography variant="h6" sx={{ mb: 2 }}>
              {translate('sys.profile.basic')}
            </Typography>
            <Details me={me} reload={load} />
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Card>
          <CardContent>
            <Typography variant="h6" sx={{ mb: 2 }}>
              {translate('sys.profile.security')}
            </Typography>
            <Password />
            <Divider sx={{ my: 2 }} />
            <Bind type="mobile" current={me.mobile} reload={load} />
            <Divider sx={{ my: 2 }} />
            <Bind type="email" current={me.email} reload={load} />
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
