// The areas' workflow writes share this: a POST to one legacy workflow route. Not exported from the client's index,
// so a screen calls a named function of its area (business.ts, analysis.ts, reports.ts), never a URL.
import { request } from '../http.ts';

/** `silent`: a refusal is only rethrown, not toasted (a form or the step dialog shows it where the person is). */
export interface Quiet {
  silent?: boolean;
}

export const post = <T>(url: string, data: unknown, o: Quiet = {}): Promise<T> => request<T>({ url, method: 'POST', data, silent: o.silent });

/**
 * A body as a form sends it: any field may still be missing or blank. The server judges it and names the field it
 * refuses (in the person's language), which the form then shows under that field.
 */
export type AsTyped<T> = T extends readonly (infer E)[] ? AsTyped<E>[] : T extends object ? { [K in keyof T]?: AsTyped<T[K]> } : T;
