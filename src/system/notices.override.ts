// Notices: publish/revoke, the rich-text editor with Word import, the detail with images (src/system/notice).
import type { ResourceOverride } from '../resources/overrides.ts';
import { lazyView } from '../resources/lazyPreload.tsx';

export default {
  list: lazyView(() => import('./notice/NoticeAdmin.tsx'), 'NoticeList'),
  create: lazyView(() => import('./notice/NoticeAdmin.tsx'), 'NoticeCreate'),
  edit: lazyView(() => import('./notice/NoticeAdmin.tsx'), 'NoticeEdit'),
  show: lazyView(() => import('./notice/NoticeAdmin.tsx'), 'NoticeShow'),
} satisfies ResourceOverride;
