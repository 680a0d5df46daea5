// Server logs (/system/log-viewer, perm log:server): the files of LOG_DIR and a read-only CodeMirror 6 viewer with
// the legacy settings (text mode, line numbers, indent unit 2, active line, fold gutter, 13 px), lines classed
// error / warning / info / success, download markers as links; pages of lines by byte offset, newest first.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslate, Title } from 'react-admin';
import CodeMirror, { EditorView, type ReactCodeMirrorRef } from '@uiw/react-codemirror';
import { indentUnit } from '@codemirror/language';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import { logs, type LogFile, type LogPage as Page } from '../../dataProvider/client/index.ts';
import { download } from '../../dataProvider/download.ts';
import { EDITOR } from './lines.ts';
import { logLines } from './logExtension.ts';

const LIMIT = 1000;
const kb = (n: number) => (n > 1048576 ? `${(n / 1048576).toFixed(1)} MB` : `${Math.ceil(n / 1024)} KB`);

export default function LogViewer() {
  const translate = useTranslate();
  const [files, setFiles] = useState<LogFile[]>([]);
  const [current, setCurrent] = useState<string | null>(null);
  const [page, setPage] = useState<Page | null>(null);
  const [follow, setFollow] = useState(false);
  const editor = useRef<ReactCodeMirrorRef>(null);

  useEffect(() => {
    logs.files().then((f) => { setFiles(f); setCurrent((c) => c ?? f[0]?.name ?? null); }).catch(() => undefined);
  }, []);

  const load = useCallback(async (params: { tail?: boolean; offset?: number | null }) => {
    if (!current) return;
    setPage(await logs.page(current, { limit: LIMIT, ...params }));
  }, [current]);
  useEffect(() => { void load({ tail: true }); }, [load]);
  useEffect(() => {
    if (!follow) return;
    const t = setInterval(() => void load({ tail: true }), 5000);
    return () => clearInterval(t);
  }, [follow, load]);

  // the seed re-checks the line styles every 60 ms for 400 ms after new text; CodeMirror re-measures likewise
  useEffect(() => {
    const view = editor.current?.view;
    if (!view || !page) return;
    // the last line's start, scrolled vertically only: its end would scroll long JSON lines out of sight to the left
    view.dispatch({ effects: EditorView.scrollIntoView(view.state.doc.line(view.state.doc.lines).from, { y: 'end', x: 'start' }) });
    const started = Date.now();
    const t = setInterval(() => { view.requestMeasure(); if (Date.now() - started >= EDITOR.recheckStopMs) clearInterval(t); }, EDITOR.recheckMs);
    return () => clearInterval(t);
  }, [page]);

  const extensions = useMemo(() => [
    indentUnit.of(' '.repeat(EDITOR.indentUnit)),
    EditorView.theme({ '&': { fontSize: EDITOR.fontSize }, '.cm-content': { fontFamily: 'ui-monospace, Menlo, Consolas, monospace' } }),
    logLines((file) => void download(`api/v1/logs/files/${encodeURIComponent(file)}/download`, {}, file)),
  ], []);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} data-testid="page-log-viewer">
      <Title title="menu.system.log-viewer" />
      <Card sx={{ width: { md: 260 }, flexShrink: 0 }}>
        <Typography variant="subtitle2" sx={{ p: 1 }}>{translate('sys.logViewer.files')}</Typography>
        {files.length === 0 && <Typography variant="body2" sx={{ p: 1 }} color="text.secondary">{translate('sys.logViewer.noFiles')}</Typography>}
        <List dense disablePadding>
          {files.map((f) => (
            <ListItemButton key={f.name} selected={f.name === current} onClick={() => setCurrent(f.name)} data-file={f.name}>
              <ListItemText primary={f.name} secondary={`${kb(f.size)} · ${f.modifiedAt.slice(0, 16).replace('T', ' ')}`} />
            </ListItemButton>
          ))}
        </List>
      </Card>
      <Card sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ p: 1 }}>
          <Button size="small" onClick={() => void load({ tail: true })}>{translate('sys.logViewer.tail')}</Button>
          <Button size="small" disabled={!page?.prevOffset} onClick={() => void load({ tail: true, offset: page!.prevOffset })}>{translate('sys.logViewer.older')}</Button>
          <Button size="small" disabled={page?.nextOffset == null} onClick={() => void load({ offset: page!.nextOffset })}>{translate('sys.logViewer.newer')}</Button>
          <FormControlLabel control={<Switch size="small" checked={follow} onChange={(e) => setFollow(e.target.checked)} />} label={translate('sys.logViewer.follow')} />
          <Typography variant="caption" color="text.secondary">{page ? `${translate('sys.logViewer.lines')} ${page.lines.length} · ${translate('sys.logViewer.size')} ${kb(page.size)}` : ''}</Typography>
          {current && <Button size="small" onClick={() => void download(`api/v1/logs/files/${encodeURIComponent(current)}/download`, {}, current)}>{translate('sys.download')}</Button>}
        </Stack>
        <CodeMirror ref={editor} value={page?.lines.join('\n') ?? ''} height="70vh" readOnly editable={false} data-testid="log-editor"
          basicSetup={{ lineNumbers: true, foldGutter: true, highlightActiveLine: true, highlightActiveLineGutter: true, indentOnInput: true, tabSize: EDITOR.indentUnit, autocompletion: false }}
          extensions={extensions} />
      </Card>
    </Stack>
  );
}
