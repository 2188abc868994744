import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { CSV_LIST_FIELDS, CSV_NUMBER_FIELDS, ImportFile } from '../../../contract/schemas/catalogue-import';

// Reading an import file into records with their row numbers, before any validation: a JSON file
// holds { "records": [...] } (row n is the nth record), a CSV file a header of field names and one
// record a line (row n is line n, as a spreadsheet numbers it; the header is row 1).

export interface RawRecord {
  row: number;
  value: unknown;
}

/** A file that cannot be read as records at all (no row to blame). */
export class ImportFileError extends Error {}

export function readImportText(file: string, text: string): RawRecord[] {
  const extension = path.extname(file).toLowerCase();
  if (extension === '.json') return readJson(text);
  if (extension === '.csv') return readCsv(text);
  throw new ImportFileError(`${file}: the file must be .json or .csv`);
}

function readJson(text: string): RawRecord[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ImportFileError(`not valid JSON (${(error as Error).message})`);
  }
  const file = ImportFile.safeParse(Array.isArray(value) ? { records: value } : value);
  if (!file.success) throw new ImportFileError('a JSON import file holds { "records": [ ... ] }');
  return file.data.records.map((record, index) => ({ row: index + 1, value: record }));
}

function readCsv(text: string): RawRecord[] {
  let rows: Array<{ record: Record<string, string>; info: { lines: number } }>;
  try {
    rows = parse(text, { columns: true, bom: true, info: true, skip_empty_lines: true, trim: true, relax_column_count: false });
  } catch (error) {
    throw new ImportFileError(`not valid CSV (${(error as Error).message})`);
  }
  return rows.map(({ record, info }) => ({ row: info.lines, value: csvRecord(record) }));
}

/** An empty cell is a field left out; lists are split on `|`; numbers are read as numbers. */
function csvRecord(cells: Record<string, string>): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [field, cell] of Object.entries(cells)) {
    if (cell === '') continue;
    if (CSV_LIST_FIELDS.has(field))
      record[field] = cell
        .split('|')
        .map((part) => part.trim())
        .filter(Boolean);
    else if (CSV_NUMBER_FIELDS.has(field) && /^-?\d+(\.\d+)?$/.test(cell)) record[field] = Number(cell);
    else record[field] = cell;
  }
  return record;
}
