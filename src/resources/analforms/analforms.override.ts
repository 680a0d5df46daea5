// analforms: the template registry with each template's analytes, the lab's items on it and a try button.
import type { ResourceOverride } from '../overrides.ts';
import { AnalformList } from '../../pages/management/analforms.tsx';

export default { list: AnalformList } satisfies ResourceOverride;
