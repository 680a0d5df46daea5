// react-admin's dataProvider over the generic CRUD API (api-contract): /admin/api/v1/{R}/page|form|options|...
// react-admin shows the errors of its own calls, so these requests are `silent`; the A0230 flow always runs.
import {
  HttpError,
  type CreateParams,
  type DataProvider,
  type DeleteParams,
  type GetListParams,
  type GetManyParams,
  type GetManyReferenceParams,
  type GetOneParams,
  type Identifier,
  type RaRecord,
  type UpdateParams,
} from 'ra-core';
import { request } from './http.ts';
import { download } from './download.ts';
import { apiNameOf } from '../resources/mounts.ts';

const api = (resource: string, rest = ''): string => `api/v1/${apiNameOf(resource)}${rest}`;

/** react-admin's list params → the page query: q, field=value, repeated field for "in", field_gte/_lte ranges. */
export function pageQuery(params: Partial<GetListParams>): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  if (params.pagination) {
    query.pageNum = params.pagination.page;
    query.pageSize = params.pagination.perPage;
  }
  if (params.sort?.field) {
    query.sort = params.sort.field;
    query.order = params.sort.order === 'DESC' ? 'desc' : 'asc';
  }
  for (const [k, v] of Object.entries(params.filter ?? {})) {
    if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    query[k] = v;
  }
  return query;
}

/**
 * react-admin's methods are generic over the record type their caller names (`useGetOne<RecordOf<typeof reports>>`);
 * the wire answers records (checked against the resources' OpenAPI schemas by the API tests, not here). This is the
 * one place the answer is handed over as the caller's type.
 */
const asRecords = <R extends RaRecord>(list: RaRecord[]): R[] => list as R[];
const asRecord = <R extends RaRecord>(record: RaRecord): R => record as R;

interface Page<T> {
  list: T[];
  total: number;
}

/** A page answer without its list is malformed: said so (react-admin shows it), never shown as "no results". */
function checkedPage<T>(page: Page<T> | null | undefined, withTotal = true): Page<T> {
  if (!page || !Array.isArray(page.list) || (withTotal && typeof page.total !== 'number')) throw new HttpError('app.error.badResponse', 200, page ?? null);
  return page;
}
const checkedRecord = <T>(data: T): T => {
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new HttpError('app.error.badResponse', 200, data ?? null);
  return data;
};

export interface LimsDataProvider extends DataProvider {
  transition(resource: string, id: Identifier, name: string, body: { version: number; reason?: string; password?: string }): Promise<{ data: RaRecord }>;
  /** a record's own command outside the state machine (POST {R}/{id}/{name}, e.g. a notice's publish) */
  command(resource: string, id: Identifier, name: string): Promise<{ data: RaRecord }>;
  exportFile(resource: string, params: Partial<GetListParams>): Promise<void>;
  options(resource: string, q?: string): Promise<{ value: Identifier; label: string }[]>;
}

