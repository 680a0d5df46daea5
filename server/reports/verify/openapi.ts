// /verify/{code} in the OpenAPI document (issue 19): public (security: []), outside /admin/, so it describes itself
// (the document takes a route's `x-operation` as it is). The page answers HTML for a browser; a client that asks for
// application/json gets the same view as the API's envelope, whose data schema is stated here.
import { CODES } from '../../http/errors.ts';
import { tagName } from '../../openapi/labels.ts';

type Json = Record<string, unknown>;

const report = {
  type: 'object',
  required: ['reportNo', 'issuedAt', 'lab', 'withdrawn'],
  properties: {
    reportNo: { type: 'string' },
    issuedAt: { type: 'string', format: 'date', description: "Issue date in the lab's time zone" },
    lab: { type: 'string' },
    withdrawn: { type: 'boolean', description: 'true: replaced by an amended report (see replacedBy)' },
    replacedBy: {
      type: 'object',
      required: ['reportNo'],
      properties: { reportNo: { type: 'string' }, code: { type: 'string', description: "the replacing report's verification code" } },
    },
    rows: {
      type: 'array',
      description: 'Only when the lab publishes result values (setting verify.showResults)',
      items: {
        type: 'object',
        required: ['sampleNo', 'point', 'parameter', 'result', 'unit'],
        properties: {
          sampleNo: { type: 'string' },
          point: { type: 'string' },
          parameter: { type: 'string' },
          result: { type: 'string' },
          unit: { type: 'string' },
        },
      },
    },
  },
};
const check = {
  type: 'object',
  required: ['matches', 'uploaded', 'issued'],
  properties: {
    matches: { type: 'boolean', description: "the uploaded file's SHA-256 is the one recorded at issue" },
    uploaded: { type: 'string', pattern: '^[0-9a-f]{64}$' },
    issued: { type: 'string', pattern: '^[0-9a-f]{64}$' },
  },
};
/** The envelope's data of a JSON answer. */
export const verifyResultSchema = { type: 'object', required: ['code', 'report'], properties: { code: { type: 'string' }, report, check } };

const ok = (withCheck: boolean) => ({
  description: 'The issued report with this code' + (withCheck ? ', and whether the uploaded PDF is the issued file' : ''),
  content: {
    'text/html': { schema: { type: 'string' } },
    'application/json': {
      schema: {
        type: 'object',
        required: ['code', 'msg', 'data'],
        properties: {
          code: { type: 'string', const: CODES.ok },
          msg: { type: 'string' },
          data: withCheck ? { ...verifyResultSchema, required: ['code', 'report', 'check'] } : verifyResultSchema,
        },
      },
    },
  },
});
const refused = (description: string, code: string, headers?: Json) => ({
  description,
  ...(headers ? { headers } : {}),
  content: {
    'text/html': { schema: { type: 'string' } },
    'application/json': { schema: { $ref: '#/components/schemas/Error' }, example: { code, msg: '', data: null } },
  },
});
const parameters = [
  {
    name: 'code',
    in: 'path',
    required: true,
    schema: { type: 'string', maxLength: 32 },
    description: 'The verification code printed on the report (e.g. 7KQ2-9XMA-4D1R; case and dashes are not significant)',
  },
  { name: 'lang', in: 'query', required: false, schema: { type: 'string', enum: ['zh-CN', 'en'] }, description: 'Page language (else Accept-Language)' },
];
const common = {
  404: refused('No issued report has this code', CODES.notFound),
  429: refused('Too many requests from this address (rate limit per minute)', CODES.throttled, {
    'Retry-After': { schema: { type: 'integer' }, description: 'seconds' },
  }),
};

/** The operations of GET and POST /verify/{code}, as the document shows them. */
export const verifyOperations: Record<'GET' | 'POST', Json> = {
  GET: {
    operationId: 'getVerifyByCode',
    tags: [tagName('verify')],
    security: [],
    'x-access': 'public',
    summary: 'Public report verification (no login, rate-limited): report number, issue date, lab, replacement · 报告核验',
    description: 'HTML for a browser; send Accept: application/json for the JSON envelope. Shows no result values unless the lab switches that on.',
    parameters,
    responses: { 200: ok(false), ...common },
  },
  POST: {
    operationId: 'postVerifyByCode',
    tags: [tagName('verify')],
    security: [],
    'x-access': 'public',
    summary: "Check a presented PDF against the issued report's SHA-256 (no login, rate-limited) · 上传报告核对",
    description: 'Multipart form with the file in the field "pdf". HTML for a browser; Accept: application/json for the JSON envelope.',
    parameters,
    requestBody: {
      required: true,
      content: { 'multipart/form-data': { schema: { type: 'object', required: ['pdf'], properties: { pdf: { type: 'string', format: 'binary' } } } } },
    },
    responses: { 200: ok(true), 400: refused('No file in the field "pdf"', CODES.badRequest), ...common },
  },
};
