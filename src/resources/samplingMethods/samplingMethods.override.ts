// samplingMethods: the list with Excel import and the full export (src/pages/management).
import type { ResourceOverride } from '../overrides.ts';
import { SamplingList } from '../../pages/management/lists.tsx';

export default { list: SamplingList } satisfies ResourceOverride;
