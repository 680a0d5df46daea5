// The lab day's state machines: orders, task sheets, analysis sheets, QC sheets and reports (server-guarded, buttons derived).
import { defineWorkflow } from './machine.ts';

/** The lab's workflows: each table row below is one state machine. */
export const orderWorkflow = defineWorkflow({
  field: 'status',
  initial: 'draft',
  states: ['draft', 'submitted', 'accepted', 'rejected', 'in_progress', 'reported', 'closed', 'cancelled'],
  // only a draft changes in place; later changes go through review (DOMAIN: accept needs a review record)
  editableIn: ['draft'],
  notEditable: 'error.orderNotDraft',
  transitions: {
    submit: { from: ['draft'], to: 'submitted', perm: 'order:submit' },
    accept: { from: ['submitted'], to: 'accepted', perm: 'order:review' },
    reject: { from: ['submitted'], to: 'rejected', perm: 'order:review', reason: true },
    // the first task made from the order starts it (server/business/tasks.ts createTaskFromOrder)
    start: { from: ['accepted'], to: 'in_progress', perm: 'task:add', automatic: { after: 'tasks create_from_order' } },
    // issuing a report of the order marks it reported (server/reports/reports.ts afterTransition)
    report: { from: ['in_progress'], to: 'reported', perm: 'report:issue', automatic: { after: 'reports issue' } },
    close: { from: ['reported'], to: 'closed', perm: 'order:close' },
    cancel: { from: ['draft', 'submitted', 'accepted'], to: 'cancelled', perm: 'order:cancel', reason: true },
  },
});

export const taskWorkflow = defineWorkflow({
  field: 'status',
  initial: 'issued',
  states: ['issued', 'sampling', 'received', 'in_analysis', 'analysed', 'closed'],
  // the plan changes only before the samples are received: samples, QC and analysis sheets are made from it
  editableIn: ['issued', 'sampling'],
  notEditable: 'error.taskNotEditable',
  transitions: {
    // recording the first sampling starts it (server/business/tasks.ts /admin/task/sampling)
    startSampling: { from: ['issued'], to: 'sampling', perm: 'task:sample', automatic: { after: 'task sampling' } },
    receive: { from: ['issued', 'sampling'], to: 'received', perm: 'sample:receive' },
    startAnalysis: { from: ['received'], to: 'in_analysis', perm: 'analysis:assign' },
    // the last analysis sheet locked completes it (server/analysis/sheets.ts afterTransition)
    finishAnalysis: { from: ['in_analysis'], to: 'analysed', perm: 'analysis:review', automatic: { after: 'analysisSheets lock' } },
    close: { from: ['analysed'], to: 'closed', perm: 'task:close' },
  },
});

export const analysisWorkflow = defineWorkflow({
  field: 'status',
  initial: 'pending',
  states: ['pending', 'issued', 'received', 'in_entry', 'submitted', 'checked', 'reviewed', 'locked'],
  transitions: {
    issue: { from: ['pending'], to: 'issued', perm: 'analysis:assign' },
    reassign: { from: ['issued', 'received', 'in_entry'], to: 'issued', perm: 'analysis:assign' },
    confirm: { from: ['issued'], to: 'received', perm: 'analysis:entry', onlyBy: 'analystId' },
    // the analyst's first saved draft starts the entry (server/analysis/records.ts saveDraft)
    startEntry: { from: ['received'], to: 'in_entry', perm: 'analysis:entry', onlyBy: 'analystId', automatic: { after: 'raw record draft' } },
    submit: { from: ['received', 'in_entry'], to: 'submitted', perm: 'analysis:entry', signature: true, onlyBy: 'analystId' },
    check: { from: ['submitted'], to: 'checked', perm: 'analysis:check', signature: true, notBy: ['analystId'] },
    review: { from: ['checked'], to: 'reviewed', perm: 'analysis:review', signature: true, notBy: ['analystId', 'checkerId'] },
    // also taken by QA's signed re-analysis decision on a failed QC (server/business/qcDecisions.ts); unsigned as here
    return: {
      from: ['submitted', 'checked', 'reviewed'],
      to: 'in_entry',
      perm: 'analysis:return',
      reason: true,
      automatic: { after: 'qcSheets reanalyse' },
    },
    // a locked record is final (changed only by a new version): signed like the other levels
    lock: { from: ['reviewed'], to: 'locked', perm: 'analysis:review', signature: true },
  },
});

