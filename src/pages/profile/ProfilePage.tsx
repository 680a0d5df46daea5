// Personal center (/profile): avatar, details (name, gender), password change, and binding a mobile number or an
// e-mail address with a code (delivered through the outbox when no mail/SMS service is configured).
import { useCallback, useEffect, useState } from 'react';
import { useTranslate, useNotify, useGetIdentity, HttpError, Form, TextInput, PasswordInput, SelectInput, SaveButton } from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import { account, type ContactType, type Profile } from '../../dataProvider/client/index.ts';
import { emailBody, mobileBody, passwordBody, profileBody, type PasswordBody } from '../../../schemas/core/account.ts';
import { zodValidator } from '../../resources/schema.ts';
import { useDict, dictLabel } from '../../dict/index.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { TIMING } from '../../settings.ts';
import { AuthImage } from '../../resources/tools/AuthImage.tsx';
import { when as whenText } from '../../resources/when.tsx';

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
  const save = async (body: { nickname?: string; gender?: string; avatar?: string }) => {
    try {
      await account.saveProfile(body);
      toast.ok();
      reload();
      void refetch?.();
    } catch (e) {
      toast.fail(e);
    }
  };
  const avatar = async (file: File) => {
    try {
      const saved = await account.uploadAvatar(file);
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
      <Form
        record={{ nickname: me.nickname, gender: me.gender ?? '' }}
        validate={zodValidator(profileBody)}
        onSubmit={(v: FieldValues) => {
          // the validator passed: parsing gives the typed, trimmed body; an empty gender is left out
          const { nickname, gender } = profileBody.parse(v);
          return save({ nickname, ...(gender ? { gender } : {}) });
        }}
      >
        <Stack spacing={2}>
          <TextInput source="nickname" label="sys.profile.nickname" helperText={false} />
          <SelectInput
            source="gender"
            label="sys.profile.gender"
            choices={genders.map((g) => ({ id: g.value, name: dictLabel(g, locale) }))}
            translateChoice={false}
            emptyText=" "
            helperText={false}
          />
          <SaveButton label="sys.save" icon={<></>} data-testid="save-profile" />
        </Stack>
      </Form>
    </Stack>
  );
}

const NO_PASSWORD: PasswordBody = { oldPassword: '', newPassword: '', confirmPassword: '' };
/** the server's body schema, and the confirmation typed twice (the server refuses a mismatch too) */
function validatePassword(v: Record<string, unknown>) {
  const errors = zodValidator(passwordBody)(v);
  if (v.confirmPassword && v.confirmPassword !== v.newPassword) errors.confirmPassword = 'sys.profile.mismatch';
  return errors;
}

function Password() {
  const translate = useTranslate();
  const toast = useToast();
  // a new key empties the form once the password is changed
  const [round, setRound] = useState(0);
  return (
    <Form
      key={round}
      record={NO_PASSWORD}
      validate={validatePassword}
      onSubmit={async (v: FieldValues) => {
        try {
          await account.changePassword(passwordBody.parse(v));
          toast.ok('sys.done');
          setRound((n) => n + 1);
        } catch (e) {
          toast.fail(e);
        }
      }}
    >
      <Stack spacing={2}>
        <Typography variant="subtitle1">{translate('sys.profile.changePassword')}</Typography>
        {(['oldPassword', 'newPassword', 'confirmPassword'] as const).map((k) => (
          <PasswordInput key={k} source={k} label={`sys.profile.${k}`} slotProps={{ htmlInput: { 'data-testid': k } }} />
        ))}
        <SaveButton label="sys.save" icon={<></>} data-testid="change-password" />
      </Stack>
    </Form>
  );
}

function Bind({ type, current, reload }: { type: ContactType; current?: string; reload(): void }) {
  const translate = useTranslate();
  const toast = useToast();
  // a new key empties the form once the contact is bound
  const [round, setRound] = useState(0);
  return (
    <Form
      key={round}
      record={{ [type]: '', code: '' }}
      validate={zodValidator(type === 'mobile' ? mobileBody : emailBody)}
      onSubmit={async (v: FieldValues) => {
        try {
          await account.bind(type, String(v[type]), String(v.code));
          toast.ok('sys.done');
          setRound((n) => n + 1);
          reload();
        } catch (e) {
          toast.fail(e);
        }
      }}
    >
      <Stack spacing={1}>
        <Typography variant="subtitle1">
          {translate(`sys.profile.${type}`)}: {current || translate('sys.profile.unbound')}
        </Typography>
        <Stack direction="row" spacing={1} alignItems="flex-start">
          <TextInput source={type} label={`sys.profile.${type}`} slotProps={{ htmlInput: { 'data-testid': `${type}-contact` } }} />
          <SendCode type={type} />
        </Stack>
        <Stack direction="row" spacing={1} alignItems="flex-start">
          <TextInput source="code" label="sys.profile.code" slotProps={{ htmlInput: { 'data-testid': `${type}-code`, inputMode: 'numeric' } }} />
          <SaveButton icon={<></>} label={current ? 'sys.profile.change' : 'sys.profile.bind'} data-testid={`${type}-bind`} sx={{ mt: 1 }} />
        </Stack>
      </Stack>
    </Form>
  );
}

/** Sends the code to the contact typed in the form, then counts down to when another may be asked for. */
function SendCode({ type }: { type: ContactType }) {
  const translate = useTranslate();
  const toast = useToast();
  const contact = useWatch<Record<string, string>>({ name: type });
  const [wait, setWait] = useState(0);
  useEffect(() => {
    if (wait <= 0) return;
    const t = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(t);
  }, [wait]);
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={!contact || wait > 0}
      data-testid={`${type}-send`}
      sx={{ mt: 1 }}
      onClick={async () => {
        try {
          setWait((await account.sendCode(type, contact)).resendInSeconds);
          toast.ok('sys.profile.codeSent');
        } catch (e) {
          toast.fail(e);
        }
      }}
    >
      {wait > 0 ? translate('sys.profile.resend', { seconds: wait }) : translate('sys.profile.sendCode')}
    </Button>
  );
}

export default function ProfilePage() {
  const translate = useTranslate();
  const [me, setMe] = useState<Profile | null>(null);
  const load = useCallback(
    () =>
      account
        .profile()
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
