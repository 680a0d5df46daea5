import { registerAnalformRoutes } from './index.ts';

export default registerAnalformRoutes;
