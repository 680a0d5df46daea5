// The instrument import's calls (contract: schemas/instruments/contract.ts, routes in server/instruments): preview a
// file against a sheet (multipart, the file staged on the server by its SHA-256), commit the previewed import with
// the analyst's assignments and discards, list the instrument's watched folder, download an original file.
import type { CommitRequest, PreviewAnswer, CellSource } from '../../../schemas/instruments/contract.ts';
import type { ColumnMapping } from '../../../schemas/instruments/mapping.ts';
import type { RecordRow } from '../../../schemas/templates/types.ts';
import { request } from '../http.ts';
import { download } from '../download.ts';

export type { PreviewAnswer, CellSource };
export type Target = PreviewAnswer['targets'][number];

/** A raw-record row as show_cgorder sends it: each imported input with the file and line it came from. */
export type SourcedRow = RecordRow & { sources?: Record<string, CellSource> };

/** What is read: a file chosen on this computer or one in the instrument's watched folder; how: detection, a saved mapping or an unsaved one. */
export interface PreviewInput {
  equipmentId: number;
  file?: File;
  inboxName?: string;
  mappingId?: number;
  mapping?: ColumnMapping;
}

export function previewImport(sheetId: number, p: PreviewInput, signal?: AbortSignal): Promise<PreviewAnswer> {
  // the fields before the file: a streaming multipart reader sees them before the bytes; the file with its own name
  const data = new FormData();
  data.append('equipmentId', String(p.equipmentId));
  if (p.inboxName) data.append('inboxName', p.inboxName);
  if (p.mappingId) data.append('mappingId', String(p.mappingId));
  if (p.mapping) data.append('mapping', JSON.stringify(p.mapping));
  if (p.file) {
    data.append('fileName', p.file.name);
    data.append('file', p.file, p.file.name);
  }
  return request<PreviewAnswer>({ url: `analysis/${sheetId}/instrument-import/preview`, method: 'POST', multipart: true, silent: true, data, signal });
}

export function commitImport(sheetId: number, body: CommitRequest): Promise<unknown> {
  return request({ url: `analysis/${sheetId}/instrument-import`, method: 'POST', silent: true, data: body });
}

export interface InboxFile {
  name: string;
  size: number;
  modifiedAt: string;
}

export function listInbox(equipmentId: number): Promise<InboxFile[]> {
  return request<InboxFile[]>({ url: 'analysis/instrument-inbox', params: { equipmentId }, silent: true });
}

/** The original bytes as stored, saved under the file's own name. */
export const downloadOriginal = (sha256: string, fileName: string) => download(`analysis/instrument-files/${sha256}/download`, {}, fileName);

/** The column names on a spreadsheet's header row, read on the server (the browser reads only delimited text). */
export function fileColumns(sheetId: number, file: File, headerRow: number, signal?: AbortSignal): Promise<{ columns: string[]; lines: number }> {
  const data = new FormData();
  data.append('headerRow', String(headerRow));
  data.append('file', file, file.name);
  return request<{ columns: string[]; lines: number }>({
    url: `analysis/${sheetId}/instrument-import/columns`,
    method: 'POST',
    multipart: true,
    silent: true,
    data,
    signal,
  });
}
