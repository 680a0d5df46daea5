// Menu rules as a tree (src/permissions).
import type { ResourceOverride } from '../resources/overrides.ts';
import { MenuTreeList } from './MenuTreeList.tsx';

export default { list: MenuTreeList } satisfies ResourceOverride;
