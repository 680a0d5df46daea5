// Typing over a value that came from an instrument file needs a reason (issue 20: "a manual change to an imported
// value asks for a reason and is shown as changed"). The editor's dispatch is wrapped: a cell or pasted block that
// would change an imported input without a reason yet is held, the reason dialog asks, and only then is the edit
// applied. The reasons travel with every draft save (add_cgorder `reasons`, keyed "rows.<i>.<input>"), where the
// server keeps them beside the file's value; each later change of a changed cell needs its own reason, as there.
import { useCallback, useMemo, useRef, useState, type Dispatch } from 'react';
import type { Action } from '../analysis/rawRecord/model.ts';
import type { RecordInput } from '../../schemas/templates/types.ts';
import type { CellSource, SourcedRow } from '../dataProvider/client/index.ts';

export interface HeldEdit {
  action: Extract<Action, { type: 'cell' | 'block' }>;
  /** the first imported cell it touches: named in the dialog */
  row: number;
  key: string;
  value: string;
  source: CellSource;
  /** every imported cell the edit changes, "rows.<i>.<key>" */
  cells: string[];
}

export const reasonKey = (row: number, key: string) => `rows.${row}.${key}`;

/** The imported cells an edit changes that still need a reason. */
function needingReason(record: RecordInput, a: HeldEdit['action'], reasons: Record<string, string>) {
  const cells: Array<{ row: number; key: string; value: string; source: CellSource }> = [];
  const check = (row: number, key: string, value: string) => {
    const source = (record.rows[row] as SourcedRow | undefined)?.sources?.[key];
    if (!source || reasons[reasonKey(row, key)] || value === record.rows[row].inputs[key]) return;
    cells.push({ row, key, value, source });
  };
  if (a.type === 'cell') check(a.row, a.key, a.value);
  else
    a.block.forEach((line, i) =>
      line.forEach((v, j) => {
        if (j < a.keys.length && record.rows[a.row + i]) check(a.row + i, a.keys[j], v);
      }),
    );
  return cells;
}

export function useImportGuard(record: RecordInput, dispatch: Dispatch<Action>) {
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [held, setHeld] = useState<HeldEdit | null>(null);
  // read through a ref: a dispatch that changed with every keystroke would re-render every grid row (Grid memoises on it)
  const now = useRef({ record, reasons });
  now.current = { record, reasons };
  const guarded = useCallback<Dispatch<Action>>(
    (a) => {
      if (a.type !== 'cell' && a.type !== 'block') return dispatch(a);
      const cells = needingReason(now.current.record, a, now.current.reasons);
      if (!cells.length) return dispatch(a);
      setHeld({ action: a, ...cells[0], cells: cells.map((c) => reasonKey(c.row, c.key)) });
    },
    [dispatch],
  );
  const confirm = useCallback(
    (value: string, reason: string) => {
      if (!held) return;
      setReasons((r) => ({ ...r, ...Object.fromEntries(held.cells.map((k) => [k, reason])) }));
      // a single cell takes the value as corrected in the dialog; a pasted block goes in as pasted
      dispatch(held.action.type === 'cell' ? { ...held.action, value } : held.action);
      setHeld(null);
    },
    [held, dispatch],
  );
  const cancel = useCallback(() => setHeld(null), []);
  return useMemo(() => ({ dispatch: guarded, reasons, held, confirm, cancel }), [guarded, reasons, held, confirm, cancel]);
}
