// samplingMethods: the list with Excel import and the full export (src/catalogue/lists.tsx).
import type { ResourceOverride } from '../resources/overrides.ts';
import { SamplingList } from './lists.tsx';

export default { list: SamplingList } satisfies ResourceOverride;
