// materialLots: the page of one lot with its certificate, its containers and their steps, and the labels button
// (src/reagents/LotShow.tsx); the list is the generated one with the certified value read with its unit, U and k
// (src/reagents/LotList.tsx); the forms are the generated ones.
import type { ResourceOverride } from '../resources/overrides.ts';
import { lazyView } from '../resources/lazyPreload.tsx';

export default {
  list: lazyView(() => import('./LotList.tsx'), 'LotList'),
  show: lazyView(() => import('./LotShow.tsx'), 'LotShow'),
} satisfies ResourceOverride;
