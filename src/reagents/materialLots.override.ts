// materialLots: the page of one lot with its certificate, its containers and their steps, and the labels button
// (src/reagents/LotShow.tsx); the list and forms are the generated ones.
import type { ResourceOverride } from '../resources/overrides.ts';
import { lazyView } from '../resources/lazyPreload.tsx';

export default {
  show: lazyView(() => import('./LotShow.tsx'), 'LotShow'),
} satisfies ResourceOverride;
