// When a prepared solution may be named by a raw record (schemas/reagents/uses.ts `solutionBlock`, the rule both the
// record's picker and the server's save apply): approved, not used up, not withdrawn, not expired on the analysis day,
// and already made on it.
import { describe, expect, it } from 'vitest';
import { solutionBlock } from '../../schemas/reagents/uses.ts';

const approved = { status: 'approved', preparedOn: '2026-11-20', expiresOn: '2026-11-27' };

describe('solutionBlock', () => {
  it('takes an approved solution on any day from its preparation to its expiry, both included', () => {
    for (const day of ['2026-11-20', '2026-11-24', '2026-11-27']) expect(solutionBlock(approved, day)).toBeNull();
  });
  it('refuses it the day after its expiry, and before the day it was made', () => {
    expect(solutionBlock(approved, '2026-11-28')).toBe('expired');
    expect(solutionBlock(approved, '2026-11-19')).toBe('notYetPrepared');
  });
  it('refuses by status first: withdrawn, used up or discarded, not approved', () => {
    expect(solutionBlock({ ...approved, status: 'withdrawn' }, '2026-11-24')).toBe('withdrawn');
    expect(solutionBlock({ ...approved, status: 'used_up' }, '2026-11-24')).toBe('usedUp');
    expect(solutionBlock({ ...approved, status: 'discarded' }, '2026-11-24')).toBe('usedUp');
    expect(solutionBlock({ ...approved, status: 'prepared' }, '2026-11-24')).toBe('notApproved');
  });
});
