// analforms: the template registry with each template's analytes, the lab's items on it and a try button.
import type { ResourceOverride } from '../resources/overrides.ts';
import { AnalformList } from './analforms.tsx';

export default { list: AnalformList } satisfies ResourceOverride;
