// The horizontal menu of the top and mix layouts. In mix the top bar holds only the groups: choosing one sets
// activeTopMenuPath (persisted) and the sidebar shows its children.
import { useState } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import type { MenuGroup } from '../routes/build.ts';
import { MenuIconOf } from './icons.tsx';
import { appState } from '../settings.ts';
import { usePersisted } from '../store/persisted.ts';

export function TopMenu({ menu, groupsOnly }: { menu: MenuGroup[]; groupsOnly: boolean }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [active, setActive] = usePersisted(appState.activeTopMenuPath);
  const [pop, setPop] = useState<{ el: HTMLElement; group: MenuGroup } | null>(null);
  return (
    <Box sx={{ display: 'flex', gap: 0.5, overflowX: 'auto' }} data-testid="top-menu">
      {menu.map((g) => (
        <Button
          key={g.name}
          data-top={g.name}
          aria-pressed={groupsOnly ? active === g.name : undefined}
          color={active === g.name ? 'primary' : 'inherit'}
          startIcon={<MenuIconOf name={g.icon} />}
          onClick={(e) => {
            if (!groupsOnly) return setPop({ el: e.currentTarget, group: g });
            setActive(g.name);
            if (g.children[0]) navigate(g.children[0].base);
          }}
        >
          {translate(g.title)}
        </Button>
      ))}
      <Menu open={!!pop} anchorEl={pop?.el} onClose={() => setPop(null)}>
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
