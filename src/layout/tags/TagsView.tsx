// The tags view: open pages as tabs; the dashboard is pinned. Each tab's menu (right click, or the ⋮ of the active
// tab): refresh, close, close others, close left, close right, close all.
import { useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { tags, useTags, nextAfterClose, type TagView } from './store.ts';

export const TAG_ACTIONS = ['refresh', 'close', 'closeOthers', 'closeLeft', 'closeRight', 'closeAll'] as const;
type Action = (typeof TAG_ACTIONS)[number];

export function tagLabel(t: TagView, translate: (k: string, o?: { _: string; smart_count?: number }) => string): string {
  // a route without its own title key (e.g. a raw-record screen) shows its last path segment; a resource's name is a
  // plural pair ('字典项 |||| 字典项') of which a tab shows the singular
  const title = t.literal ? t.title : translate(t.title, { _: t.path.split('/').filter(Boolean)[1] ?? t.path, smart_count: 1 });
  if (!t.sub) return title;
  const record = t.recordTitle ? ` ${t.recordTitle}` : t.recordId ? ` #${t.recordId}` : '';
  return `${title} · ${translate(`app.tags.${t.sub}`)}${record}`;
}

export function TagsView() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const views = useTags();
  const [menu, setMenu] = useState<{ x: number; y: number; view: TagView } | null>(null);

  // when the active page was closed: go to the tab the action was taken on if it is still open, else the tab
  // that took the closed one's place, else the dashboard
  const goAfter = (before: TagView[], view: TagView) => {
    const now = tags.list();
    if (now.some((v) => v.path === pathname)) return;
    const next = now.find((v) => v.path === view.path) ?? nextAfterClose(before, now, pathname);
    navigate(next?.fullPath ?? '/dashboard');
  };

  const run = (action: Action, view: TagView) => {
    setMenu(null);
    const before = tags.list();
    switch (action) {
      case 'refresh':
        return navigate(`/redirect${view.fullPath}`, { replace: true });
      case 'close':
        tags.close(view.path);
        break;
      case 'closeOthers':
        tags.closeOthers(view.path);
        if (pathname !== view.path) return navigate(view.fullPath);
        return;
      case 'closeLeft':
        tags.closeLeft(view.path);
        break;
      case 'closeRight':
        tags.closeRight(view.path);
        break;
      case 'closeAll':
        tags.closeAll();
        break;
    }
    goAfter(before, view);
  };

  const open = (e: MouseEvent, view: TagView) => {
    e.preventDefault();
    setMenu({ x: e.clientX, y: e.clientY, view });
  };

  return (
    <Box
      role="tablist"
      data-testid="tags-view"
      sx={{ display: 'flex', gap: 0.5, px: 1, py: 0.5, overflowX: 'auto', borderBottom: 1, borderColor: 'divider', minHeight: 34 }}
    >
      {views.map((v) => {
        const active = v.path === pathname;
        return (
          <Chip
            key={v.path}
            role="tab"
            aria-selected={active}
            data-path={v.path}
            data-full={v.fullPath}
            size="small"
            label={tagLabel(v, translate)}
            color={active ? 'primary' : 'default'}
            variant={active ? 'filled' : 'outlined'}
            onClick={() => navigate(v.fullPath)}
            onContextMenu={(e) => open(e, v)}
            onDelete={v.affix ? undefined : () => run('close', v)}
            sx={{ borderRadius: 1 }}
          />
        );
      })}
      <Menu open={!!menu} onClose={() => setMenu(null)} anchorReference="anchorPosition" anchorPosition={menu ? { top: menu.y, left: menu.x } : undefined}>
        {TAG_ACTIONS.map((a) => (
          <MenuItem key={a} data-action={a} disabled={a === 'close' && !!menu?.view.affix} onClick={() => menu && run(a, menu.view)}>
            {translate(`app.tags.${a}`)}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
