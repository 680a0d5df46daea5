// Menu rules as the tree they are (catalog → menu → button / link), with type, perm, path, order, hidden and
// keep-alive, and links to edit a rule or add a child under it. One rule tree serves /permissions/rule and
// /system/menu.
import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { useCreatePath, useResourceContext, useTranslate, Title } from 'react-admin';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableHead from '@mui/material/TableHead';
import TableBody from '@mui/material/TableBody';
import TableRow from '@mui/material/TableRow';
import TableCell from '@mui/material/TableCell';
import IconButton from '@mui/material/IconButton';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ExpandMore from '@mui/icons-material/ExpandMore';
import ChevronRight from '@mui/icons-material/ChevronRight';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { HasPerm } from '../../hasPerm/index.tsx';
import { request } from '../../dataProvider/http.ts';
import { descendants, type RuleNode } from './ruleTree.ts';
import { useRuleTitle } from './RuleTreeInput.tsx';

type Row = RuleNode & { icon?: string; path?: string; sort?: number; hidden?: boolean; keepAlive?: boolean; status?: string };

export function MenuTreeList() {
  const translate = useTranslate();
  const resource = useResourceContext()!;
  const createPath = useCreatePath();
  const title = useRuleTitle();
  const [tree, setTree] = useState<Row[]>([]);
  const [open, setOpen] = useState<Set<number>>(new Set());
  const load = useCallback(() => request<Row[]>({ url: 'api/v1/menus/tree' }).then(setTree).catch(() => undefined), []);
  useEffect(() => { void load(); }, [load]);
  const all = tree.flatMap((n) => [n.id, ...descendants(n)]);

  const rows = (nodes: Row[], depth: number): ReactElement[] => nodes.flatMap((n) => [
    <TableRow key={n.id} hover data-rule={n.name ?? n.perm ?? n.id}>
      <TableCell sx={{ pl: 1 + depth * 3 }}>
        <Stack direction="row" alignItems="center">
          {n.children.length
            ? <IconButton size="small" onClick={() => setOpen((o) => { const x = new Set(o); x.has(n.id) ? x.delete(n.id) : x.add(n.id); return x; })}>{open.has(n.id) ? <ExpandMore /> : <ChevronRight />}</IconButton>
            : <span style={{ width: 34, display: 'inline-block' }} />}
          {title(n)}
        </Stack>
      </TableCell>
      <TableCell><Chip size="small" variant="outlined" label={translate(`sys.role.type.${n.type}`)} /></TableCell>
      <TableCell>{n.name ?? ''}</TableCell>
      <TableCell>{n.perm ?? ''}</TableCell>
      <TableCell>{n.path ?? ''}</TableCell>
      <TableCell>{n.icon ?? ''}</TableCell>
      <TableCell>{n.sort}</TableCell>
      <TableCell>{n.hidden ? '✓' : ''}</TableCell>
      <TableCell>{n.keepAlive ? '✓' : ''}</TableCell>
      <TableCell align="right">
        <HasPerm value="menu:edit">
          <IconButton size="small" component={Link} to={createPath({ resource, type: 'edit', id: n.id })} aria-label={translate('ra.action.edit')}><EditIcon fontSize="small" /></IconButton>
        </HasPerm>
        <HasPerm value="menu:add">
          {n.type !== 'button' && n.type !== 'link' && (
            <IconButton size="small" component={Link} to={createPath({ resource, type: 'create' })} state={{ record: { parentId: n.id, type: n.type === 'catalog' ? 'menu' : 'button' } }}
              aria-label={translate('ra.action.create')}><AddIcon fontSize="small" /></IconButton>
          )}
        </HasPerm>
      </TableCell>
    </TableRow>,
    ...(open.has(n.id) ? rows(n.children as Row[], depth + 1) : []),
  ]);

  return (
    <Card sx={{ mt: 1 }} data-testid="menu-tree">
      <Title title={`resources.menus.name`} />
      <Stack direction="row" spacing={1} sx={{ p: 1 }}>
        <Button size="small" onClick={() => setOpen(new Set(all))}>{translate('sys.role.expandAll')}</Button>
        <Button size="small" onClick={() => setOpen(new Set())}>{translate('sys.role.collapseAll')}</Button>
        <Button size="small" onClick={() => void load()}>{translate('sys.refresh')}</Button>
        <HasPerm value="menu:add">
          <Button size="small" variant="contained" component={Link} to={createPath({ resource, type: 'create' })} startIcon={<AddIcon />}>{translate('ra.action.create')}</Button>
        </HasPerm>
      </Stack>
      <Table size="small">
        <TableHead>
          <TableRow>
            {['title', 'type', 'name', 'perm', 'path', 'icon', 'sort', 'hidden', 'keepAlive'].map((f) => <TableCell key={f}>{translate(`resources.menus.fields.${f}`)}</TableCell>)}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>{rows(tree, 0)}</TableBody>
      </Table>
    </Card>
  );
}
