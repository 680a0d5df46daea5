// Labels of every schema resource, read from its declaration (schemas/resources/*: `labels`): resources.{name}.name,
// .fields.{field}, .enums.{field}.{value}, .subfields.{array}.{field} (rows of an array field) and .transitions.{name}
// (workflow buttons). Workflow states are the enum labels of the status field. tests/ui/i18n.test.ts checks every
// field, option and transition has both.
import type { PairTree } from './pairs.ts';
import { resources } from '../resources/index.ts';
import { systemFieldLabels } from '../core/labels.ts';

export const common: PairTree = systemFieldLabels;

export const resourceLabels: Record<string, PairTree> = Object.fromEntries(resources.map((r) => [r.name, r.labels as unknown as PairTree]));
