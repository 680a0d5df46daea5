// The role's menu-rule tree (catalogs, menus, buttons, links) as a checkbox tree bound to `ruleIds`.
import { useEffect, useMemo, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { request } from '../../dataProvider/http.ts';
import { descendants, stateOf, toggle, type RuleNode } from './ruleTree.ts';
import { storedTitle } from '../../resources/labels.ts';

export function useRuleTree() {
  const [tree, setTree] = useState<RuleNode[]>([]);
  useEffect(() => { request<RuleNode[]>({ url: 'api/v1/menus/tree', silent: true }).then(setTree).catch(() => undefined); }, []);
  return tree;
}

/**
 * Menu titles are i18n keys for seeded rules ('menu.business…'; buttons 'perm.device:add', labelled "设备 · 新增" from
 * the schema that declares the perm), plain text for rules added by hand.
 */
export function useRuleTitle() {
  const translate = useTranslate();
  return (n: RuleNode) => {
    const text = storedTitle(n.title, translate as (key: string, options?: Record<string, unknown>) => string);
    return n.perm && n.type === 'button' && text !== n.perm ? `${text} (${n.perm})` : text || String(n.perm ?? '');
  };
}

export function RuleTreeInput({ source = 'ruleIds' }: { source?: string }) {
  const translate = useTranslate();
  const { field } = useInput({ source, defaultValue: [] });
  const tree = useRuleTree();
  const title = useRuleTitle();
  const granted = useMemo(() => new Set<number>((field.value as number[] | undefined) ?? []), [field.value]);
  const [open, setOpen] = useState<Set<number>>(new Set());
  const all = useMemo(() => tree.flatMap((n) => [n.id, ...descendants(n)]), [tree]);
  const set = (next: Set<number>) => field.onChange([...next].sort((a, b) => a - b));

  const row = (n: RuleNode, depth: number) => {
    const state = stateOf(n, granted);
    const expanded = open.has(n.id);
    return (
      <Box key={n.id}>
        <Stack direction="row" alignItems="center" sx={{ pl: depth * 3 }} data-rule={n.name ?? n.perm ?? n.id}>
          {n.children.length
            ? <IconButton size="small" onClick={() => setOpen((o) => { const x = new Set(o); x.has(n.id) ? x.delete(n.id) : x.add(n.id); return x; })}>{expanded ? <ExpandMore /> : <ChevronRight />}</IconButton>
            : <Box sx={{ width: 34 }} />}
          <Checkbox size="small" checked={state === 'checked'} indeterminate={state === 'half'} onChange={() => set(toggle(tree, granted, n.id))}
            slotProps={{ input: { 'aria-label': title(n), 'data-state': state } as object }} />
          <Typography variant="body2">{title(n)}</Typography>
          <Chip size="small" variant="outlined" sx={{ ml: 1 }} label={translate(`sys.role.type.${n.type}`)} />
        </Stack>
        {expanded && n.children.map((c) => row(c, depth + 1))}
      </Box>
    );
  };

  return (
    <Box sx={{ width: '100%', mb: 2 }} data-testid="rule-tree">
      <Typography variant="subtitle2" sx={{ mb: 1 }}>{translate('sys.role.rules')}</Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={() => setOpen(new Set(all))}>{translate('sys.role.expandAll')}</Button>
        <Button size="small" onClick={() => setOpen(new Set())}>{translate('sys.role.collapseAll')}</Button>
        <Button size="small" onClick={() => set(new Set(all))}>{translate('sys.role.checkAll')}</Button>
        <Button size="small" onClick={() => set(new Set())}>{translate('sys.role.uncheckAll')}</Button>
      </Stack>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, maxHeight: 480, overflow: 'auto' }}>{tree.map((n) => row(n, 0))}</Box>
    </Box>
  );
}
