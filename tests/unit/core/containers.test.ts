// A sampling's items go into one bottle per container and preservative (HJ 493, by the catalogue's rule per item).
import { describe, expect, it } from 'vitest';
import { containersOf, preservativeKey } from '../../../schemas/catalogue/containers.ts';

const catalogue = [
  { id: 1, container: 'pe', preservative: '—' }, // pH
  { id: 2, container: 'pe', preservative: 'H2SO4 至 pH≤2' }, // ammonia nitrogen
  { id: 3, container: 'pe', preservative: 'HNO3 至 pH≤2' }, // lead
  { id: 4, container: 'glass', preservative: 'H2SO4 至 pH≤2' }, // COD
  { id: 5, container: 'pe', preservative: '' }, // suspended solids: no preservative, like pH
  { id: 6, container: 'pe', preservative: 'H2SO4  至 pH≤2 ' }, // spacing is no other preservative
];

describe('containersOf', () => {
  it('splits ammonia (H2SO4) from lead (HNO3), and the same acid in another container', () => {
    expect(containersOf([2, 3, 4], catalogue)).toEqual([
      { container: 'pe', preservative: 'H2SO4 至 pH≤2', parameterIds: [2] },
      { container: 'pe', preservative: 'HNO3 至 pH≤2', parameterIds: [3] },
      { container: 'glass', preservative: 'H2SO4 至 pH≤2', parameterIds: [4] },
    ]);
  });

  it('keeps items of one container and preservative in one bottle, in the order listed', () => {
    expect(containersOf([5, 2, 1, 6], catalogue)).toEqual([
      { container: 'pe', preservative: undefined, parameterIds: [5, 1] },
      { container: 'pe', preservative: 'H2SO4 至 pH≤2', parameterIds: [2, 6] },
    ]);
  });

  it('reads —, - and 无 as no preservative, and puts an item the catalogue lacks in an unpreserved bottle of its own kind', () => {
    expect(['—', '-', '无', '  ', null].map(preservativeKey)).toEqual(['', '', '', '', '']);
    expect(containersOf([99], catalogue)).toEqual([{ container: undefined, preservative: undefined, parameterIds: [99] }]);
  });
});
