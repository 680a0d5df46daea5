// analforms: the template registry with each template's analytes, the lab's items on it and a try button.
import type { ResourceOverride } from '../resources/overrides.ts';
import { lazyView } from '../resources/lazyPreload.tsx';

export default { list: lazyView(() => import('./analforms.tsx'), 'AnalformList') } satisfies ResourceOverride;
