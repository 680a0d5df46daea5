// The control chart's phases and the corrective action's signed close (issue 31).
import { defineWorkflow } from '../workflows/machine.ts';

/**
 * A chart's phases: collecting points (establishing), then in use with frozen limits. Limits change only by a step
 * that names its reason (re-established on purpose: the yearly review, a new lot), never by the newest points.
 * The step's data is `limitsRequest` (schemas/controlCharts/charts.ts); its hook writes the new limits version.
 */
export const controlChartWorkflow = defineWorkflow({
  field: 'status',
  initial: 'establishing',
  states: ['establishing', 'in_use', 'retired'],
  editableIn: ['establishing', 'in_use'],
  notEditable: 'error.chartState',
  transitions: {
    establish: { from: ['establishing'], to: 'in_use', perm: 'qcchart:edit', reason: true },
    reestablish: { from: ['in_use'], to: 'in_use', perm: 'qcchart:edit', reason: true },
    retire: { from: ['establishing', 'in_use'], to: 'retired', perm: 'qcchart:edit', reason: true },
  },
});

/** A corrective action is opened by the server on a reject and closed by QA, signed, with its data (`correctiveClose`). */
export const correctiveActionWorkflow = defineWorkflow({
  field: 'status',
  initial: 'open',
  states: ['open', 'closed'],
  editableIn: [],
  notEditable: 'error.correctiveActionState',
  transitions: {
    close: { from: ['open'], to: 'closed', perm: 'qcchart:decide', signature: true },
  },
});
