// The entry grid: a plain HTML table of plain <input>s (no form library: react-admin's inputs top out near 600
// fields, issue #8166; a record has 1,200 and more). Rows are memoised on a signature of what they show, so a
// keystroke re-renders one row, and a record larger than a short sheet renders only the rows in view (GridBody.tsx);
// the keyboard moves like a spreadsheet (arrows at the text's edge, Enter, Tab); a block pasted from Excel
// (tab/newline separated) fills the cells right of and below the caret, rendered or not.
import { useCallback, useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { alpha, useTheme, type Theme } from '@mui/material/styles';
import { parseBlock } from './model.ts';
import { AllRows, VisibleRows, virtualised } from './GridBody.tsx';

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
  /** A second, quieter line under a read-only value (a judgement's decision rule) and its fuller hover text. */
  note?: string;
  title?: string;
  /** An input filled from an instrument file, or typed over after that (src/instruments/Provenance.tsx). */
  mark?: 'imported' | 'changed';
  /** A value given elsewhere (a reference O₂ from the point's standard): shown, never typed here; `note` says where from. */
  locked?: boolean;
}

export interface GridRow {
  /** Everything the row shows, as text: the row re-renders only when this changes. */
  sig: string;
  label: ReactNode;
  cells: GridCell[];
  /** Shown beside the row (QC evaluations). */
  aside?: ReactNode;
}

/** The rows: an array, or a length and a getter, so that a long record builds only the rows it renders. */
export interface GridRows {
  readonly length: number;
  at(index: number): GridRow | undefined;
}

export interface GridProps {
  columns: GridColumn[];
  rows: GridRows;
  labelTitle: string;
  asideTitle?: string;
  readOnly?: boolean;
  onCell(row: number, key: string, value: string): void;
  onBlock(row: number, keys: string[], block: string[][]): void;
  testId?: string;
  maxHeight?: number | string;
  /** Width of the row-label column (px). */
  labelWidth?: number;
}

/** The grid's CSS, made once per theme: MUI's sx would re-process these nested rules on every keystroke. */
function gridCss(theme: Theme): string {
  const { divider, background, text, primary, error } = theme.palette;
  return `
.rr-grid { overflow: auto; border: 1px solid ${divider}; }
.rr-grid table { border-collapse: separate; border-spacing: 0; font-size: 13px; table-layout: fixed; }
.rr-grid th, .rr-grid td { border: 0 solid ${divider}; border-width: 0 1px 1px 0; padding: 1px 4px; vertical-align: top; overflow: clip; text-overflow: ellipsis; }
.rr-grid thead th { position: sticky; top: 0; z-index: 1; background: ${background.paper}; font-weight: 600; line-height: 1.25; }
.rr-grid th small { display: block; font-weight: 400; color: ${text.secondary}; }
.rr-grid td.rr-label { word-break: break-all; }
/* a long sample number may break anywhere; its QC role ("· Matrix spike") wraps as one piece */
.rr-grid td.rr-label small { display: inline-block; white-space: nowrap; }
.rr-grid input.rr-in { width: 100%; box-sizing: border-box; border: none; background: transparent; font: inherit; color: inherit; text-align: right; padding: 3px 2px; }
.rr-grid input.rr-in:focus { outline: 2px solid ${primary.main}; outline-offset: -1px; }
.rr-grid td.rr-ro { text-align: right; background: ${alpha(text.primary, 0.04)}; padding: 3px 6px; white-space: nowrap; }
.rr-grid td.rr-bad { background: ${alpha(error.main, 0.1)}; box-shadow: inset 0 0 0 1px ${error.main}; }
.rr-grid .rr-msg { color: ${error.main}; font-size: 11px; line-height: 1.2; white-space: normal; text-align: left; padding: 0 2px 2px; }
.rr-grid .rr-note { color: ${text.secondary}; font-size: 11px; line-height: 1.2; white-space: normal; }
.rr-grid td.rr-aside { font-size: 12px; }
.rr-grid td.rr-imported input.rr-in { color: ${primary.dark}; }
.rr-grid td.rr-changed { box-shadow: inset 3px 0 0 ${theme.palette.warning.main}; }
/* each cell paints on its own: a keystroke repaints the cells it changed, not all 1,200 (grid bench: 51 → 38 ms median);
   cells clip with overflow: clip, not hidden, which made each of them a scroll container (p95 59 → 41 ms); borders
   are the cells' own (border-collapse: separate), since collapsed borders are the table's to paint (p95 50 → 41 ms) */
.rr-grid td { contain: paint; }
.rr-grid tr.rr-spacer td { padding: 0; border: 0; }
.rr-grid button.rr-btn { border: none; background: transparent; color: ${primary.main}; cursor: pointer; font: inherit; padding: 0 4px; }
`;
}

