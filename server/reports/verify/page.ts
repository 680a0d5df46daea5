// The public verification page (/verify/{code}): plain server-rendered HTML, no script (the app's policy forbids
// inline scripts, and a form post works in any browser a client holds), in zh-CN or English.
import type { Lang } from '../../http/messages.ts';

const zh = {
  title: '检测报告核验',
  code: '验证码',
  reportNo: '报告编号',
  issuedAt: '签发日期',
  lab: '检测机构',
  status: '状态',
  valid: '有效：本报告由本机构签发，未被替代。',
  withdrawn: '已作废：本报告已被更正报告替代。',
  replacedBy: '替代报告',
  replacedLink: '核验替代报告',
  noReport: '没有与此验证码对应的已签发报告。请核对报告上的验证码。',
  upload: '上传报告 PDF 核对是否与签发文件一致',
  check: '核对',
  choose: '选择 PDF 文件',
  noneChosen: '未选择文件',
  chosen: '已选择文件',
  match: '一致：上传的文件与签发时记录的文件完全相同（SHA-256 相同）。',
  mismatch: '不一致：上传的文件与签发的报告不是同一文件，内容可能已被改动。请以本机构签发的文件为准。',
  noFile: '请选择一个 PDF 文件。',
  hashOf: '上传文件 SHA-256',
  hashIssued: '签发文件 SHA-256',
  results: '检测结果',
  sample: '样品编号',
  point: '采样点位',
  parameter: '检测项目',
  result: '检测结果',
  unit: '单位',
  tooMany: '请求过于频繁，请 {seconds} 秒后再试。',
  lang: 'English',
  note: '本页只显示报告的编号、日期与机构，不显示检测结果，除非检测机构开放。',
};
const en: Record<keyof typeof zh, string> = {
  title: 'Test report verification',
  code: 'Verification code',
  reportNo: 'Report no.',
  issuedAt: 'Issued on',
  lab: 'Laboratory',
  status: 'Status',
  valid: 'Valid: this report was issued by the laboratory and has not been replaced.',
  withdrawn: 'Withdrawn: this report was replaced by an amended report.',
  replacedBy: 'Replaced by',
  replacedLink: 'verify the replacing report',
  noReport: 'No issued report has this verification code. Please check the code printed on the report.',
  upload: 'Upload the report PDF to check that it is the file as issued',
  check: 'Check',
  choose: 'Choose PDF file',
  noneChosen: 'No file chosen',
  chosen: 'File chosen',
  match: 'Match: the uploaded file is exactly the file recorded at issue (same SHA-256).',
  mismatch: 'No match: the uploaded file is not the report as issued; its content may have been altered. Only the file issued by the laboratory counts.',
  noFile: 'Please choose a PDF file.',
  hashOf: 'SHA-256 of the uploaded file',
  hashIssued: 'SHA-256 of the issued file',
  results: 'Results',
  sample: 'Sample no.',
  point: 'Sampling point',
  parameter: 'Parameter',
  result: 'Result',
  unit: 'Unit',
  tooMany: 'Too many requests; please try again in {seconds} s.',
  lang: '中文',
  note: 'This page shows the report number, date and laboratory; no result values unless the laboratory publishes them.',
};
export const verifyMessages: Record<Lang, Record<keyof typeof zh, string>> = { 'zh-CN': zh, en };

