// The method capability's routes beyond the generic CRUD (issue 32). Staff authorisation's candidates route; the MDL
// study's route is registered beside it (merge: one import and one call each).
import type { FastifyInstance } from 'fastify';
import { registerAuthorisationRoutes } from './authorisationRoutes.ts';

export default function methodRoutes(app: FastifyInstance) {
  registerAuthorisationRoutes(app);
}
