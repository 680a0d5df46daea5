// The entry grid: a plain HTML table of plain <input>s (no form library: react-admin's inputs top out near 600
// fields, issue #8166; a record has 1,200 and more). Rows are memoised on a signature of what they show, so a
// keystroke re-renders one row; the keyboard moves like a spreadsheet (arrows at the text's edge, Enter, Tab);
// a block pasted from Excel (tab/newline separated) fills the cells right of and below the caret.
import { memo, useCallback, useMemo, useRef, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import { parseBlock } from './model.ts';

export interface GridColumn {
  key: string;
  title: string;
  unit?: string;
  editable: boolean;
}

export interface GridCell {
  value: string;
  /** Localised message: the cell is marked and the message shown in it. */
  error?: string;
}

export interface GridRow {
  /** Everything the row shows, as text: the row re-renders only when this changes. */
  sig: string;
  label: ReactNode;
  cells: GridCell[];
  /** Shown beside the row (QC evaluations). */
  aside?: ReactNode;
}

export interface GridProps {
  columns: GridColumn[];
  rows: GridRow[];
  labelTitle: string;
  asideTitle?: string;
  readOnly?: boolean;
  onCell(row: number, key: string, value: string): void;
  onBlock(row: number, keys: string[], block: string[][]): void;
  testId?: string;
  maxHeight?: number | string;
}

const sx = (theme: Theme) => ({
  overflow: 'auto',
  border: `1px solid ${theme.palette.divider}`,
  '& table': { borderCollapse: 'collapse', fontSize: 13, minWidth: '100%' },
  '& th, & td': { border: `1px solid ${theme.palette.divider}`, padding: '1px 4px', verticalAlign: 'top' },
  '& thead th': { position: 'sticky', top: 0, zIndex: 1, background: theme.palette.background.paper, fontWeight: 600, whiteSpace: 'nowrap' },
  '& th small': { display: 'block', fontWeight: 400, color: theme.palette.text.secondary },
  '& td.rr-label': { whiteSpace: 'nowrap' },
  '& input.rr-in': {
    width: 84, border: 'none', background: 'transparent', font: 'inherit', color: 'inherit', textAlign: 'right', padding: '3px 2px',
    '&:focus': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -1 },
    '&:disabled': { color: theme.palette.text.primary },
  },
  '& td.rr-ro': { textAlign: 'right', background: alpha(theme.palette.text.primary, 0.04), padding: '3px 6px', whiteSpace: 'nowrap' },
  '& td.rr-bad': { background: alpha(theme.palette.error.main, 0.1), boxShadow: `inset 0 0 0 1px ${theme.palette.error.main}` },
  '& .rr-msg': { color: theme.palette.error.main, fontSize: 11, lineHeight: 1.2, maxWidth: 150, whiteSpace: 'normal', textAlign: 'left', padding: '0 2px 2px' },
  '& td.rr-aside': { fontSize: 12, minWidth: 160 },
});

interface RowProps {
  index: number;
  row: GridRow;
  columns: GridColumn[];
  readOnly?: boolean;
  hasAside: boolean;
  onCell: GridProps['onCell'];
}

const Row = memo(function Row({ index, row, columns, readOnly, hasAside, onCell }: RowProps) {
  return (
    <tr data-row={index}>
      <td className="rr-label">{row.label}</td>
      {columns.map((col, c) => {
        const cell = row.cells[c] ?? { value: '' };
        const bad = cell.error ? ' rr-bad' : '';
        if (!col.editable) {
          return (
            <td key={col.key} className={`rr-ro${bad}`} data-value={`${index}.${col.key}`}>
              {cell.value}
              {cell.error && <div className="rr-msg">{cell.error}</div>}
            </td>
          );
        }
        return (
          <td key={col.key} className={bad.trim()}>
            <input className="rr-in" type="text" inputMode="decimal" autoComplete="off" spellCheck={false}
              data-r={index} data-c={c} data-cell={`${index}.${col.key}`} aria-label={`${col.title} ${index + 1}`}
              aria-invalid={cell.error ? true : undefined} title={cell.error} disabled={readOnly} value={cell.value}
              onChange={(e) => onCell(index, col.key, e.target.value)} />
            {cell.error && <div className="rr-msg" data-error={`${index}.${col.key}`}>{cell.error}</div>}
          </td>
        );
      })}
      {hasAside && <td className="rr-aside">{row.aside}</td>}
    </tr>
  );
}, (a, b) => a.row.sig === b.row.sig && a.columns === b.columns && a.readOnly === b.readOnly && a.index === b.index && a.onCell === b.onCell && a.hasAside === b.hasAside);

