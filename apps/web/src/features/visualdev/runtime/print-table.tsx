import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { TRecordRow } from './runtime-api.ts';
import './runtime-print.css';

/** One printed column: its title and each row's shown text. */
interface TPrintColumn {
  key: string;
  title: string;
  text: (row: TRecordRow) => string;
}

/** The rows as printed: group rows followed by their rows. */
function flatRows(rows: readonly TRecordRow[]): { row: TRecordRow; isGroup: boolean }[] {
  return rows.flatMap((r) =>
    r.top === true && Array.isArray(r.children)
      ? [{ row: r, isGroup: true }, ...(r.children as TRecordRow[]).map((c) => ({ row: c, isGroup: false }))]
      : [{ row: r, isGroup: false }],
  );
}

/**
 * The current list as a plain table that only the printer sees (window.print prints it alone): the shown columns
 * and rows, groups as their heading rows.
 */
export function PrintTable(props: {
  title: string;
  columns: readonly TPrintColumn[];
  rows: readonly TRecordRow[];
}): ReactNode {
  return createPortal(
    <div className="runtime-print" aria-hidden>
      <h2>{props.title}</h2>
      <table>
        <thead>
          <tr>
            {props.columns.map((c) => (
              <th key={c.key}>{c.title}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {flatRows(props.rows).map(({ row, isGroup }) => (
            <tr key={row.id} className={isGroup ? 'runtime-print-group' : undefined}>
              {props.columns.map((c) => (
                <td key={c.key}>{isGroup && row[c.key] === undefined ? '' : c.text(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>,
    document.body,
  );
}