export const dataProvider: LimsDataProvider = {
  async getList<R extends RaRecord>(resource: string, params: GetListParams) {
    // reference inputs ask the light /options endpoint ({value, label}) instead of the full page
    if (params.meta?.options) {
      const list = await dataProvider.options(resource, params.filter?.q);
      return { data: asRecords<R>(list.map((o) => ({ id: o.value, label: o.label }))), total: list.length };
    }
    const page = checkedPage(await request<Page<RaRecord>>({ url: api(resource, '/page'), params: pageQuery(params), silent: true, signal: params.signal }));
    return { data: asRecords<R>(page.list), total: page.total };
  },
  async getOne<R extends RaRecord>(resource: string, params: GetOneParams) {
    const data = checkedRecord(await request<RaRecord>({ url: api(resource, `/${encodeURIComponent(params.id)}/form`), silent: true, signal: params.signal }));
    return { data: asRecord<R>(data) };
  },
  async getMany<R extends RaRecord>(resource: string, params: GetManyParams) {
    // the page API filters on id ("in" by repetition); react-admin batches the ids of a whole page into one call
    if (params.ids.length === 0) return { data: [] };
    // a reference shown in another screen (meta.titles names its title field) or chosen in an input (meta.options)
    // needs only its title: /options, which a user may read without the list perm of the resource referenced
    if (typeof params.meta?.titles === 'string' || params.meta?.options) {
      const title: string = params.meta.titles ?? 'label';
      const list = await request<{ value: Identifier; label: string }[]>({
        url: api(resource, '/options'),
        params: { ids: params.ids.join(',') },
        silent: true,
        signal: params.signal,
      });
      return { data: asRecords<R>((list ?? []).map((o) => ({ id: o.value, label: o.label, [title]: o.label }))) };
    }
    const page = checkedPage(
      await request<Page<RaRecord>>({
        url: api(resource, '/page'),
        params: { id: params.ids, pageSize: Math.min(params.ids.length, 500) },
        silent: true,
        signal: params.signal,
      }),
      false,
    );
    return { data: asRecords<R>(page.list) };
  },
  async getManyReference<R extends RaRecord>(resource: string, params: GetManyReferenceParams) {
    const query = pageQuery({ ...params, filter: { ...params.filter, [params.target]: params.id } });
    const page = checkedPage(await request<Page<RaRecord>>({ url: api(resource, '/page'), params: query, silent: true, signal: params.signal }));
    return { data: asRecords<R>(page.list), total: page.total };
  },
  async create<R extends RaRecord>(resource: string, params: CreateParams<Partial<R>>) {
    const data = await request<RaRecord>({ url: api(resource), method: 'POST', data: await writable(resource, params.data, false), silent: true });
    return { data: asRecord<R>(data) };
  },
  async update<R extends RaRecord>(resource: string, params: UpdateParams<R>) {
    const body: Record<string, unknown> = { ...(await writable(resource, params.data, true)), version: params.data.version ?? params.previousData?.version };
    delete body.id;
    const data = await request<RaRecord>({ url: api(resource, `/${encodeURIComponent(params.id)}`), method: 'PUT', data: body, silent: true });
    return { data: asRecord<R>(data) };
  },
  async updateMany(resource, params) {
    const done = await Promise.all(
      params.ids.map((id) => request<RaRecord>({ url: api(resource, `/${encodeURIComponent(id)}`), method: 'PUT', data: params.data, silent: true })),
    );
    return { data: done.map((r) => r.id) };
  },
  async delete<R extends RaRecord>(resource: string, params: DeleteParams<R>) {
    await request({ url: api(resource, `/${encodeURIComponent(params.id)}`), method: 'DELETE', silent: true });
    return { data: params.previousData ?? asRecord<R>({ id: params.id }) };
  },
  async deleteMany(resource, params) {
    await request({ url: api(resource, `/${params.ids.map((id) => encodeURIComponent(id)).join(',')}`), method: 'DELETE', silent: true });
    return { data: params.ids };
  },
  async transition(resource, id, name, body) {
    const data = await request<RaRecord>({ url: api(resource, `/${encodeURIComponent(id)}/transitions/${name}`), method: 'POST', data: body, silent: true });
    return { data };
  },
  async command(resource, id, name) {
    const data = await request<RaRecord>({ url: api(resource, `/${encodeURIComponent(id)}/${name}`), method: 'POST', silent: true });
    return { data };
  },
  async exportFile(resource, params) {
    const { pageNum: _p, pageSize: _s, ...query } = pageQuery(params);
    await download(api(resource, '/export'), query, `${apiNameOf(resource)}.xlsx`);
  },
  async options(resource, q) {
    return (await request<{ value: Identifier; label: string }[]>({ url: api(resource, '/options'), params: { q }, silent: true })) ?? [];
  },
};

/** Only the fields the schema accepts from a client (read-only, hidden, system and workflow fields dropped). */
async function writable(resource: string, data: Record<string, unknown>, update: boolean): Promise<Record<string, unknown>> {
  // the schemas (zod) load with the first write, keeping them out of the login page's bundle
  const [{ schemaOf }, { cleanValues }] = await Promise.all([import('../resources/names.ts'), import('../resources/schema.ts')]);
  const schema = schemaOf(resource);
  return schema ? cleanValues(schema, data, update) : data;
}
