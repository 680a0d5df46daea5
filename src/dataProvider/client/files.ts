// Stored files and spreadsheets: uploads (a purpose decides who may read them back), reading a stored file with the
// session token (an <img> cannot send it), the files a record keeps by its own routes, and the Excel import every
// data-management list shares.
import { request, type BinaryAnswer } from '../http.ts';

/** A stored file as POST /files answers it */
export interface StoredFile {
  url: string;
  name: string;
  size: number;
  mime: string;
}
/** what a file is for: 'upload' (the owner's), 'notice' (a notice's image, read by its readers), 'avatar' */
export type FilePurpose = 'upload' | 'notice' | 'avatar';

export const files = {
  /** `silent`: the screen says what went wrong itself (else the HTTP client toasts it) */
  upload: (file: Blob, purpose: FilePurpose, filename = file instanceof File ? file.name : 'file', silent = true) =>
    request<StoredFile>({ url: 'api/v1/files', method: 'POST', multipart: true, params: { purpose }, data: { file, filename }, silent }),
  /** the bytes of a stored file, by its URL (/admin/api/v1/files/…) */
  read: (src: string) => request<BinaryAnswer>({ url: src.replace(/^\/admin\//, ''), silent: true }),
};

/** Files attached to a record by their own routes (multipart). */
export const attachments = {
  calibrationCertificate: (calibrationId: number, file: File) =>
    request({ url: `api/v1/equipmentCalibrations/${calibrationId}/certificate`, method: 'POST', multipart: true, data: { file, filename: file.name } }),
  employeeSignature: (employeeId: number, file: File) =>
    request({ url: `api/v1/employees/${employeeId}/signature`, method: 'POST', multipart: true, data: { file } }),
};

/** A refused row of an import */
export interface RowError {
  row: number;
  column: string;
  field: string;
  message: string;
}
/** What an import did, or would do (preview) */
export interface ImportResult {
  mode: 'preview' | 'commit';
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  errorCount: number;
  errors: RowError[];
  warnings: string[];
  rows: Array<{ row: number; key: string; action: 'create' | 'update' | 'unchanged'; changes: string[] }>;
}

export const spreadsheets = {
  /** `base` is 'device', 'samplingbasis', 'testparms' or 'api/v1/users'; `preview` checks without writing */
  import: (base: string, file: File, preview: boolean, params: Record<string, unknown> = {}) =>
    request<ImportResult>({
      url: `${base}/import`,
      method: 'POST',
      multipart: true,
      silent: true,
      params: { ...params, ...(preview ? { preview: 'true' } : {}) },
      data: { file },
    }),
};
