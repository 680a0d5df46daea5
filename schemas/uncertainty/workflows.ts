// An uncertainty record's steps (issue 33 item 1): entered as a draft, signed by its author, approved (signed) or
// returned by a permitted person; the approval of a newer version of the same test item, matrix and range supersedes
// the one it replaces, through its own automatic step — never a person's.
import { defineWorkflow } from '../workflows/machine.ts';

export const uncertaintyRecordWorkflow = defineWorkflow({
  field: 'status',
  initial: 'draft',
  states: ['draft', 'submitted', 'approved', 'superseded'],
  editableIn: ['draft'],
  notEditable: 'error.uncertaintyRecordState',
  transitions: {
    submit: { from: ['draft'], to: 'submitted', perm: 'uncertainty:edit', signature: true },
    approve: { from: ['submitted'], to: 'approved', perm: 'uncertainty:decide', signature: true },
    return: { from: ['submitted'], to: 'draft', perm: 'uncertainty:decide', reason: true },
    supersede: { from: ['approved'], to: 'superseded', perm: 'uncertainty:decide', automatic: { after: 'uncertaintyRecords approve', only: true } },
  },
});
