// The raw record's solution pickers (issue 34 item 3): the solutions this record cannot use on its analysis day are
// greyed out with the server's reason in the reader's language, a usable one is chosen per use, and the analysis day
// is the header's date only within the sheet's time (assigned → today), as the server takes it.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { i18nProvider } from '../../src/i18n/index.ts';
import { SolutionsPanel, recordDay, solutionChoices, usesOf, type SolutionOption } from '../../src/analysis/rawRecord/SolutionsPanel.tsx';

const list: SolutionOption[] = [
  { id: 1, solutionNo: 'S-OK', name: '氨氮标准使用液', status: 'approved', expiresOn: '2026-12-31', parameterId: 11 },
  { id: 2, solutionNo: 'S-OLD', name: '氨氮标准使用液', status: 'approved', expiresOn: '2026-11-01', parameterId: 11 },
  { id: 3, solutionNo: 'S-DONE', name: '氨氮标准使用液', status: 'used_up', expiresOn: '2026-12-31', parameterId: 11 },
  { id: 4, solutionNo: 'S-NEW', name: '氨氮标准使用液', status: 'prepared', expiresOn: '2026-12-31', parameterId: 11 },
  { id: 5, solutionNo: 'S-RECALL', name: '氨氮标准使用液', status: 'withdrawn', expiresOn: '2026-12-31', parameterId: 11 },
  { id: 6, solutionNo: 'S-COD', name: 'COD 标准使用液', status: 'approved', expiresOn: '2026-12-31', parameterId: 12 },
  { id: 7, solutionNo: 'S-DRAFT', name: '草稿', status: 'draft', expiresOn: null, parameterId: 11 },
];

function mount(dispatch = vi.fn()) {
  const solutions = solutionChoices(list, [11], '2026-11-20');
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <SolutionsPanel uses={usesOf(true)} chosen={[]} solutions={solutions} dispatch={dispatch} />
      </AdminContext>
    </MemoryRouter>,
  );
  return dispatch;
}

describe("a raw record's solution pickers", () => {
  it('grey out what the record cannot use with the reason, and choose a usable one per use', async () => {
    const dispatch = mount();
    fireEvent.mouseDown(within(screen.getByTestId('solution-select-curve')).getByRole('combobox'));
    const option = (no: string) => document.querySelector(`[role="option"][data-solution="${no}"]`) as HTMLElement;
    await screen.findByText('S-OK 氨氮标准使用液');
    expect(option('S-OK').getAttribute('aria-disabled')).not.toBe('true');
    const reasons: Array<[string, string]> = [
      ['S-OLD', '已过有效期'],
      ['S-DONE', '已用完或废弃'],
      ['S-NEW', '未经批准'],
      ['S-RECALL', '来源批次已召回'],
      ['S-COD', '为其他检测项目配制'],
    ];
    for (const [no, why] of reasons) {
      expect(option(no).getAttribute('aria-disabled')).toBe('true');
      expect(option(no).textContent).toContain(why);
    }
    // a draft is no solution yet: not offered at all
    expect(option('S-DRAFT')).toBeNull();
    fireEvent.click(option('S-OK'));
    expect(dispatch).toHaveBeenCalledWith({ type: 'solutions', uses: [{ use: 'curve', solutionId: 1 }] });
  });

  it('take the analysis day from the header only within the sheet’s time, and offer the curve only where the template fits one', () => {
    expect(recordDay('2026-11-18', '2026-11-17', '2026-11-20')).toBe('2026-11-18');
    // before the sheet was given out, after today, or not a date: today
    expect(recordDay('2026-11-01', '2026-11-17', '2026-11-20')).toBe('2026-11-20');
    expect(recordDay('2026-11-21', '2026-11-17', '2026-11-20')).toBe('2026-11-20');
    expect(recordDay('18/11/2026', undefined, '2026-11-20')).toBe('2026-11-20');
    // the expired solution was still valid on an earlier analysis day
    expect(solutionChoices(list, [11], '2026-10-30').find((s) => s.solutionNo === 'S-OLD')!.block).toBeUndefined();
    expect(usesOf(false)).toEqual(['spike', 'ccv']);
  });
});
