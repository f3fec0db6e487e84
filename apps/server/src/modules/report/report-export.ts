import type { PassThrough } from 'node:stream';
import { reportLineCells, type TLanguage, type TReportColumn, type TReportLine } from '@app/contracts';
import { streamSheet } from '../../lib/excel.ts';

/**
 * A report's export as a streamed .xlsx: the column titles, then each batch of lines (rows in their columns'
 * formats, the groups' subtotal lines, the grand total) as the report page shows them, waiting for the compressor
 * and the reader between batches.
 */
export async function reportWorkbook(
  title: string,
  columns: readonly TReportColumn[],
  batches: AsyncIterable<TReportLine[]>,
  lang: TLanguage,
  onError: (e: unknown) => void,
): Promise<PassThrough> {
  return streamSheet(
    {
      sheet: title,
      columns: columns.map((c) => ({ header: c.title, width: Math.max(8, Math.round(c.width / 7)) })),
      onError,
    },
    async ({ ws, drain }) => {
      for await (const lines of batches) {
        for (const line of lines) ws.addRow(reportLineCells(line, columns, lang)).commit();
        await drain();
      }
    },
  );
}