export interface VerifyView {
  code: string;
  lang: Lang;
  report?: {
    reportNo: string;
    issuedAt: string;
    lab: string;
    withdrawn: boolean;
    replacedBy?: { reportNo: string; code?: string };
    rows?: Array<{ sampleNo: string; point: string; parameter: string; result: string; unit: string }>;
  };
  check?: { matches: boolean; uploaded: string; issued: string } | 'noFile';
  tooManySeconds?: number;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function verifyPage(v: VerifyView): string {
  const m = verifyMessages[v.lang];
  const other = v.lang === 'en' ? 'zh-CN' : 'en';
  const self = `/verify/${encodeURIComponent(v.code)}`;
  const parts: string[] = [];
  if (v.tooManySeconds !== undefined) parts.push(`<p class="bad" data-testid="too-many">${esc(m.tooMany.replace('{seconds}', String(v.tooManySeconds)))}</p>`);
  else if (!v.report) parts.push(`<p class="bad" data-testid="no-report">${esc(m.noReport)}</p>`);
  else {
    const r = v.report;
    const row = (k: string, val: string, id: string) => `<tr><th>${esc(k)}</th><td data-testid="${id}">${val}</td></tr>`;
    parts.push(
      '<table class="info">',
      row(m.reportNo, esc(r.reportNo), 'report-no'),
      row(m.issuedAt, esc(r.issuedAt), 'issued-at'),
      row(m.lab, esc(r.lab), 'lab'),
      row(m.status, `<span class="${r.withdrawn ? 'bad' : 'ok'}">${esc(r.withdrawn ? m.withdrawn : m.valid)}</span>`, 'status'),
      ...(r.replacedBy
        ? [
            row(
              m.replacedBy,
              `${esc(r.replacedBy.reportNo)}${r.replacedBy.code ? ` (<a href="/verify/${esc(r.replacedBy.code)}?lang=${v.lang}">${esc(m.replacedLink)}</a>)` : ''}`,
              'replaced-by',
            ),
          ]
        : []),
      '</table>',
    );
    if (v.check === 'noFile') parts.push(`<p class="bad" data-testid="check">${esc(m.noFile)}</p>`);
    else if (v.check) {
      parts.push(
        `<p class="${v.check.matches ? 'ok' : 'bad'}" data-testid="check" data-match="${v.check.matches}">${esc(v.check.matches ? m.match : m.mismatch)}</p>`,
        `<p class="hash">${esc(m.hashOf)}: <code>${esc(v.check.uploaded)}</code><br>${esc(m.hashIssued)}: <code>${esc(v.check.issued)}</code></p>`,
      );
    }
    // the file picker in the page's language: a native file input's button and "no file" text are drawn by the
    // browser in the browser's language, so the input is hidden visually (still in the tab order and the
    // accessibility tree, named by its label) and the label is the button. With no script (the policy forbids it)
    // the page cannot show the file's name; CSS says whether one is chosen (`required` makes the input :valid once
    // a file is picked; `novalidate` keeps the browser's own-language validation bubble away: the server answers
    // "choose a file" itself)
    parts.push(
      `<form method="post" action="${self}?lang=${v.lang}" enctype="multipart/form-data" novalidate>`,
      `<p id="upload-hint">${esc(m.upload)}</p>`,
      '<input type="file" id="pdf" name="pdf" accept="application/pdf,.pdf" required class="sr-only" aria-describedby="upload-hint" data-testid="pdf">',
      `<label for="pdf" class="picker" data-testid="pdf-label">${esc(m.choose)}</label> `,
      `<span class="none" data-testid="pdf-none">${esc(m.noneChosen)}</span><span class="chosen" data-testid="pdf-chosen">${esc(m.chosen)}</span> `,
      `<button type="submit" data-testid="check-button">${esc(m.check)}</button></form>`,
    );
    if (r.rows?.length) {
      parts.push(
        `<h2>${esc(m.results)}</h2><table class="rows"><tr>${[m.sample, m.point, m.parameter, m.result, m.unit].map((h) => `<th>${esc(h)}</th>`).join('')}</tr>`,
        ...r.rows.map((x) => `<tr>${[x.sampleNo, x.point, x.parameter, x.result, x.unit].map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`),
        '</table>',
      );
    } else parts.push(`<p class="note">${esc(m.note)}</p>`);
  }
  return `<!doctype html><html lang="${v.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(m.title)}</title><meta name="robots" content="noindex">
<style>body{font-family:system-ui,"Noto Sans SC",sans-serif;max-width:760px;margin:24px auto;padding:0 12px;color:#222}
th{text-align:left;padding:4px 12px 4px 0;vertical-align:top}td{padding:4px 8px 4px 0}.ok{color:#1b5e20;font-weight:bold}.bad{color:#b00020;font-weight:bold}
.hash code{font-size:11px;word-break:break-all}
.sr-only{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.picker,form button{display:inline-block;font:inherit;padding:4px 12px;border:1px solid #767676;border-radius:4px;background:#efefef;cursor:pointer}
.picker:hover,form button:hover{background:#e3e3e3}#pdf:focus-visible+.picker{outline:2px solid #1565c0;outline-offset:2px}
.chosen{display:none;color:#1b5e20}form:has(#pdf:valid) .chosen{display:inline}form:has(#pdf:valid) .none{display:none}.rows{border-collapse:collapse}.rows td,.rows th{border:1px solid #ccc;padding:4px}.note{color:#666;font-size:13px}</style></head>
<body><p style="text-align:right"><a href="${self}?lang=${other}">${esc(m.lang)}</a></p><h1>${esc(m.title)}</h1>
<p>${esc(m.code)}: <code data-testid="code">${esc(v.code)}</code></p>
${parts.join('\n')}
</body></html>`;
}
