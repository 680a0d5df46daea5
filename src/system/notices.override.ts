// Notices: publish/revoke, the rich-text editor with Word import, the detail with images (src/system/notice).
import type { ResourceOverride } from '../resources/overrides.ts';
import { NoticeList, NoticeCreate, NoticeEdit, NoticeShow } from './notice/NoticeAdmin.tsx';

export default { list: NoticeList, create: NoticeCreate, edit: NoticeEdit, show: NoticeShow } satisfies ResourceOverride;
