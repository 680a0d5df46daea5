// The role's menu-rule tree (catalogs, menus, buttons, links) as MUI X's RichTreeView with checkboxes, bound to
// `ruleIds`. The tree view propagates a check both ways: a branch takes all its descendants along, and a parent is
// granted exactly when all its children are (one left out shows half-checked; the server stores it beside the
// granted rules so they stay reachable).
import { createContext, forwardRef, useContext, useEffect, useMemo, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { menuRules } from '../dataProvider/client/index.ts';
import { descendants, indexTree, stateOf, type RuleNode } from './ruleTree.ts';
import { storedTitle } from '../resources/labels.ts';

function useRuleTree() {
  const [tree, setTree] = useState<RuleNode[]>([]);
  useEffect(() => {
    menuRules
      .tree(true)
      .then(setTree)
      .catch(() => undefined);
  }, []);
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

interface ItemContext {
  byId: Map<number, RuleNode>;
  granted: Set<number>;
  title(n: RuleNode): string;
}
const RuleItemContext = createContext<ItemContext | null>(null);

/** A tree item with the rule's title and type, its half-checked state on the checkbox (data-state) and a named
 * expand button, so each row can be found by its rule name (data-rule). */
const RuleItem = forwardRef<HTMLLIElement, TreeItemProps>(function RuleItem(props, ref) {
  const translate = useTranslate();
  const { byId, granted, title } = useContext(RuleItemContext)!;
  const n = byId.get(Number(props.itemId));
  if (!n) return <TreeItem {...props} ref={ref} />;
  return (
    <TreeItem
      {...props}
      ref={ref}
      label={
        <Stack direction="row" alignItems="center" spacing={1}>
          <Typography variant="body2">{title(n)}</Typography>
          <Chip size="small" variant="outlined" label={translate(`sys.role.type.${n.type}`)} />
        </Stack>
      }
      slotProps={{
        content: { 'data-rule': n.name ?? n.perm ?? n.id } as object,
        iconContainer: n.children.length ? ({ role: 'button', 'aria-label': translate('sys.role.toggle') } as object) : undefined,
        // the tree view hides its checkboxes from assistive tech (the item carries aria-checked); here each is a
        // named checkbox of its own, as a rule's grant is what the form edits
        checkbox: { 'aria-hidden': false, slotProps: { input: { 'aria-label': title(n), 'data-state': stateOf(n, granted) } } } as object,
      }}
    />
  );
});

export function RuleTreeInput({ source = 'ruleIds' }: { source?: string }) {
  const translate = useTranslate();
  const { field } = useInput({ source, defaultValue: [] });
  const tree = useRuleTree();
  const title = useRuleTitle();
  const granted = useMemo(() => new Set<number>((field.value as number[] | undefined) ?? []), [field.value]);
  const [expanded, setExpanded] = useState<string[]>([]);
  const all = useMemo(() => tree.flatMap((n) => [n.id, ...descendants(n)]), [tree]);
  const context = useMemo(() => ({ byId: indexTree(tree).byId, granted, title }), [tree, granted, title]);
  const set = (ids: Iterable<number>) => field.onChange([...ids].sort((a, b) => a - b));

  return (
    <Box sx={{ width: '100%', mb: 2 }} data-testid="rule-tree">
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {translate('sys.role.rules')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={() => setExpanded(all.map(String))}>
          {translate('sys.role.expandAll')}
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          {translate('sys.role.collapseAll')}
        </Button>
        <Button size="small" onClick={() => set(all)}>
          {translate('sys.role.checkAll')}
        </Button>
        <Button size="small" onClick={() => set([])}>
          {translate('sys.role.uncheckAll')}
        </Button>
      </Stack>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, maxHeight: 480, overflow: 'auto' }}>
        <RuleItemContext.Provider value={context}>
          <RichTreeView<RuleNode, true>
            items={tree}
            getItemId={(n) => String(n.id)}
            getItemLabel={(n) => title(n)}
            multiSelect
            checkboxSelection
            selectionPropagation={{ parents: true, descendants: true }}
            selectedItems={[...granted].map(String)}
            onSelectedItemsChange={(_, ids) => set(ids.map(Number))}
            expansionTrigger="iconContainer"
            expandedItems={expanded}
            onExpandedItemsChange={(_, ids) => setExpanded(ids)}
            slots={{ item: RuleItem }}
          />
        </RuleItemContext.Provider>
      </Box>
    </Box>
  );
}