export const qcWorkflow = defineWorkflow({
  field: 'status',
  initial: 'planned',
  states: ['planned', 'executed', 'passed', 'failed', 'accepted'],
  editableIn: ['planned'],
  notEditable: 'error.qcState',
  transitions: {
    // the evaluation (server/business/qc.ts evaluateQcSheet) executes a planned sheet and gives the verdict
    execute: { from: ['planned'], to: 'executed', perm: 'qc:edit', automatic: { after: 'qc evaluate' } },
    pass: { from: ['executed'], to: 'passed', perm: 'qc:evaluate', automatic: { after: 'qc evaluate' } },
    fail: { from: ['executed'], to: 'failed', perm: 'qc:evaluate', automatic: { after: 'qc evaluate' } },
    accept: { from: ['passed'], to: 'accepted', perm: 'qc:evaluate' },
    // a failed QC opens a nonconformity; QA decides it, signed: release the results with a justification (the
    // report marks them), or have them re-analysed (the QC is judged again on the new results)
    acceptNonConformance: { from: ['failed'], to: 'accepted', perm: 'qc:evaluate', reason: true, signature: true },
    reanalyse: { from: ['failed'], to: 'executed', perm: 'qc:evaluate', reason: true, signature: true },
    // a verdict holds only for the results it judged: a covered sheet re-submitted with changed results re-opens it
    // (server/business/qc.ts reopenCovering); never a person's step
    reopen: {
      from: ['passed', 'failed', 'accepted'],
      to: 'executed',
      perm: 'qc:evaluate',
      reason: true,
      automatic: { after: 'analysisSheets submit', only: true },
    },
  },
});

export const reportWorkflow = defineWorkflow({
  field: 'status',
  initial: 'drafting',
  states: ['drafting', 'in_review', 'reviewed', 'approved', 'issued', 'archived', 'withdrawn'],
  // an issued report is never edited: only a draft changes in place; later changes make an amendment
  editableIn: ['drafting'],
  notEditable: 'error.reportFrozen',
  transitions: {
    submit: { from: ['drafting'], to: 'in_review', perm: 'report:edit' },
    review: { from: ['in_review'], to: 'reviewed', perm: 'report:review', signature: true, notBy: ['preparedBy'] },
    approve: { from: ['reviewed'], to: 'approved', perm: 'report:approve', signature: true, notBy: ['preparedBy', 'reviewedBy'] },
    return: { from: ['in_review', 'reviewed', 'approved'], to: 'drafting', perm: 'report:review', reason: true },
    // the signatory (who does not review) sends back what they would not approve or issue, with the reason
    sendBack: { from: ['reviewed', 'approved'], to: 'drafting', perm: 'report:approve', reason: true, unlessAllowed: 'return' },
    issue: { from: ['approved'], to: 'issued', perm: 'report:issue', signature: true },
    // an amended report replaces the old one, which is withdrawn, never edited (server/reports/reports.ts)
    // issuing an amendment withdraws the report it replaces: signed with the signature the signatory gave the issue
    withdraw: {
      from: ['issued', 'archived'],
      to: 'withdrawn',
      perm: 'report:approve',
      reason: true,
      signature: true,
      automatic: { after: 'reports issue of its amendment', signature: 'causer' },
    },
    archive: { from: ['issued'], to: 'archived', perm: 'report:archive', confirm: true },
  },
});
