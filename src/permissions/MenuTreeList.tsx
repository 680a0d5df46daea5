// Menu rules as the tree they are (catalog → menu → button / link; MUI X's RichTreeView), with type, perm, path,
// order, hidden and keep-alive, and links to edit a rule or add a child under it. One rule tree serves /permissions/rule and
// /system/menu.
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useCreatePath, useResourceContext, useTranslate, Title } from 'react-admin';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { HasPerm } from '../hasPerm/index.tsx';
import { menuRules } from '../dataProvider/client/index.ts';
import { descendants, type RuleNode } from './ruleTree.ts';
import { useRuleTitle } from './RuleTreeInput.tsx';

type Row = RuleNode & { icon?: string; path?: string; sort?: number; hidden?: boolean; keepAlive?: boolean; status?: string };

export function MenuTreeList() {
  const translate = useTranslate();
  const resource = useResourceContext()!;
  const createPath = useCreatePath();
  const title = useRuleTitle();
  const [tree, setTree] = useState<Row[]>([]);
  const [expanded, setExpanded] = useState<string[]>([]);
  const load = useCallback(
    () =>
      menuRules
        .tree()
        .then(setTree)
        .catch(() => undefined),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);
  const all = tree.flatMap((n) => [n.id, ...descendants(n)]).map(String);
  const byId = new Map<string, Row>();
  const walk = (nodes: Row[]) =>
    nodes.forEach((n) => {
      byId.set(String(n.id), n);
      walk(n.children as Row[]);
    });
  walk(tree);
  const field = (name: string, value: unknown) =>
    value === undefined || value === null || value === '' ? null : (
      <Typography variant="caption" color="text.secondary" noWrap>{`${translate(`resources.menus.fields.${name}`)}: ${value}`}</Typography>
    );

  // one line per rule: title and type, then what an administrator edits (name, perm, path, icon, order, flags)
  const label = (n: Row) => (
    <Stack direction="row" alignItems="center" spacing={1.5} sx={{ minWidth: 0 }} data-rule={n.name ?? n.perm ?? n.id}>
      <Typography variant="body2" noWrap>
        {title(n)}
      </Typography>
      <Chip size="small" variant="outlined" label={translate(`sys.role.type.${n.type}`)} />
      {field('name', n.name)}
      {field('perm', n.perm)}
      {field('path', n.path)}
      {field('icon', n.icon)}
      {field('sort', n.sort)}
      {n.hidden && <Chip size="small" label={translate('resources.menus.fields.hidden')} />}
      {n.keepAlive && <Chip size="small" label={translate('resources.menus.fields.keepAlive')} />}
      <HasPerm value="menu:edit">
        <IconButton size="small" component={Link} to={createPath({ resource, type: 'edit', id: n.id })} aria-label={translate('ra.action.edit')}>
          <EditIcon fontSize="small" />
        </IconButton>
      </HasPerm>
      <HasPerm value="menu:add">
        {n.type !== 'button' && n.type !== 'link' && (
          <IconButton
            size="small"
            component={Link}
            to={createPath({ resource, type: 'create' })}
            state={{ record: { parentId: n.id, type: n.type === 'catalog' ? 'menu' : 'button' } }}
            aria-label={translate('ra.action.create')}
          >
            <AddIcon fontSize="small" />
          </IconButton>
        )}
      </HasPerm>
    </Stack>
  );

  return (
    <Card sx={{ mt: 1 }} data-testid="menu-tree">
      <Title title={`resources.menus.name`} />
      <Stack direction="row" spacing={1} sx={{ p: 1 }}>
        <Button size="small" onClick={() => setExpanded(all)}>
          {translate('sys.role.expandAll')}
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          {translate('sys.role.collapseAll')}
        </Button>
        <Button size="small" onClick={() => void load()}>
          {translate('sys.refresh')}
        </Button>
        <HasPerm value="menu:add">
          <Button size="small" variant="contained" component={Link} to={createPath({ resource, type: 'create' })} startIcon={<AddIcon />}>
            {translate('ra.action.create')}
          </Button>
        </HasPerm>
      </Stack>
      <RichTreeView<Row, false>
        items={tree}
        getItemId={(n) => String(n.id)}
        getItemLabel={(n) => title(n)}
        slotProps={{ item: (({ itemId }: { itemId: string }) => ({ label: label(byId.get(itemId)!) })) as never }}
        disableSelection
        expansionTrigger="iconContainer"
        expandedItems={expanded}
        onExpandedItemsChange={(_, ids) => setExpanded(ids)}
        sx={{ px: 1, pb: 1 }}
      />
    </Card>
  );
}
