// The main layout: left, top or mix; a sidebar that collapses (persisted) and becomes a drawer on
// phones; the navbar, the tags view, the page area, the settings drawer and the watermark.
import { useEffect, useState } from 'react';
import { useLocation, type RouteObject } from 'react-router-dom';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import type { MenuGroup } from '../routes/build.ts';
import { KeepAliveMain } from './KeepAliveMain.tsx';
import { Sidebar } from './Sidebar.tsx';
import { Navbar } from './Navbar.tsx';
import { TagsView } from './tags/TagsView.tsx';
import { SettingsDrawer } from './SettingsDrawer.tsx';
import { Watermark } from './Watermark.tsx';
import { useDeviceDetection, useShell, SIDEBAR_COLLAPSED, SIDEBAR_WIDTH } from './useLayoutState.ts';
import { TopMenu } from './TopMenu.tsx';
import { appState } from '../settings.ts';
import { usePersisted } from '../store/persisted.ts';

export function AppLayout({ routes, menu }: { routes: RouteObject[]; menu: MenuGroup[] }) {
  useDeviceDetection();
  const shell = useShell();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [activeTop, setActiveTop] = usePersisted(appState.activeTopMenuPath);
  const { layout, mobile, opened } = shell;
  // mix: the top group follows the page (a tab, a link or a typed URL may lead into another group)
  const { pathname } = useLocation();
  const routeGroup = pathname.split('/')[1];
  useEffect(() => {
    if (layout === 'mix' && routeGroup !== activeTop && menu.some((g) => g.name === routeGroup)) setActiveTop(routeGroup);
  }, [layout, routeGroup]); // eslint-disable-line react-hooks/exhaustive-deps -- follow the route only; a top group the user picks must not be undone
  const sideGroups = layout === 'mix' ? menu.filter((g) => g.name === (activeTop || menu[0]?.name)) : menu;
  const width = opened ? SIDEBAR_WIDTH : SIDEBAR_COLLAPSED;
  const showSide = layout !== 'top';

  const header = (
    <Box sx={{ position: shell.fixedHeader ? 'sticky' : 'relative', top: 0, zIndex: 1100, bgcolor: 'background.paper' }}>
      <Navbar menu={menu} onSettings={() => setSettingsOpen(true)} topMenu={layout !== 'left' ? <TopMenu menu={menu} groupsOnly={layout === 'mix'} /> : null} />
      {shell.tagsView && <TagsView />}
    </Box>
  );

  return (
    <Box className={`layout-${layout}`} sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      {showSide &&
        (mobile ? (
          <Drawer open={opened} onClose={shell.closeSidebar} slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH } } }}>
            <Sidebar groups={sideGroups} collapsed={false} logo={shell.sidebarLogo} onNavigate={shell.closeSidebar} />
          </Drawer>
        ) : (
          <Box component="aside" sx={{ width, flexShrink: 0, transition: 'width .28s' }}>
            <Box
              sx={{
                position: 'fixed',
                top: 0,
                bottom: 0,
                width,
                overflowX: 'hidden',
                overflowY: 'auto',
                transition: 'width .28s',
                borderRight: 1,
                borderColor: 'divider',
                bgcolor: 'background.paper',
                zIndex: 1200,
              }}
            >
              <Sidebar groups={sideGroups} collapsed={!opened} logo={shell.sidebarLogo} />
            </Box>
          </Box>
        ))}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {header}
        <Box component="main" id="main-content" sx={{ flex: 1, p: 2, minWidth: 0 }}>
          <KeepAliveMain routes={routes} tagsView={shell.tagsView} />
        </Box>
      </Box>
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      <Watermark />
    </Box>
  );
}
