// GET /admin/methods/authorisations/candidates (issue 32 item 3): who may take a role for these test items today,
// and why the others may not, read from the same gate as the steps themselves (server/methods/authorisation.ts).
import type { FastifyInstance } from 'fastify';
import { route } from '../workflow/http.ts';
import { fromZod } from '../openapi/shapes.ts';
import { candidates, candidatesQuery, type Candidate, type CandidatesQuery } from '../../schemas/methods/candidates.ts';
import { firstRefused, refusal, today } from './authorisation.ts';

export function registerAuthorisationRoutes(app: FastifyInstance) {
  route(
    app,
    'GET',
    '/admin/methods/authorisations/candidates',
    ['staffauth:query', 'analysis:assign'],
    'The active people who may take a role (analyst, checker, reviewer, signatory) for every given test item today, with the reason for those who may not',
    async (_req, ctx, input: CandidatesQuery) => {
      const db = ctx.app.database.db;
      const pids = input.parameterIds.split(',').map(Number);
      const day = await today(db);
      const people = await db
        .selectFrom('employees')
        .select(['id', 'userId', 'name'])
        .where('status', '=', 'active')
        .where('userId', 'is not', null)
        .orderBy('id')
        .execute();
      const out: Candidate[] = [];
      for (const e of people) {
        const refused = await firstRefused(db, ctx.lang, Number(e.userId), input.role, pids, day);
        out.push({
          userId: Number(e.userId),
          employeeId: Number(e.id),
          name: String(e.name),
          authorised: !refused,
          reason: refused ? refusal(ctx.lang, input.role, refused) : null,
        });
      }
      return candidates.parse(out);
    },
    { query: candidatesQuery, data: fromZod(candidates) },
  );
}
