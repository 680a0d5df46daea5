import { registerVerifyRoutes } from './index.ts';

export default registerVerifyRoutes;
