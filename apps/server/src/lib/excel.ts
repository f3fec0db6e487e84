import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import type * as TExcelJS from 'exceljs';

/** ExcelJS, imported on the first Excel import or export rather than at start (idle memory, issue 6). */
export async function loadExcel(): Promise<typeof TExcelJS> {
  const m = (await import('exceljs')) as typeof TExcelJS & { default?: typeof TExcelJS };
  return m.default ?? m;
}

/** A stream as ExcelJS's zip library builds them: readable-stream 2, whose state is not on the public API. */
type TLegacyWritable = Writable & { _writableState?: { needDrain?: boolean } };

/**
 * Waits until the compressor behind a streamed worksheet has taken what it was given. ExcelJS writes the sheet's
 * XML into its deflate stream without heeding back-pressure, so a producer faster than deflate (a quick database)
 * would otherwise queue the whole file in memory. The deflate streams are the sheet stream's pipes; they come
 * from readable-stream 2, which has no `writableNeedDrain`, so its state is read where that version keeps it.
 */
export async function drained(ws: object): Promise<void> {
  const pipes = (ws as unknown as { stream?: { pipes?: TLegacyWritable[] } }).stream?.pipes ?? [];
  for (const p of pipes) {
    if (p.writableNeedDrain ?? p._writableState?.needDrain) await once(p, 'drain');
  }
}

/** What a streamed sheet's writer gets: the worksheet, and a wait for the compressor and the reader to catch up. */
interface TSheetWriter {
  ws: TExcelJS.Worksheet;
  /** Back-pressure: await between batches so memory stays flat whatever the row count. */
  drain: () => Promise<void>;
}

/**
 * A one-sheet .xlsx streamed as it is written: `write` adds and commits the rows (awaiting `drain` between
 * batches); the answer is the output stream, returned at once. A failure while writing is told to `onError` and
 * ends the stream with it.
 */
export async function streamSheet(
  o: {
    sheet: string;
    columns: Partial<TExcelJS.Column>[];
    useStyles?: boolean;
    onError: (e: unknown) => void;
  },
  write: (w: TSheetWriter) => Promise<void>,
): Promise<PassThrough> {
  const ExcelJS = await loadExcel();
  const out = new PassThrough();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: o.useStyles ?? false,
    useSharedStrings: false,
  });
  const ws = wb.addWorksheet(o.sheet.slice(0, 31) || 'Sheet1');
  ws.columns = o.columns;
  const drain = async (): Promise<void> => {
    await drained(ws);
    if (out.writableNeedDrain) await once(out, 'drain');
  };
  void (async () => {
    await write({ ws, drain });
    ws.commit();
    await wb.commit();
  })().catch((err: unknown) => {
    o.onError(err);
    out.destroy(err as Error);
  });
  return out;
}