const atStart = (el: HTMLInputElement) => el.selectionStart === 0 && (el.selectionEnd === 0 || el.selectionEnd === el.value.length);
const atEnd = (el: HTMLInputElement) => el.selectionEnd === el.value.length && (el.selectionStart === el.value.length || el.selectionStart === 0);

export function Grid({ columns, rows, labelTitle, asideTitle, readOnly, onCell, onBlock, testId, maxHeight = '65vh' }: GridProps) {
  const root = useRef<HTMLDivElement>(null);
  const editable = useMemo(() => columns.map((c, i) => (c.editable ? i : -1)).filter((i) => i >= 0), [columns]);

  const focusCell = useCallback((r: number, c: number | undefined): boolean => {
    if (c === undefined) return false;
    const el = root.current?.querySelector<HTMLInputElement>(`input[data-r="${r}"][data-c="${c}"]`);
    if (!el) return false;
    el.focus();
    el.select();
    return true;
  }, []);

  const onKeyDown = useCallback((e: KeyboardEvent<HTMLDivElement>) => {
    const el = e.target as HTMLInputElement;
    if (el.tagName !== 'INPUT' || el.dataset.r === undefined || e.altKey || e.ctrlKey || e.metaKey) return;
    const r = Number(el.dataset.r);
    const c = Number(el.dataset.c);
    const at = editable.indexOf(c);
    let moved = false;
    if (e.key === 'ArrowUp') moved = focusCell(r - 1, c);
    else if (e.key === 'ArrowDown') moved = focusCell(r + 1, c);
    else if (e.key === 'Enter') moved = focusCell(e.shiftKey ? r - 1 : r + 1, c);
    else if (e.key === 'ArrowLeft' && atStart(el)) moved = focusCell(r, editable[at - 1]);
    else if (e.key === 'ArrowRight' && atEnd(el)) moved = focusCell(r, editable[at + 1]);
    if (moved) e.preventDefault();
  }, [editable, focusCell]);

  const onPaste = useCallback((e: ClipboardEvent<HTMLDivElement>) => {
    const el = e.target as HTMLInputElement;
    if (readOnly || el.tagName !== 'INPUT' || el.dataset.r === undefined) return;
    const block = parseBlock(e.clipboardData.getData('text/plain'));
    if (!block) return; // one value: the input pastes it itself
    e.preventDefault();
    const c = Number(el.dataset.c);
    onBlock(Number(el.dataset.r), editable.filter((i) => i >= c).map((i) => columns[i].key), block);
  }, [readOnly, editable, columns, onBlock]);

  const hasAside = asideTitle !== undefined;
  return (
    <Box ref={root} sx={sx} style={{ maxHeight }} data-testid={testId} onKeyDown={onKeyDown} onPaste={onPaste}>
      <table>
        <thead>
          <tr>
            <th>{labelTitle}</th>
            {columns.map((c) => <th key={c.key} data-col={c.key}>{c.title}{c.unit ? <small>{c.unit}</small> : null}</th>)}
            {hasAside && <th>{asideTitle}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => <Row key={i} index={i} row={row} columns={columns} readOnly={readOnly} hasAside={hasAside} onCell={onCell} />)}
        </tbody>
      </table>
    </Box>
  );
}
