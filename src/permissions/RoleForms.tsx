// Role groups: the generated inputs for code, name, scope and status, and the menu-rule tree for the grants.
// The server derives the half-checked parents and stores them beside the checked rules.
import type { roles } from '../../schemas/permissions/roles.ts';
import { GenericCreate, GenericEdit } from '../resources/generic/GenericForms.tsx';
import { RuleTreeInput } from './RuleTreeInput.tsx';

/** the tree edits these three together */
const TREE_FIELDS = ['ruleIds', 'halfCheckedIds', 'parentId'] as const;
const DEFAULTS = { ruleIds: [] };

export const RoleCreate = () => (
  <GenericCreate<typeof roles> omit={TREE_FIELDS} defaults={DEFAULTS} redirect="list">
    <RuleTreeInput />
  </GenericCreate>
);

export const RoleEdit = () => (
  <GenericEdit<typeof roles> omit={TREE_FIELDS} redirect="list">
    <RuleTreeInput />
  </GenericEdit>
);
