// The instrument-file routes (upload, map, preview, import into a raw record), registered by buildApp as a feature.
import { instrumentRoutes } from './routes.ts';

export default instrumentRoutes;
