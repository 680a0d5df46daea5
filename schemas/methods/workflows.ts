// The method capability's steps (issue 32): a method standard's editions, a scope line's life, a verification study's
// signed submission and approval, a person's authorisation, and the corrective action a bad proficiency-test result asks.
import { defineWorkflow } from '../workflows/machine.ts';

/** A method standard in the lab's catalogue: current, then superseded by a new edition or withdrawn (each with a reason). */
export const methodStandardWorkflow = defineWorkflow({
  field: 'status',
  initial: 'current',
  states: ['current', 'superseded', 'withdrawn'],
  editableIn: ['current', 'superseded'],
  notEditable: 'error.methodStandardState',
  transitions: {
    supersede: { from: ['current'], to: 'superseded', perm: 'method:edit', reason: true },
    withdraw: { from: ['current', 'superseded'], to: 'withdrawn', perm: 'method:edit', reason: true },
  },
});

/**
 * A line of the accredited scope (能力附表): verifying while the lab proves the method, verified when its study is
 * approved, in scope once the certificate lists it, suspended (e.g. its standard superseded, its people not
 * authorised) and reinstated, or withdrawn for good. Each step after the first names its reason.
 */
export const scopeLineWorkflow = defineWorkflow({
  field: 'status',
  initial: 'verifying',
  states: ['verifying', 'verified', 'in_scope', 'suspended', 'withdrawn'],
  editableIn: ['verifying', 'verified', 'in_scope', 'suspended'],
  notEditable: 'error.scopeLineState',
  transitions: {
    verify: { from: ['verifying'], to: 'verified', perm: 'method:decide', reason: true },
    admit: { from: ['verified'], to: 'in_scope', perm: 'method:decide', reason: true },
    suspend: { from: ['in_scope'], to: 'suspended', perm: 'method:decide', reason: true },
    reinstate: { from: ['suspended'], to: 'in_scope', perm: 'method:decide', reason: true },
    withdraw: { from: ['verifying', 'verified', 'in_scope', 'suspended'], to: 'withdrawn', perm: 'method:decide', reason: true },
  },
});

/** An HJ 168 verification: entered as a draft, signed by its verifier, approved (signed) or returned by the approver. */
export const methodVerificationWorkflow = defineWorkflow({
  field: 'status',
  initial: 'draft',
  states: ['draft', 'submitted', 'approved'],
  editableIn: ['draft'],
  notEditable: 'error.methodVerificationState',
  transitions: {
    submit: { from: ['draft'], to: 'submitted', perm: 'method:edit', signature: true },
    approve: { from: ['submitted'], to: 'approved', perm: 'method:decide', signature: true },
    return: { from: ['submitted'], to: 'draft', perm: 'method:decide', reason: true },
  },
});

/**
 * 上岗授权: a draft until a permitted person grants it, signed; suspended (by hand, or by an unsatisfactory
 * proficiency-test result until its corrective action is signed) and reinstated; revoked for good.
 */
export const staffAuthorisationWorkflow = defineWorkflow({
  field: 'status',
  initial: 'draft',
  states: ['draft', 'granted', 'suspended', 'revoked'],
  editableIn: ['draft'],
  notEditable: 'error.staffAuthorisationState',
  transitions: {
    grant: { from: ['draft'], to: 'granted', perm: 'staffauth:grant', signature: true },
    suspend: { from: ['granted'], to: 'suspended', perm: 'staffauth:grant', reason: true },
    reinstate: { from: ['suspended'], to: 'granted', perm: 'staffauth:grant', signature: true },
    revoke: { from: ['draft', 'granted', 'suspended'], to: 'revoked', perm: 'staffauth:grant', reason: true },
    // the proficiency-test result's own steps carry these: never a person's
    ptSuspend: { from: ['granted'], to: 'suspended', perm: 'staffauth:edit', automatic: { after: 'ptResults raise', only: true } },
    ptReinstate: {
      from: ['suspended'],
      to: 'granted',
      perm: 'staffauth:grant',
      signature: true,
      automatic: { after: 'ptResults close', only: true, signature: 'causer' },
    },
  },
});

/**
 * A proficiency-testing result: recorded; an unsatisfactory one (|z| ≥ 3) asks for a corrective action
 * (the server's `raise` step, which suspends the person's authorisations for the method) that a permitted person
 * closes, signed, with cause and action (`ptCloseRequest`), reinstating what it suspended.
 */
export const ptResultWorkflow = defineWorkflow({
  field: 'status',
  initial: 'recorded',
  states: ['recorded', 'action_required', 'action_closed'],
  editableIn: ['recorded'],
  notEditable: 'error.ptResultState',
  transitions: {
    raise: { from: ['recorded'], to: 'action_required', perm: 'staffauth:edit', automatic: { after: 'ptResults create', only: true } },
    close: { from: ['action_required'], to: 'action_closed', perm: 'staffauth:grant', signature: true },
  },
});
