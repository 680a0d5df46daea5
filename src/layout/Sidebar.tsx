// The sidebar: the logo (when sidebarLogo is on) and the permitted menu: groups with icons that open their
// children; when collapsed, icons only and a group's children in a pop-up menu.
import { useState, type MouseEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Collapse from '@mui/material/Collapse';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { MenuGroup } from '../routes/build.ts';
import { MenuIconOf } from './icons.tsx';
import { Logo } from './Logo.tsx';
import { NAVBAR_HEIGHT } from './useLayoutState.ts';

interface Props {
  groups: MenuGroup[];
  collapsed: boolean;
  logo: boolean;
  onNavigate?: () => void;
}

export function Sidebar({ groups, collapsed, logo, onNavigate }: Props) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const activeGroup = groups.find((g) => pathname.startsWith(`/${g.name}/`))?.name;
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const [pop, setPop] = useState<{ el: HTMLElement; group: MenuGroup } | null>(null);
  const isOpen = (g: string) => open[g] ?? g === activeGroup;

  const link = (to: string, icon: string | undefined, title: string, nested: boolean) => (
    <ListItemButton
      key={to}
      component={NavLink}
      to={to}
      onClick={onNavigate}
      selected={pathname === to || pathname.startsWith(`${to}/`)}
      sx={{ pl: nested && !collapsed ? 4 : 2, minHeight: 44 }}
      data-menu={to}
    >
      <ListItemIcon sx={{ minWidth: 36 }}>
        <MenuIconOf name={icon} />
      </ListItemIcon>
      {!collapsed && <ListItemText primary={translate(title)} slotProps={{ primary: { noWrap: true } }} />}
    </ListItemButton>
  );

  return (
    <Box component="nav" aria-label={translate('app.layout.menu')} data-collapsed={collapsed}>
      {logo && (
        <Box sx={{ height: NAVBAR_HEIGHT }}>
          <Logo collapsed={collapsed} />
        </Box>
      )}
      <List dense disablePadding>
        {link('/dashboard', 'homepage', 'menu.dashboard', false)}
        {groups.map((g) => (
          <Box key={g.name} data-group={g.name}>
            <Tooltip title={collapsed ? translate(g.title) : ''} placement="right">
              <ListItemButton
                sx={{ minHeight: 44 }}
                selected={collapsed && g.name === activeGroup}
                onClick={(e: MouseEvent<HTMLElement>) =>
                  collapsed ? setPop({ el: e.currentTarget, group: g }) : setOpen({ ...open, [g.name]: !isOpen(g.name) })
                }
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <MenuIconOf name={g.icon} />
                </ListItemIcon>
                {!collapsed && <ListItemText primary={translate(g.title)} />}
                {!collapsed && (isOpen(g.name) ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
              </ListItemButton>
            </Tooltip>
            {!collapsed && (
              <Collapse in={isOpen(g.name)} timeout="auto" unmountOnExit>
                <List dense disablePadding>
                  {g.children.map((c) => link(c.base, c.icon, c.title, true))}
                </List>
              </Collapse>
            )}
          </Box>
        ))}
      </List>
      <Menu open={!!pop} anchorEl={pop?.el} onClose={() => setPop(null)} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
        {pop?.group.children.map((c) => (
          <MenuItem key={c.base} component={NavLink} to={c.base} onClick={() => setPop(null)}>
            <ListItemIcon>
              <MenuIconOf name={c.icon} />
            </ListItemIcon>
            {translate(c.title)}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
