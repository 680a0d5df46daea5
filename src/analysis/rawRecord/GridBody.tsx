// The grid's rows. A record of up to VIRTUAL_FROM rows and VIRTUAL_INPUTS inputs renders every row: a sheet's rows
// all in the DOM, where the e2e tests and the browser's own find and Tab reach each cell. A larger record (an
// instrument run of 500 samples × 25 analytes is 12,500 rows; a sheet of 100 samples × 12 inputs) renders only the
// rows in view plus a margin (@tanstack/react-virtual), between two spacer rows that keep the scrollbar and the
// sticky header as for the whole table: 12,500 rows of inputs took seconds to mount and every keystroke laid out all
// of them, and Chromium re-layers every <input> on the page at each keystroke's frame (a static page of 1,200 inputs:
// 34 ms of its "Layerize" per keystroke, 480 inputs: 15 ms), so a sheet of 1,200 inputs missed the 50 ms keystroke
// target however little React did. Rows are memoised on a signature of what they show.
import { memo, useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { GridColumn, GridRow, GridRows } from './Grid.tsx';

/** Above this many rows, or this many inputs in all, only the rows on screen are rendered. */
export const VIRTUAL_FROM = 200;
export const VIRTUAL_INPUTS = 480;
export const virtualised = (rows: number, inputsPerRow: number) => rows > VIRTUAL_FROM || rows * inputsPerRow > VIRTUAL_INPUTS;
/** A row's height before it is measured (px): one line of inputs and a provenance line under the sample. */
const ROW_ESTIMATE = 40;
/** Rows rendered beyond the visible ones on each side: an arrow key or Enter lands on a rendered row (past them the
 * Grid scrolls, then focuses). Six, not twelve: each row of a wide sheet is 25 more inputs to re-layer per keystroke. */
const OVERSCAN = 6;

export interface BodyProps {
  rows: GridRows;
  columns: GridColumn[];
  readOnly?: boolean;
  hasAside: boolean;
  onCell(row: number, key: string, value: string): void;
}

interface RowProps extends Omit<BodyProps, 'rows'> {
  index: number;
  row: GridRow;
  measure?: (el: HTMLTableRowElement | null) => void;
}

const Row = memo(
  function Row({ index, row, columns, readOnly, hasAside, onCell, measure }: RowProps) {
    return (
      <tr data-row={index} data-index={index} ref={measure}>
        <td className="rr-label">{row.label}</td>
        {columns.map((col, c) => {
          const cell = row.cells[c] ?? { value: '' };
          const bad = cell.error ? ' rr-bad' : '';
          if (!col.editable) {
            return (
              <td key={col.key} className={`rr-ro${bad}`} data-value={`${index}.${col.key}`} title={cell.title}>
                {cell.value}
                {cell.note && (
                  <div className="rr-note" data-note={`${index}.${col.key}`}>
                    {cell.note}
                  </div>
                )}
                {cell.error && <div className="rr-msg">{cell.error}</div>}
              </td>
            );
          }
          return (
            <td
              key={col.key}
              className={`${bad}${cell.mark ? ` rr-${cell.mark}` : ''}`.trim() || undefined}
              data-mark={cell.mark}
              title={cell.mark ? cell.title : undefined}
            >
              <input
                className="rr-in"
                type="text"
                inputMode="decimal"
                autoComplete="off"
                spellCheck={false}
                data-r={index}
                data-c={c}
                data-cell={`${index}.${col.key}`}
                aria-label={`${col.title} ${index + 1}`}
                aria-invalid={cell.error ? true : undefined}
                title={cell.error}
                disabled={readOnly || cell.locked}
                data-locked={cell.locked ? true : undefined}
                value={cell.value}
                onChange={(e) => onCell(index, col.key, e.target.value)}
              />
              {cell.note && (
                <div className="rr-note" data-note={`${index}.${col.key}`}>
                  {cell.note}
                </div>
              )}
              {cell.error && (
                <div className="rr-msg" data-error={`${index}.${col.key}`}>
                  {cell.error}
                </div>
              )}
            </td>
          );
        })}
        {hasAside && <td className="rr-aside">{row.aside}</td>}
      </tr>
    );
  },
  (a, b) =>
    a.row.sig === b.row.sig &&
    a.columns === b.columns &&
    a.readOnly === b.readOnly &&
    a.index === b.index &&
    a.onCell === b.onCell &&
    a.hasAside === b.hasAside &&
    a.measure === b.measure,
);

/** Every row (a sheet). */
export function AllRows({ rows, ...rest }: BodyProps) {
  const out = [];
  for (let i = 0; i < rows.length; i++) out.push(<Row key={i} index={i} row={rows.at(i)!} {...rest} />);
  return <>{out}</>;
}

interface VisibleProps {
  /** The scrolling box (state, not a ref: its ref is attached after this component's layout effects run). */
  scroller: HTMLElement | null;
  span: number;
  /** Set to a function that brings a row that is not rendered into view (the Grid's keyboard, then focuses it). */
  scrollTo: RefObject<((index: number) => void) | null>;
}

/** The rows in view of `scroller` (a long record); `span` is the number of columns, for the spacer rows. */
export function VisibleRows({ rows, scroller, span, scrollTo, ...rest }: BodyProps & VisibleProps) {
  // the sticky header sits above the first row inside the scroller: the rows start below it, and a row scrolled to
  // by the keyboard must land below it, not under it
  const [head, setHead] = useState(0);
  useLayoutEffect(() => setHead(scroller?.querySelector('thead')?.getBoundingClientRect().height ?? 0), [scroller]);
  const v = useVirtualizer<HTMLElement, HTMLTableRowElement>({
    count: rows.length,
    getScrollElement: () => scroller,
    estimateSize: () => ROW_ESTIMATE,
    overscan: OVERSCAN,
    scrollMargin: head,
    scrollPaddingStart: head,
  });
  useEffect(() => {
    scrollTo.current = (index) => v.scrollToIndex(index);
    return () => {
      scrollTo.current = null;
    };
  }, [v, scrollTo]);
  const items = v.getVirtualItems();
  // item positions count from the scroller's top (scrollMargin included); the total size from the first row
  const top = items.length ? items[0].start - head : 0;
  const bottom = items.length ? v.getTotalSize() - (items[items.length - 1].end - head) : 0;
  return (
    <>
      {top > 0 && (
        <tr aria-hidden="true" className="rr-spacer" style={{ height: top }}>
          <td colSpan={span} />
        </tr>
      )}
      {items.map((it) => (
        <Row key={it.key} index={it.index} row={rows.at(it.index)!} measure={v.measureElement} {...rest} />
      ))}
      {bottom > 0 && (
        <tr aria-hidden="true" className="rr-spacer" style={{ height: bottom }}>
          <td colSpan={span} />
        </tr>
      )}
    </>
  );
}
