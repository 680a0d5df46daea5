// The steps of the reagent capability (issue 34): a received lot is accepted (验收) before use or rejected, and can be
// recalled (a faulty CRM lot); a prepared solution is signed by whoever prepared it, approved (signed) by a permitted
// person before it may be used, and ends used up or discarded — or withdrawn, automatically, when a lot it was made
// from (directly or through its parents) is recalled. Containers are opened, emptied or discarded by a person.
import { defineWorkflow } from '../workflows/machine.ts';

export const materialLotWorkflow = defineWorkflow({
  field: 'status',
  initial: 'received',
  states: ['received', 'accepted', 'rejected', 'recalled'],
  editableIn: ['received'],
  notEditable: 'error.materialLotState',
  transitions: {
    accept: { from: ['received'], to: 'accepted', perm: 'reagent:decide', signature: true },
    reject: { from: ['received'], to: 'rejected', perm: 'reagent:decide', reason: true },
    recall: { from: ['accepted'], to: 'recalled', perm: 'reagent:decide', reason: true },
  },
});

export const materialContainerWorkflow = defineWorkflow({
  field: 'status',
  initial: 'unopened',
  states: ['unopened', 'opened', 'empty', 'discarded'],
  editableIn: ['unopened', 'opened'],
  notEditable: 'error.materialContainerState',
  transitions: {
    open: { from: ['unopened'], to: 'opened', perm: 'reagent:prepare' },
    finish: { from: ['opened'], to: 'empty', perm: 'reagent:prepare' },
    discard: { from: ['unopened', 'opened'], to: 'discarded', perm: 'reagent:edit', reason: true },
  },
});

export const solutionWorkflow = defineWorkflow({
  field: 'status',
  initial: 'draft',
  states: ['draft', 'prepared', 'approved', 'used_up', 'discarded', 'withdrawn'],
  editableIn: ['draft'],
  notEditable: 'error.solutionState',
  transitions: {
    submit: { from: ['draft'], to: 'prepared', perm: 'reagent:prepare', signature: true },
    approve: { from: ['prepared'], to: 'approved', perm: 'reagent:decide', signature: true },
    return: { from: ['prepared'], to: 'draft', perm: 'reagent:decide', reason: true },
    finish: { from: ['approved'], to: 'used_up', perm: 'reagent:prepare' },
    discard: { from: ['draft', 'prepared', 'approved'], to: 'discarded', perm: 'reagent:prepare', reason: true },
    withdraw: { from: ['prepared', 'approved'], to: 'withdrawn', perm: 'reagent:decide', automatic: { after: 'materialLots recall', only: true } },
  },
});
