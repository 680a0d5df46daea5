import { registerOpsRoutes } from './index.ts';

export default registerOpsRoutes;
