// parameters: the list with Excel import and the full export (src/pages/management).
import type { ResourceOverride } from '../overrides.ts';
import { DetectList } from '../../pages/management/lists.tsx';

export default { list: DetectList } satisfies ResourceOverride;
