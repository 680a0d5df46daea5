// The navbar's right side: fullscreen, layout size, language, notices, settings and the user menu (profile,
// dashboard, document, repository, logout). Size and language switches confirm with the legacy messages.
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useGetIdentity, useNotify, useTranslate, Confirm } from 'react-admin';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Divider from '@mui/material/Divider';
import Tooltip from '@mui/material/Tooltip';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import FormatSizeIcon from '@mui/icons-material/FormatSize';
import TranslateIcon from '@mui/icons-material/Translate';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import { appState, defaultSettings, LANGUAGES, SIZES, TIMING, type Language, type Size } from '../settings.ts';
import { apiDocs } from '../dataProvider/client/index.ts';
import { usePersisted } from '../store/persisted.ts';
import { logout } from '../authProvider/index.ts';
import { hooks } from '../dataProvider/http.ts';
import { NoticeBell } from './NoticeBell.tsx';

function Picker<T extends string>({
  icon,
  label,
  values,
  value,
  labelOf,
  onPick,
  testid,
}: {
  icon: ReactNode;
  label: string;
  values: readonly T[];
  value: T;
  labelOf: (v: T) => string;
  onPick: (v: T) => void;
  testid: string;
}) {
  const [el, setEl] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={label}>
        <IconButton onClick={(e) => setEl(e.currentTarget)} aria-label={label} data-testid={testid}>
          {icon}
        </IconButton>
      </Tooltip>
      <Menu open={!!el} anchorEl={el} onClose={() => setEl(null)}>
        {values.map((v) => (
          <MenuItem
            key={v}
            selected={v === value}
            disabled={v === value}
            data-value={v}
            onClick={() => {
              setEl(null);
              onPick(v);
            }}
          >
            {labelOf(v)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export async function logoutAndReload(): Promise<void> {
  await logout();
  window.location.hash = '#/login';
  hooks.reload();
}

export function NavActions({ onSettings }: { onSettings: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [language, setLanguage] = usePersisted(appState.language);
  const [size, setSize] = usePersisted(appState.size);
  const { identity } = useGetIdentity();
  const [userEl, setUserEl] = useState<HTMLElement | null>(null);
  const [confirm, setConfirm] = useState(false);
  const [full, setFull] = useState(!!document.fullscreenElement);
  useEffect(() => {
    const on = () => setFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', on);
    return () => document.removeEventListener('fullscreenchange', on);
  }, []);
  const ok = (key: string) => notify(key, { type: 'success', autoHideDuration: TIMING.toastMs });

  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <Tooltip title={translate('app.navbar.fullscreen')}>
        <IconButton
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          onClick={() => (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen?.())}
        >
          {full ? <FullscreenExitIcon /> : <FullscreenIcon />}
        </IconButton>
      </Tooltip>
      <Picker<Size>
        icon={<FormatSizeIcon />}
        label={translate('app.navbar.size')}
        values={SIZES}
        value={size}
        testid="size-picker"
        labelOf={(v) => translate(`app.size.${v}`)}
        onPick={(v) => {
          setSize(v);
          ok('app.switchSizeSuccess');
        }}
      />
      <Picker<Language>
        icon={<TranslateIcon />}
        label={translate('app.navbar.language')}
        values={LANGUAGES}
        value={language}
        testid="language-picker"
        labelOf={(v) => translate(`app.language.${v}`)}
        onPick={(v) => {
          setLanguage(v);
          ok('app.switchLanguageSuccess');
        }}
      />
      <NoticeBell />
      {defaultSettings.showSettings && (
        <Tooltip title={translate('app.settings.title')}>
          <IconButton onClick={onSettings} data-testid="open-settings">
            <SettingsIcon />
          </IconButton>
        </Tooltip>
      )}
      <IconButton onClick={(e) => setUserEl(e.currentTarget)} data-testid="user-menu" aria-label={translate('ra.auth.user_menu')}>
        <Avatar src={identity?.avatar} sx={{ width: 28, height: 28 }}>
          {identity?.fullName?.slice(0, 1)}
        </Avatar>
      </IconButton>
      <Menu open={!!userEl} anchorEl={userEl} onClose={() => setUserEl(null)} onClick={() => setUserEl(null)}>
        <MenuItem disabled>{identity?.fullName}</MenuItem>
        <MenuItem component={Link} to="/profile">
          {translate('app.navbar.profile')}
        </MenuItem>
        <MenuItem component={Link} to="/dashboard">
          {translate('app.navbar.dashboard')}
        </MenuItem>
        <MenuItem component="a" href={apiDocs.page} target="_blank" rel="noopener">
          {translate('app.navbar.document')}
        </MenuItem>
        <MenuItem component="a" href={defaultSettings.repositoryUrl} target="_blank" rel="noopener">
          {translate('app.navbar.repository')}
        </MenuItem>
        <Divider />
        <MenuItem onClick={() => setConfirm(true)} data-testid="logout">
          {translate('app.navbar.logout')}
        </MenuItem>
      </Menu>
      <Confirm
        isOpen={confirm}
        title="app.navbar.logout"
        content="app.navbar.logoutConfirm"
        onClose={() => setConfirm(false)}
        onConfirm={() => void logoutAndReload()}
      />
    </Box>
  );
}
