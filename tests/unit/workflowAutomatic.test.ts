// A cascade's step is declared in its machine (issue 36 item 3): an automatic-only step is never offered to a person,
// and a signed automatic step must say whose signature it carries.
import { describe, it, expect } from 'vitest';
import { allowedTransitions, canTake, defineWorkflow, personTransitions } from '../../schemas/workflows/machine.ts';
import { qcWorkflow, reportWorkflow } from '../../schemas/workflows/lab.ts';

describe('automatic workflow steps', () => {
  it('refuses a signed automatic step that does not say whose signature it carries', () => {
    const machine = (automatic: { after: string; signature?: 'causer' | 'none' }) =>
      defineWorkflow({
        field: 'status',
        initial: 'a',
        states: ['a', 'b'],
        transitions: { go: { from: ['a'], to: 'b', perm: 'x', signature: true, automatic } },
      });
    expect(() => machine({ after: 'elsewhere' })).toThrow(/whose signature/);
    expect(() => machine({ after: 'elsewhere', signature: 'causer' })).not.toThrow();
    expect(reportWorkflow.transitions.withdraw.automatic?.signature).toBe('causer');
  });

  it('never offers an automatic-only step to a person, while its machine still allows it from its states', () => {
    expect(allowedTransitions(qcWorkflow, 'passed', () => true)).not.toContain('reopen');
    expect(personTransitions(qcWorkflow)).not.toContain('reopen');
    expect(personTransitions(qcWorkflow)).toContain('pass');
    expect(canTake(qcWorkflow, 'reopen', { status: 'passed' })).toBe(true);
    expect(canTake(qcWorkflow, 'reopen', { status: 'planned' })).toBe(false);
    expect(canTake(qcWorkflow, 'nonsense', { status: 'passed' })).toBe(false);
  });
});
