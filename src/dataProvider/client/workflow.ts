// The workflow screens' calls beside the CRUD API: the legacy workflow endpoints (order/…, task/…, qc/…, analysis/…,
// report/…, lecture/…) the business, analysis and report screens post to, the work inbox, a resource's page read
// outside react-admin's hooks (the dashboard's counts, the raw record's QC plan and instruments), the instruments due
// for calibration and the raw-record templates that fit a test item.
import { request } from '../http.ts';
import type { AnyResource, RecordOf } from '../../../schemas/core/resource.ts';
import type { equipment } from '../../../schemas/equipment/equipment.ts';

/**
 * A legacy workflow endpoint (`order/submit`, `qc/plan_check`, …): GET sends `data` as the query, POST as the body.
 * Errors are toasted by the HTTP client and rethrown, or, `silent`, only rethrown (a form puts the field errors
 * under its fields itself). The screens name the endpoint; its answer type is theirs (`useApi` in
 * src/business/shared.tsx).
 */
export function workflowCall<T>(url: string, data: unknown, method: 'GET' | 'POST', silent?: boolean): Promise<T> {
  return request<T>(method === 'GET' ? { url, params: data as Record<string, unknown>, silent } : { url, method, data, silent });
}

/** A page of a resource's records (GET /api/v1/{name}/page), typed by its schema */
export interface RecordPage<R> {
  list: RecordOf<R>[];
  total: number;
}
/**
 * `name` is the resource's schema name, its records typed by `R` (`resourcePage<typeof qcSheets>('qcSheets', …)`: the
 * schema itself stays out of the bundle); `params`: pageNum, pageSize, sort, order and the filters the page API takes
 * (field=value, field_gte/_lte).
 */
export const resourcePage = <R = AnyResource>(name: string, params: Record<string, unknown>) =>
  request<RecordPage<R>>({ url: `api/v1/${name}/page`, params, silent: true });

/** An item of the work inbox: a record waiting for a step of mine */
export interface InboxItem {
  id: number;
  no: string;
  status: string;
  dueBy?: string | null;
  orderId?: number | null;
  type?: string | null;
  /** an analysis sheet's test items (named in my language), method and sample count */
  about?: { parameters: string[]; methodNo?: string | null; samples: number };
}
export interface InboxSection {
  key: string;
  count: number;
  items: InboxItem[];
}
/** GET /inbox: only the steps my perms allow */
export const inbox = () => request<{ sections: InboxSection[] }>({ url: 'inbox', silent: true });

/** An instrument with its calibration flag (server/equipment/routes.ts) */
export type FlaggedEquipment = RecordOf<typeof equipment> & { calibrationFlag: string };
export const calibrations = {
  /** GET device/calibration-due: instruments overdue, and due within the default days */
  due: () => request<{ today: string; days: number; overdue: FlaggedEquipment[]; due: FlaggedEquipment[] }>({ url: 'device/calibration-due', silent: true }),
};

/** A raw-record template a test item may use (GET /analforms/choices) */
export interface TemplateChoice {
  templateId: string;
  name: string;
  methodNo?: string | null;
  fitsMethod: boolean;
  parameters: { code: string; name: string; nameEn: string; unit: string }[];
}
export const analforms = {
  /** the templates serving `matrix`, those citing `methodNo` first; `current` stays among them */
  choices: (params: { matrix?: string; methodNo?: string; current?: string }, signal?: AbortSignal) =>
    request<TemplateChoice[]>({ url: 'api/v1/analforms/choices', params, signal, silent: true }),
};
