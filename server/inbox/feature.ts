import { registerInboxRoutes } from './index.ts';

export default registerInboxRoutes;
