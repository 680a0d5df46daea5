// The navbar: hamburger, breadcrumb (or the top menu in the top/mix layouts) and its actions:
// dashboard, document, repository, fullscreen, size, language, notices, profile and logout, settings.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { titleKey, type MenuGroup } from '../routes/build.ts';
import { NavActions } from './NavActions.tsx';
import { Logo } from './Logo.tsx';
import { useShell, NAVBAR_HEIGHT } from './useLayoutState.ts';

/** The fixed pages outside the menu groups name themselves in the breadcrumb too. */
const FIXED_TITLES: Record<string, string> = { '/profile': 'menu.profile', '/myNotice': 'menu.myNotice', '/401': 'menu.401', '/404': 'menu.404' };

function Breadcrumb({ menu }: { menu: MenuGroup[] }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  // /{group}/{child}/...: hidden pages (trust-detail/1, ...) have titles too, though the menu does not list them
  const [, g, c] = pathname.split('/');
  const group = menu.find((x) => x.name === g);
  const child = group && c ? { title: titleKey(`${g}/${c}`), name: c } : undefined;
  const fixed = !group ? FIXED_TITLES[`/${g}`] : undefined;
  return (
    <Breadcrumbs aria-label="breadcrumb" sx={{ display: { xs: 'none', sm: 'flex' } }} data-testid="breadcrumb">
      <Link to="/dashboard" style={{ color: 'inherit', textDecoration: 'none' }}>
        {translate('menu.dashboard')}
      </Link>
      {group && <Typography color="text.secondary">{translate(group.title)}</Typography>}
      {child && <Typography color="text.primary">{translate(child.title, { _: child.name })}</Typography>}
      {fixed && <Typography color="text.primary">{translate(fixed)}</Typography>}
    </Breadcrumbs>
  );
}

export function Navbar({ menu, onSettings, topMenu }: { menu: MenuGroup[]; onSettings: () => void; topMenu: ReactNode }) {
  const translate = useTranslate();
  const { opened, toggleSidebar, layout, mobile } = useShell();
  return (
    <Box component="header" sx={{ height: NAVBAR_HEIGHT, display: 'flex', alignItems: 'center', gap: 1, px: 1, borderBottom: 1, borderColor: 'divider' }}>
      {layout === 'top' && (
        <Box sx={{ width: 210, height: '100%' }}>
          <Logo collapsed={false} />
        </Box>
      )}
      {layout !== 'top' && (
        <IconButton onClick={toggleSidebar} aria-label={translate(opened ? 'ra.action.close_menu' : 'ra.action.open_menu')} data-testid="hamburger">
          {opened && !mobile ? <MenuOpenIcon /> : <MenuIcon />}
        </IconButton>
      )}
      <Box sx={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>{topMenu ?? <Breadcrumb menu={menu} />}</Box>
      <NavActions onSettings={onSettings} />
    </Box>
  );
}
