// Menu rules as a tree (src/pages/permissions).
import type { ResourceOverride } from '../overrides.ts';
import { MenuTreeList } from '../../pages/permissions/MenuTreeList.tsx';

export default { list: MenuTreeList } satisfies ResourceOverride;
