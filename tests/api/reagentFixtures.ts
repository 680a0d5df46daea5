// A CRM chain for the reagent tests (issue 34), written through the one write path (crud insert, the states and
// server-computed fields as system fields, as the demo seed writes later states): a GBW ammonia-nitrogen CRM and an
// accepted lot with its certificate, a stock solution made from it and a working solution from the stock (both
// approved), and one solution per reason a record refuses one: expired, used up, not approved, withdrawn, and one
// prepared for another test item. The dates agree with what the preparation hooks compute (preparedOn + shelf life).
import type { FastifyInstance } from 'fastify';
import { inUnit, insert, type Row } from '../../server/workflow/store.ts';
import { seedContext } from '../../server/seed/insert.ts';
import { multipart, type TestApp } from './harness.ts';

/** a one-page PDF: a certificate as the lab scanned it */
export const CERTIFICATE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

/** Attaches a certificate to a lot awaiting acceptance, as the lot's page does (a CRM lot is accepted on it). */
export async function attachCertificate(t: TestApp, lotId: number, token: string, content: Buffer = CERTIFICATE_PDF) {
  const m = multipart({ file: { filename: 'c.pdf', content, contentType: 'application/pdf' }, filename: `certificate-${lotId}.pdf` });
  const res = await t.app.inject({
    method: 'POST',
    url: `/admin/api/v1/materialLots/${lotId}/certificate`,
    headers: { ...m.headers, authorization: `Bearer ${token}` },
    payload: m.payload,
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

const dayOffset = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

export interface ReagentChain {
  materialId: number;
  lotId: number;
  lotNo: string;
  stockId: number;
  workingId: number;
  expiredId: number;
  usedUpId: number;
  preparedId: number;
  withdrawnId: number;
  otherItemId: number;
  /** the solutions' numbers by key */
  no: Record<string, string>;
}

let n = 0;

/**
 * `tag` keeps numbers unique when a file builds more than one chain; `params` by code (W-NH3N, W-COD);
 * `certificateFile`: a stored file's URL (an e2e uploads a real PDF), else a name no file has.
 */
export async function reagentChain(app: FastifyInstance, params: Record<string, number>, tag = '', certificateFile?: string): Promise<ReagentChain> {
  const k = `${tag}${++n}`;
  return inUnit(seedContext(app.lims), async (u) => {
    const material = await insert(u, 'materials', {
      code: `CRM-NH3N-${k}`,
      name: `氨氮标准溶液 ${k}`,
      kind: 'crm',
      referenceNo: 'GBW(E)081549',
      producer: '生态环境部标准样品研究所',
      parameterIds: [params['W-NH3N']],
      minStock: 0,
    });
    const lot = await insert(
      u,
      'materialLots',
      {
        lotNo: `B${k}-2311`,
        materialId: material.id,
        certificateNo: `CERT-${k}`,
        certifiedValue: '500',
        certifiedU: '5',
        certifiedK: '2',
        certifiedUnit: 'mg/L',
        receivedOn: dayOffset(-60),
        expiresOn: dayOffset(300),
        containers: 2,
      },
      // the certificate comes through the upload (the field is read-only to a client): a system field here
      { status: 'accepted', certificateFile: certificateFile ?? `/admin/api/v1/files/cert-${k}.pdf` },
    );
    const solution = async (key: string, data: Row, status: string, expiresIn = 20): Promise<Row> =>
      insert(
        u,
        'solutions',
        {
          name: '氨氮标准使用液',
          parameterId: params['W-NH3N'],
          level: 'working',
          finalVolume: '100',
          unit: 'mg/L',
          preparedOn: dayOffset(expiresIn - 30),
          shelfLifeDays: 30,
          ...data,
        },
        { solutionNo: `SOL-${k}-${key}`, status, expiresOn: dayOffset(expiresIn), preparedBy: 'analyst' },
      );
    // the stock is made first (40 days ago, kept 60 days): every solution made from it is prepared after it
    const stock = await solution(
      'stock',
      { name: '氨氮标准储备液', level: 'stock', preparedOn: dayOffset(-40), shelfLifeDays: 60, parents: [{ lotId: lot.id, amount: '10', amountUnit: 'mL' }] },
      'approved',
    );
    const fromStock = [{ solutionId: stock.id, amount: '1', amountUnit: 'mL' }];
    const working = await solution('working', { parents: fromStock }, 'approved', 10);
    const expired = await solution('expired', { parents: fromStock }, 'approved', -2);
    const usedUp = await solution('usedup', { parents: fromStock }, 'used_up');
    const prepared = await solution('prepared', { parents: fromStock }, 'prepared');
    const withdrawn = await solution('withdrawn', { parents: fromStock }, 'withdrawn');
    const otherItem = await solution('cod', { name: 'COD 标准使用液', parameterId: params['W-COD'], parents: fromStock }, 'approved');
    const all = { stock, working, expired, usedUp, prepared, withdrawn, otherItem };
    return {
      materialId: Number(material.id),
      lotId: Number(lot.id),
      lotNo: String(lot.lotNo),
      stockId: Number(stock.id),
      workingId: Number(working.id),
      expiredId: Number(expired.id),
      usedUpId: Number(usedUp.id),
      preparedId: Number(prepared.id),
      withdrawnId: Number(withdrawn.id),
      otherItemId: Number(otherItem.id),
      no: Object.fromEntries(Object.entries(all).map(([key, s]) => [key, String(s.solutionNo)])),
    };
  });
}
