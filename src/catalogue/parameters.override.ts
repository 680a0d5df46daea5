// parameters: the list with Excel import and the full export (src/catalogue/lists.tsx); create and edit pick the
// raw-record template from the registry.
import type { ResourceOverride } from '../resources/overrides.ts';
import { DetectList } from './lists.tsx';
import { ParameterCreate, ParameterEdit } from './ParameterForms.tsx';

export default { list: DetectList, create: ParameterCreate, edit: ParameterEdit } satisfies ResourceOverride;
