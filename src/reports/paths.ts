// Which /lecture screen shows a report: the legacy variants by report type, each with an edit screen
// (lecture-detect, -wastewater, -exhaust, -field, -quality; lecture-edit for any other type) and a detail screen
// (lecture-detectDetail, ...; lecture-detail). A time-review report (type "time") is edited and shown on lecture-time.
export const VARIANTS = ['detect', 'wastewater', 'exhaust', 'field', 'quality'] as const;

type R = { id: number | string; type?: string | null; status?: string | null };

export const editPath = (r: R) =>
  r.type === 'time'
    ? `/lecture/lecture-time/${r.id}`
    : (VARIANTS as readonly string[]).includes(String(r.type))
      ? `/lecture/lecture-${r.type}/${r.id}`
      : `/lecture/lecture-edit/${r.id}`;

export const detailPath = (r: R) =>
  r.type === 'time'
    ? `/lecture/lecture-time/${r.id}`
    : (VARIANTS as readonly string[]).includes(String(r.type))
      ? `/lecture/lecture-${r.type}Detail/${r.id}`
      : `/lecture/lecture-detail/${r.id}`;

/** A draft opens where it is edited, anything later where it is read. */
export const openPath = (r: R) => (r.status === 'drafting' ? editPath(r) : detailPath(r));

/** lecture-detail, lecture-*Detail: read-only; lecture-edit and the bare variants: the drafting fields are editable. */
export const isEditRoute = (pathname: string) => {
  const m = /\/lecture\/lecture-([A-Za-z]+)/.exec(pathname);
  return !!m && m[1] !== 'detail' && !m[1].endsWith('Detail') && m[1] !== 'time';
};
