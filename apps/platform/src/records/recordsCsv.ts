import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { pipeline, Readable } from 'node:stream';

/** One column of an export: its header in each language and its cell. */
export interface CsvColumn<Row> {
  en: string;
  ar: string;
  cell: (row: Row) => string | number;
}

/** Rows read per query while an export streams: keyset pages, so memory stays flat whatever the size. */
export const exportBatch = 1000;

/**
 * Minor units as a number of major units: a number cell is written with 2 decimals (`cast`) and, being a
 * number, a negative one is not taken for a formula.
 */
export const csvMoney = (minor: number) => minor / 100;

/**
 * Streams `rows` as a CSV file named `fileName`: a UTF-8 BOM (spreadsheets then read Arabic right), the
 * headers in the member's language, and cells that start like a formula escaped (csv-stringify's
 * `escape_formulas`, so a game's or a reference's text never runs in a spreadsheet).
 */
export function sendCsv<Row>(
  reply: FastifyReply,
  fileName: string,
  columns: CsvColumn<Row>[],
  language: 'ar' | 'en',
  rows: AsyncIterable<Row>,
) {
  const csv = stringify({
    bom: true,
    escape_formulas: true,
    cast: { number: (value) => value.toFixed(2) },
    header: true,
    columns: columns.map((column) => column[language]),
  });
  async function* cells() {
    for await (const row of rows) yield columns.map((column) => column.cell(row));
  }
  return (
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      // A read failing half-way ends the download cut short (the browser reports it), never a file that
      // looks complete.
      .send(
        pipeline(Readable.from(cells()), csv, (error) => error && reply.log.warn({ error }, 'export cut')),
      )
  );
}

/** Every row of a keyset-paged read, batch after batch, each batch starting after the last row read. */
export async function* allPages<Row extends { id: string }>(
  read: (cursor: string | undefined, limit: number) => Promise<Row[]>,
): AsyncIterable<Row> {
  let cursor: string | undefined;
  for (;;) {
    const rows = await read(cursor, exportBatch);
    yield* rows;
    if (rows.length < exportBatch) return;
    cursor = (rows.at(-1) as Row).id;
  }
}
