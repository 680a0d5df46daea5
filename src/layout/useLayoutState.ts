// Layout state shared by the shell: settings, app state, device detection and the mobile drawer.
import { useEffect } from 'react';
import { useMediaQuery } from '@mui/material';
import { appState, settings, TIMING } from '../settings.ts';
import { usePersisted } from '../store/persisted.ts';

/** Seed §4 "Device": below 992 px the app is on a mobile device (the sidebar becomes a drawer). */
export function useDeviceDetection(): void {
  const mobile = useMediaQuery(`(max-width:${TIMING.mobileWidth - 1}px)`, { noSsr: true });
  useEffect(() => {
    appState.device.set(mobile ? 'mobile' : 'desktop');
    if (mobile) appState.sidebarStatus.set('closed');
  }, [mobile]);
}

export function useShell() {
  const [device] = usePersisted(appState.device);
  const [sidebarStatus, setSidebarStatus] = usePersisted(appState.sidebarStatus);
  const [layoutSetting] = usePersisted(settings.layout);
  const [tagsView] = usePersisted(settings.tagsView);
  const [fixedHeader] = usePersisted(settings.fixedHeader);
  const [sidebarLogo] = usePersisted(settings.sidebarLogo);
  const mobile = device === 'mobile';
  return {
    mobile,
    opened: sidebarStatus === 'opened',
    toggleSidebar: () => setSidebarStatus(sidebarStatus === 'opened' ? 'closed' : 'opened'),
    closeSidebar: () => setSidebarStatus('closed'),
    // a phone always gets the left layout with a drawer
    layout: mobile ? 'left' : layoutSetting,
    tagsView,
    fixedHeader,
    sidebarLogo,
  };
}

export const SIDEBAR_WIDTH = 210;
export const SIDEBAR_COLLAPSED = 54;
export const NAVBAR_HEIGHT = 50;
