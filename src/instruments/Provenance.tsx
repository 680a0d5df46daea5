// Where a value came from (issue 20, evidence): "from instrument file X (line N)", a link that downloads the original
// bytes as stored (the server serves them only for a file an import used), and a change typed after the import with
// who made it and why. Used by the raw record's rows (entry and read-only) and by the report's result rows.
import { useTranslate } from 'react-admin';
import Link from '@mui/material/Link';
import type { CellSource } from '../dataProvider/client/index.ts';
import { downloadOriginal } from '../dataProvider/client/index.ts';

export interface FileRef {
  sha256: string;
  fileName: string;
  line: number;
}

export function SourceLink({ source }: { source: FileRef }) {
  const translate = useTranslate();
  return (
    <span className="inst-source" data-source-sha={source.sha256} data-source-line={source.line}>
      {translate('inst.provenance.from', { file: source.fileName, line: source.line })}{' '}
      <Link
        component="button"
        type="button"
        variant="inherit"
        data-testid="download-original"
        title={source.sha256}
        onClick={() => void downloadOriginal(source.sha256, source.fileName).catch(() => undefined)}
      >
        {translate('inst.provenance.download')}
      </Link>
    </span>
  );
}

/** The row's sources, one link per file (a row's inputs usually share one file and line). */
export function RowSources({ sources }: { sources: Record<string, CellSource> | undefined }) {
  const seen = new Map<string, CellSource>();
  for (const s of Object.values(sources ?? {})) if (!seen.has(`${s.sha256}/${s.line}`)) seen.set(`${s.sha256}/${s.line}`, s);
  if (!seen.size) return null;
  return (
    <div className="rr-note">
      {[...seen.values()].map((s) => (
        <SourceLink key={`${s.sha256}/${s.line}`} source={s} />
      ))}
    </div>
  );
}

/** The quieter line under an imported input: changed after import, with who and why on hover (stored, or given now). */
export function changeNote(
  translate: ReturnType<typeof useTranslate>,
  source: CellSource | undefined,
  value: string,
  reason: string | undefined,
): { note?: string; title?: string; mark?: 'imported' | 'changed' } {
  if (!source) return {};
  const from = translate('inst.provenance.from', { file: source.fileName, line: source.line });
  if (value === source.value) return { mark: 'imported', title: from };
  const stored = source.changed?.value === value && !reason;
  const why = stored
    ? translate('inst.provenance.changed', { from: source.value, to: value, by: source.changed!.by, reason: source.changed!.reason })
    : translate('inst.provenance.changedNow', { from: source.value, to: value, reason: reason ?? '' });
  return { mark: 'changed', note: translate('inst.provenance.changedShort'), title: `${from}; ${why}` };
}
