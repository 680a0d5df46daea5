// Words for codes, shared by the UI and the server: a field path of a refused write ("points.0.timesPerDay"), a
// workflow state and a workflow action, each read from the resource labels (src/i18n/resources.ts:
// resources.{r}.fields / .subfields / .enums.status / .transitions). Each side passes its own lookup (react-admin's
// translate, the server's catalogue), so the words are the same on a screen and in a server message.

/** A message lookup: the text of `key` with `params`, or undefined when the catalogue has no such key. */
export type Lookup = (key: string, params?: Record<string, string | number>) => string | undefined;

const ROW = 'validation.row'; // "第{n}行" / "row {n}"

function fieldOf(resource: string, name: string, t: Lookup): string | undefined {
  return t(`resources.${resource}.fields.${name}`);
}

/**
 * The label of a field path: `points.0.timesPerDay` of orders → "采样点位 第1行 · 每天频次". Rows of an array
 * field take its subfields' labels; an array named like a resource (`samples.2.receivedAt` on a task) takes that
 * resource's field labels; a segment with no label is kept as it is (never dropped).
 */
export function fieldPathLabel(resource: string | undefined, path: string, t: Lookup): string {
  const out: string[] = [];
  let owner = resource; // the resource whose labels name the next segment
  let array: string | undefined; // the field whose row the next segment is in
  for (const p of path.split('.').filter((x) => x !== '')) {
    if (/^\d+$/.test(p)) {
      const row = t(ROW, { n: Number(p) + 1 }) ?? `#${Number(p) + 1}`;
      out[out.length - 1] = out.length ? `${out[out.length - 1]} ${row}` : row;
      continue;
    }
    let label = array && owner ? t(`resources.${owner}.subfields.${array}.${p}`) : !array && owner ? fieldOf(owner, p, t) : undefined;
    if (!label && array && (label = fieldOf(array, p, t))) owner = array; // rows of another resource (a task's samples)
    if (!label && !array) label = t(`resources.${p}.name`)?.split('||||')[0].trim();
    out.push(label ?? p);
    array = p;
  }
  return out.length ? out.join(' · ') : path;
}

/** A workflow state's label (the status field's enum label), or the code when none is known. */
export function stateLabel(resource: string | undefined, state: string, t: Lookup): string {
  return (resource && t(`resources.${resource}.enums.status.${state}`)) || state;
}

/** A workflow action's label (its button's words), or the code when none is known. */
export function actionLabel(resource: string | undefined, action: string, t: Lookup): string {
  return (resource && t(`resources.${resource}.transitions.${action}`)) || action;
}
