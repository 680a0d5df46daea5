// The body of a resource's generic workflow step (POST {R}/{id}/transitions/{name}): one operation serves every
// transition, so `data` is documented as the choice of the transitions' own data objects (each a closed object named
// after its transition), and x-data-by-transition says which fields the transition in the path takes (none: `data`
// absent or {}). The same table validates the requests (server/workflow/transitionData.ts).
import type { AnyResource } from '../../schemas/core/resource.ts';
import { personTransitions } from '../../schemas/workflows/machine.ts';
import { transitionBody } from '../crud/workflow.ts';
import { transitionData, transitionsWithData } from '../workflow/transitionData.ts';
import { jsonOf, type Json } from './json.ts';

export function transitionRequest(r: AnyResource, op: Json): Json {
  const names = personTransitions(r.workflow);
  const withData = transitionsWithData(r.name).filter((n) => names.includes(n));
  const body = jsonOf(transitionBody.omit({ data: true }));
  // one body serves every transition: those that demand a reason are listed (runTransition refuses a missing one)
  const withReason = names.filter((n) => r.workflow!.transitions[n].reason);
  if (withReason.length) {
    op['x-reason-required-by-transition'] = withReason;
    const reason = (body.properties as Json).reason as Json;
    reason.description = `Required, not blank, for ${withReason.join(', ')} (x-reason-required-by-transition): a missing one is refused (400 naming reason).`;
  }
  if (!withData.length) return body;
  const byName = Object.fromEntries(names.map((n) => [n, Object.keys(transitionData(r.name, n, 'doc')?.shape ?? {})]));
  op['x-data-by-transition'] = byName;
  const branches = withData.map((n) => ({ title: `data of ${n}`, 'x-transition': n, ...jsonOf(transitionData(r.name, n, 'doc')!) }));
  body.properties = {
    ...(body.properties as Json),
    data: {
      anyOf: branches,
      description: `What the transition named in the path takes (x-data-by-transition): ${withData
        .map((n) => `${n}: ${byName[n].join(', ')}`)
        .join('; ')}; any other transition takes none (absent or {}). A key the transition does not take is refused (400 naming data.<key>).`,
    },
  };
  return body;
}
