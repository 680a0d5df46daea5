// Menu rules as a tree (src/pages/permissions).
import type { ResourceOverride } from '../resources/overrides.ts';
import { MenuTreeList } from './MenuTreeList.tsx';

export default { list: MenuTreeList } satisfies ResourceOverride;
