import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { AnyResource } from '../../schemas/core/resource.ts';
import { fieldLabel } from '../i18n/labels.ts';
import type { Lang } from '../http/messages.ts';

/** The list's visible columns, headed in the user's language. */
export async function exportXlsx(reply: FastifyReply, r: AnyResource, rows: Record<string, unknown>[], lang: Lang) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(r.name);
  const cols = r.fieldList.filter((f) => f.list && !f.hidden);
  ws.columns = [{ header: 'ID', key: 'id', width: 8 }, ...cols.map((f) => ({ header: fieldLabel(r.name, f.name, lang), key: f.name, width: 18 }))];
  for (const row of rows) {
    ws.addRow(Object.fromEntries([['id', row.id], ...cols.map((f) => [f.name, cell(row[f.name])])]));
  }
  ws.getRow(1).font = { bold: true };
  const buf = await wb.xlsx.writeBuffer();
  const name = `${r.name}-${new Date().toISOString().slice(0, 10)}.xlsx`;
  return reply
    .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('Content-Disposition', `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .send(Buffer.from(buf));
}

function cell(v: unknown): string | number | boolean | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'object') return JSON.stringify(v);
  return v as string | number | boolean;
}
