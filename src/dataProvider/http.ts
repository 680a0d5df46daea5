// The HTTP client: base /admin/, JSON by default, multipart for a fixed list of URLs, 50000 ms
// timeout, the token in Authorization and syc-token (never on logout), the {code, msg, data} envelope unwrapped,
// binary answers passed through with their file name, error toasts, and the A0230 "session expired" flow.
import { HttpError } from 'ra-core';
import { session } from '../authProvider/session.ts';
import { appState, TIMING } from '../settings.ts';
import { notice, toast } from '../notify.ts';

export const BASE = '/admin/';

/** URLs whose bodies always travel as multipart/form-data. */
export const MULTIPART_URLS = [
  'analysis/issued',
  'order/order_add_cg',
  'order/del_order',
  'analysis/confirm_ok',
  'analysis/split_param',
  'analysis/merge_params',
  'analysis/show_cgorder',
  'analysis/add_cgorder',
  'analysis/oncemore_assign',
  'report/update_notes',
  'device/import',
  'samplingbasis/import',
  'testparms/import',
] as const;

const SUCCESS = new Set<unknown>(['00000', 1, '1']);
export const TOKEN_INVALID = 'A0230';

export interface RequestOptions {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: Record<string, unknown>;
  data?: unknown;
  headers?: Record<string, string>;
  /** force multipart even when the URL is not in MULTIPART_URLS */
  multipart?: boolean;
  timeout?: number;
  signal?: AbortSignal;
  /** do not toast errors: the caller (react-admin) shows them itself */
  silent?: boolean;
  /** return the whole envelope (code, msg, data, count, file_path, src, imgs) instead of data */
  raw?: boolean;
}

export interface Envelope<T = unknown> {
  code: string | number;
  msg?: string;
  message?: string;
  data: T;
  count?: number;
  file_path?: string;
  src?: string;
  imgs?: unknown;
}

/** A binary answer (downloads): the bytes and the file name from Content-Disposition. */
export interface BinaryAnswer {
  blob: Blob;
  filename: string | null;
  contentType: string;
}

/** What the A0230 flow does after clearing the session; tests replace it. */
export const hooks = {
  reload: (): void => window.location.reload(),
  /** called when the session is cleared by the client (logout, A0230): the dict cache and router reset */
  onSessionCleared: new Set<() => void>(),
};

export function toQuery(params: Record<string, unknown> = {}): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    for (const item of Array.isArray(v) ? v : [v]) {
      if (item === undefined || item === null || item === '') continue;
      q.append(k, item instanceof Date ? item.toISOString() : typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

export function toFormData(data: unknown): FormData {
  if (data instanceof FormData) return data;
  const fd = new FormData();
  for (const [k, v] of Object.entries((data ?? {}) as Record<string, unknown>)) {
    if (v === undefined || v === null) continue;
    if (v instanceof Blob) fd.append(k, v);
    else if (Array.isArray(v) && v.every((x) => x instanceof Blob)) v.forEach((x) => fd.append(k, x));
    else fd.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  return fd;
}

export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename\s*=\s*("?)([^";]+)\1/i.exec(disposition);
  return plain ? plain[2].trim() : null;
}

export const isMultipartUrl = (url: string): boolean => MULTIPART_URLS.some((u) => url.includes(u));
const isLogout = (url: string): boolean => url.includes('index/logout');

let expiring = false;
/** A0230: the 'Tip' notice, session cleared, then the page reloads on the login page (which repeats the notice). */
export function sessionExpired(): void {
  if (expiring) return;
  expiring = true;
  notice('app.tip', 'app.sessionExpired', 'info');
  session.clear();
  hooks.onSessionCleared.forEach((f) => f());
  const hash = window.location.hash.replace(/^#/, '') || '/';
  const from = hash.startsWith('/login') ? '' : `redirect=${encodeURIComponent(hash)}&`;
  window.location.hash = `#/login?${from}expired=1`;
  hooks.reload();
}
/** for tests: allow the flow to run again */
export const resetExpiring = (): void => void (expiring = false);

function fail(message: string, status: number, body: unknown, silent?: boolean): never {
  if (!silent) toast(message, 'error');
  throw new HttpError(message, status, body);
}

/** Turns the server's `data.errors: [{field, message}]` into react-admin's `{field: message}` for the form. */
function fieldErrors(data: unknown): Record<string, string> | undefined {
  const list = (data as { errors?: unknown })?.errors;
  if (!Array.isArray(list) || list.length === 0) return undefined;
  return Object.fromEntries(
    list.filter((e): e is { field: string; message: string } => typeof e?.field === 'string').map((e) => [e.field, String(e.message ?? '')]),
  );
}

export async function request<T = unknown>(opts: RequestOptions): Promise<T> {
  const { url, method = 'GET', params, data, silent } = opts;
  const full = BASE + url.replace(/^\/+/, '').replace(/^admin\//, '') + toQuery(params);
  const headers: Record<string, string> = {
    Accept: 'application/json, */*',
    'Accept-Language': appState.language.get() === 'en' ? 'en' : 'zh-CN',
    ...opts.headers,
  };
  const token = session.token();
  if (token && !isLogout(url)) {
    headers.Authorization = `Bearer ${token}`;
    headers['syc-token'] = token;
  }
  let body: BodyInit | undefined;
  if (data !== undefined && method !== 'GET') {
    if (opts.multipart || isMultipartUrl(url) || data instanceof FormData) body = toFormData(data);
    else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(data);
    }
  }

  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), opts.timeout ?? TIMING.requestTimeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout.signal]) : timeout.signal;
  let res: Response;
  try {
    // absolute against the page, so the same code runs in the browser and under Node's fetch in tests
    res = await fetch(new URL(full, globalThis.location?.href ?? 'http://localhost/').href, { method, headers, body, signal });
  } catch (e) {
    if (opts.signal?.aborted) throw new HttpError('app.error.cancelled', 0, null);
    fail(timeout.signal.aborted ? 'app.error.timeout' : 'app.error.network', 0, null, silent);
  } finally {
    clearTimeout(timer);
  }

  const type = res.headers.get('content-type') ?? '';
  // an HTML page where the API should answer (a proxy's or portal's page, a misrouted SPA fallback) is malformed,
  // not a download: every file the API sends is a spreadsheet, PDF, image or octet stream
  if (res.ok && type.startsWith('text/html')) fail('app.error.badResponse', res.status, null, silent);
  if (res.ok && !type.includes('json')) {
    // binary answers pass through unchanged (downloads, images)
    const answer: BinaryAnswer = { blob: await res.blob(), filename: filenameOf(res.headers.get('content-disposition')), contentType: type };
    return answer as T;
  }
  let env: Envelope;
  try {
    env = (await res.json()) as Envelope;
  } catch {
    fail(res.ok ? 'app.error.badResponse' : 'app.error.system', res.status, null, silent);
  }
  if (res.ok && env && SUCCESS.has(env.code)) return (opts.raw ? env : env.data) as T;

  const message = env?.msg || env?.message || 'app.error.system';
  if (env?.code === TOKEN_INVALID) {
    sessionExpired();
    throw new HttpError(message, 401, env);
  }
  const errors = fieldErrors(env?.data);
  return fail(message, res.status === 200 ? 400 : res.status, { ...env, ...(errors ? { errors } : {}) }, silent);
}