/** Column widths (px): fixed, so that typing never re-measures the table. */
const WIDTH = { label: 150, input: 96, value: 108, aside: 260 };

const atStart = (el: HTMLInputElement) => el.selectionStart === 0 && (el.selectionEnd === 0 || el.selectionEnd === el.value.length);
const atEnd = (el: HTMLInputElement) => el.selectionEnd === el.value.length && (el.selectionStart === el.value.length || el.selectionStart === 0);

export function Grid({ columns, rows, labelTitle, asideTitle, readOnly, onCell, onBlock, testId, maxHeight = '65vh', labelWidth = WIDTH.label }: GridProps) {
  const root = useRef<HTMLDivElement>(null);
  // the box as state too: the virtualised body needs it once mounted, and a ref is set only after the body's effects
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const setRoot = useCallback((el: HTMLDivElement | null) => {
    root.current = el;
    setScroller(el);
  }, []);
  const scrollTo = useRef<((index: number) => void) | null>(null);
  const editable = useMemo(() => columns.map((c, i) => (c.editable ? i : -1)).filter((i) => i >= 0), [columns]);
  const count = rows.length;

  const focusCell = useCallback(
    (r: number, c: number | undefined): boolean => {
      if (c === undefined || r < 0 || r >= count) return false;
      const find = () => root.current?.querySelector<HTMLInputElement>(`input[data-r="${r}"][data-c="${c}"]`);
      const focus = (el: HTMLInputElement) => {
        el.focus();
        el.select();
      };
      const el = find();
      if (el) focus(el);
      else if (scrollTo.current) {
        // a long record's row out of view (rendered rows reach past the screen, so rarely): scroll, then focus
        scrollTo.current(r);
        let tries = 10;
        const retry = () => {
          const now = find();
          if (now) focus(now);
          else if (--tries > 0) requestAnimationFrame(retry);
        };
        requestAnimationFrame(retry);
      } else return false;
      return true;
    },
    [count],
  );

  const onKeyDown = useCallback(
    (e: KeyboardEvent<HTMLDivElement>) => {
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
    },
    [editable, focusCell],
  );

  const onPaste = useCallback(
    (e: ClipboardEvent<HTMLDivElement>) => {
      const el = e.target as HTMLInputElement;
      if (readOnly || el.tagName !== 'INPUT' || el.dataset.r === undefined) return;
      const block = parseBlock(e.clipboardData.getData('text/plain'));
      if (!block) return; // one value: the input pastes it itself
      e.preventDefault();
      const c = Number(el.dataset.c);
      onBlock(
        Number(el.dataset.r),
        editable.filter((i) => i >= c).map((i) => columns[i].key),
        block,
      );
    },
    [readOnly, editable, columns, onBlock],
  );

  const hasAside = asideTitle !== undefined;
  const theme = useTheme();
  const css = useMemo(() => gridCss(theme), [theme]);
  const widths = useMemo(
    () => [labelWidth, ...columns.map((c) => (c.editable ? WIDTH.input : WIDTH.value)), ...(hasAside ? [WIDTH.aside] : [])],
    [columns, hasAside, labelWidth],
  );
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- delegation: keys and pastes come from the cells' inputs
    <div ref={setRoot} className="rr-grid" style={{ maxHeight }} data-testid={testId} onKeyDown={onKeyDown} onPaste={onPaste}>
      <style>{css}</style>
      <table style={{ width: widths.reduce((a, b) => a + b, 0) }}>
        <colgroup>
          {widths.map((w, i) => (
            <col key={i} style={{ width: w }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th>{labelTitle}</th>
            {columns.map((c) => (
              <th key={c.key} data-col={c.key}>
                {c.title}
                {c.unit ? <small>{c.unit}</small> : null}
              </th>
            ))}
            {hasAside && <th>{asideTitle}</th>}
          </tr>
        </thead>
        <tbody>
          {virtualised(count, editable.length) ? (
            <VisibleRows
              rows={rows}
              scroller={scroller}
              scrollTo={scrollTo}
              span={widths.length}
              columns={columns}
              readOnly={readOnly}
              hasAside={hasAside}
              onCell={onCell}
            />
          ) : (
            <AllRows rows={rows} columns={columns} readOnly={readOnly} hasAside={hasAside} onCell={onCell} />
          )}
        </tbody>
      </table>
    </div>
  );
}
