// The system area's feature routes: the operation log's hash chain, personal notices, the server logs, the code
// generator, the dictionaries the UI caches, the demo pages' routes and the server's API reference.
import type { z } from 'zod';
import { BASE, request, type BinaryAnswer } from '../http.ts';
import type { codegenBody, FieldSpec } from '../../../schemas/system/codegen.ts';
import type { DemoMessage } from '../../../schemas/demo/messages.ts';

/** GET /adminLogs/verify: the hash chain of the operation log checked from its first entry */
export interface ChainCheck {
  ok: boolean;
  checked: number;
  brokenAt?: number;
  reason?: string;
}
export const adminLogs = { verifyChain: () => request<ChainCheck>({ url: 'api/v1/adminLogs/verify' }) };

/** A notice as the signed-in person's list shows it */
export interface MyNoticeItem {
  id: number;
  title: string;
  level: string;
  publishedAt: string;
  isRead: boolean;
}

export const notices = {
  /** the signed-in person's notices, newest first; `isRead` '0'/'1' filters (none: all); `silent` for the bell */
  myPage: (params: { pageNum: number; pageSize: number; isRead?: '0' | '1' }, silent = false) =>
    request<{ list: MyNoticeItem[]; total: number; unreadCount: number }>({ url: 'api/v1/notices/my-page', params, silent }),
  /** one notice with its content; reading it marks it read */
  detail: (id: number) => request<MyNoticeItem & { content: string }>({ url: `api/v1/notices/${id}/detail` }),
  /** marks every notice of the signed-in person read; `silent` where a failure need not interrupt (the bell) */
  readAll: (silent = false) => request({ url: 'api/v1/notices/read-all', method: 'PUT', silent }),
  /** a Word document's text as the editor's HTML (sanitised like a stored notice) */
  importDocx: (file: File) =>
    request<{ html: string }>({ url: 'api/v1/notices/import-docx', method: 'POST', multipart: true, data: { file, filename: file.name } }),
};

/** A file of the server's LOG_DIR */
export interface LogFile {
  name: string;
  size: number;
  modifiedAt: string;
}
/** A page of a log file's lines by byte offset (server/system/logs.ts) */
export interface LogPage {
  lines: string[];
  offset: number;
  nextOffset: number | null;
  prevOffset: number | null;
  size: number;
}
export const logs = {
  files: () => request<LogFile[]>({ url: 'api/v1/logs/files' }),
  /** `tail` for the last lines, or `offset` to page; `limit` lines at most */
  page: (name: string, params: { limit: number; tail?: boolean; offset?: number | null }) =>
    request<LogPage>({ url: `api/v1/logs/files/${encodeURIComponent(name)}`, params }),
};

/** A field of a resource the code generator writes, as a table's columns are read into */
export type CodegenField = FieldSpec;
/** What the generator is asked for: the resource's names, the table it reads (if any) and the fields */
export type CodegenRequest = z.input<typeof codegenBody>;
export interface GeneratedFile {
  path: string;
  content: string;
}
export const codegen = {
  tables: () => request<string[]>({ url: 'api/v1/codegen/tables' }),
  columns: (table: string) => request<{ fields: CodegenField[] }>({ url: `api/v1/codegen/tables/${table}/columns` }),
  preview: (body: CodegenRequest) => request<GeneratedFile[]>({ url: 'api/v1/codegen/preview', method: 'POST', data: body, silent: true }),
  /** the same files as a zip */
  download: (body: CodegenRequest) => request<BinaryAnswer>({ url: 'api/v1/codegen/download', method: 'POST', data: body, silent: true }),
};

/** A dictionary item as GET /dict/list answers it (the UI's cache, src/dict) */
export interface DictItem {
  value: string;
  label: string;
  labelEn?: string;
  tagType?: 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info';
}
export interface Dict {
  dictCode: string;
  name: string;
  dictDataList: DictItem[];
}
export const dictionaries = { all: () => request<Dict[]>({ url: 'api/v1/dict/list', silent: true }) };

export const demo = {
  /** the WebSocket demo: the server publishes the text to the destination */
  sendMessage: (message: DemoMessage) => request({ url: 'api/v1/demo/messages', method: 'POST', data: message }),
  /** the rich-text demo: what the server keeps of the HTML after sanitising it */
  sanitize: (html: string) => request<{ html: string }>({ url: 'api/v1/demo/sanitize', method: 'POST', data: { html } }),
};

/** The server's API reference (Swagger UI) and its OpenAPI document: the navbar's and the manual's links, the API page. */
export const apiDocs = {
  page: `${BASE}api-docs`,
  json: `${BASE}api-docs/openapi.json`,
  /** GET /admin/api-docs/openapi.json: the document as served (no envelope) */
  document: <D>() => fetch(`${BASE}api-docs/openapi.json`).then((r) => r.json() as Promise<D>),
};
