/** Error codes of the legacy catalogue plus the HTTP status each maps to. */
export const CODES = {
  ok: '00000',
  general: 'B0001',
  tokenInvalid: 'A0230',
  badRequest: 'A0400',
  forbidden: 'A0301',
  notFound: 'A0404',
  conflict: 'A0409',
  tooLarge: 'A0413',
  throttled: 'A0429',
  captcha: 'A0240',
  busy: 'B0503',
} as const;

/** `field` is the machine-readable path; `label` names it in the user's language (server/http/wording.ts adds it). */
export interface FieldError {
  field: string;
  message: string;
  label?: string;
}

/** A failure the client caused or may retry: answered with its status, never a 500. */
export class AppError extends Error {
  constructor(
    public status: number,
    public code: string,
    /** message key of server/http/messages.ts, or a literal message */
    public key: string,
    public params: Record<string, string | number> = {},
    public errors?: FieldError[],
  ) {
    super(key);
  }
}

export const badRequest = (key: string, params?: Record<string, string | number>, errors?: FieldError[]) =>
  new AppError(400, CODES.badRequest, key, params, errors);
export const notFound = (key = 'error.notFound', params?: Record<string, string | number>) => new AppError(404, CODES.notFound, key, params);
export const forbidden = (key = 'error.forbidden', params?: Record<string, string | number>) => new AppError(403, CODES.forbidden, key, params);
export const conflict = (key = 'error.conflict', params?: Record<string, string | number>) => new AppError(409, CODES.conflict, key, params);
export const unauthorized = (key = 'error.tokenInvalid') => new AppError(401, CODES.tokenInvalid, key);

export function envelope<T>(data: T, msg = 'ok') {
  return { code: CODES.ok, msg, data };
}
