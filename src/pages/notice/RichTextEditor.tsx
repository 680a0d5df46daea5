// A small rich-text editor (contentEditable + the browser's editing commands): headings, bold/italic/underline/
// strike, lists, alignment, links, images (uploaded as notice files) and the import of a Word .docx. What it
// produces is sanitised again by the server before it is stored.
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useInput, useNotify, useTranslate, HttpError } from 'react-admin';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import StrikethroughS from '@mui/icons-material/StrikethroughS';
import Title from '@mui/icons-material/Title';
import Notes from '@mui/icons-material/Notes';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter';
import FormatAlignRight from '@mui/icons-material/FormatAlignRight';
import LinkIcon from '@mui/icons-material/Link';
import ImageIcon from '@mui/icons-material/Image';
import FormatClear from '@mui/icons-material/FormatClear';
import Description from '@mui/icons-material/Description';
import { request, type BinaryAnswer } from '../../dataProvider/http.ts';
import { TIMING } from '../../settings.ts';

const FILES = /^\/admin\/api\/v1\/files\/[0-9a-f-]{36}\.[a-z]{3,4}$/;

/** Shows stored images through object URLs, remembering the stored URL in data-file. */
function showImages(root: HTMLElement) {
  root.querySelectorAll('img').forEach((img) => {
    const src = img.getAttribute('src') ?? '';
    if (!FILES.test(src) || img.dataset.file) return;
    img.dataset.file = src;
    img.removeAttribute('src');
    request<BinaryAnswer>({ url: src.replace(/^\/admin\//, ''), silent: true }).then((a) => { img.src = URL.createObjectURL(a.blob); }).catch(() => undefined);
  });
}

/** The editor's HTML with the stored image URLs back in place. */
function serialize(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('img[data-file]').forEach((img) => {
    img.setAttribute('src', (img as HTMLImageElement).dataset.file!);
    img.removeAttribute('data-file');
  });
  return copy.innerHTML;
}

export function RichTextEditor({ value, onChange, minHeight = 240 }: { value: string; onChange(html: string): void; minHeight?: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const ref = useRef<HTMLDivElement>(null);
  const last = useRef<string>('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el || value === last.current) return;
    el.innerHTML = value ?? '';
    last.current = value ?? '';
    showImages(el);
  }, [value]);

  const emit = () => {
    const el = ref.current;
    if (!el) return;
    last.current = serialize(el);
    onChange(last.current);
  };
  const cmd = (name: string, arg?: string) => {
    ref.current?.focus();
    document.execCommand(name, false, arg);
    emit();
  };
  const upload = async (file: File, url: string) => {
    setBusy(true);
    try {
      return await request<Record<string, unknown>>({ url, method: 'POST', multipart: true, data: { file, filename: file.name } });
    } catch (e) {
      notify((e as HttpError).message, { type: 'error', autoHideDuration: TIMING.toastMs });
      return null;
    } finally {
      setBusy(false);
    }
  };
  const pick = (accept: string, then: (f: File) => void) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = accept;
    input.onchange = () => input.files?.[0] && then(input.files[0]);
    input.click();
  };

  const tools: Array<[string, ReactElement, () => void]> = [
    ['sys.editor.h2', <Title key="h" />, () => cmd('formatBlock', 'h2')],
    ['sys.editor.paragraph', <Notes key="p" />, () => cmd('formatBlock', 'p')],
    ['sys.editor.bold', <FormatBold key="b" />, () => cmd('bold')],
    ['sys.editor.italic', <FormatItalic key="i" />, () => cmd('italic')],
    ['sys.editor.underline', <FormatUnderlined key="u" />, () => cmd('underline')],
    ['sys.editor.strike', <StrikethroughS key="s" />, () => cmd('strikeThrough')],
    ['sys.editor.ul', <FormatListBulleted key="ul" />, () => cmd('insertUnorderedList')],
    ['sys.editor.ol', <FormatListNumbered key="ol" />, () => cmd('insertOrderedList')],
    ['sys.editor.left', <FormatAlignLeft key="l" />, () => cmd('justifyLeft')],
    ['sys.editor.center', <FormatAlignCenter key="c" />, () => cmd('justifyCenter')],
    ['sys.editor.right', <FormatAlignRight key="r" />, () => cmd('justifyRight')],
    ['sys.editor.link', <LinkIcon key="a" />, () => {
      const url = window.prompt(translate('sys.editor.linkPrompt'), 'https://');
      if (url && /^https?:\/\//.test(url)) cmd('createLink', url);
    }],
    ['sys.editor.image', <ImageIcon key="img" />, () => pick('image/png,image/jpeg,image/gif,image/webp', async (f) => {
      const saved = await upload(f, 'api/v1/files?purpose=notice');
      if (saved) cmd('insertHTML', `<img src="${String(saved.url)}" alt="">`);
      if (ref.current) showImages(ref.current);
    })],
    ['sys.editor.clear', <FormatClear key="x" />, () => cmd('removeFormat')],
  ];

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, width: '100%' }} data-testid="rich-text">
      <Stack direction="row" alignItems="center" flexWrap="wrap" sx={{ p: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        {tools.map(([key, icon, run]) => (
          <Tooltip key={key} title={translate(key)}><span><IconButton size="small" disabled={busy} onMouseDown={(e) => e.preventDefault()} onClick={run} aria-label={translate(key)}>{icon}</IconButton></span></Tooltip>
        ))}
        <Divider orientation="vertical" flexItem sx={{ mx: 1 }} />
        <Tooltip title={translate('sys.notice.importWordHint')}>
          <span><Button size="small" disabled={busy} startIcon={<Description />} data-testid="import-word"
            onClick={() => pick('.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document', async (f) => {
              const out = await upload(f, 'api/v1/notices/import-docx');
              if (out && ref.current) {
                ref.current.innerHTML = String(out.html ?? '');
                showImages(ref.current);
                emit();
              }
            })}>{translate('sys.notice.importWord')}</Button></span>
        </Tooltip>
      </Stack>
      <Box ref={ref} contentEditable suppressContentEditableWarning onInput={emit} onBlur={emit} data-testid="rich-text-area"
        sx={{ p: 1.5, minHeight, outline: 'none', '& img': { maxWidth: '100%' }, '& table': { borderCollapse: 'collapse' }, '& td, & th': { border: 1, borderColor: 'divider', p: 0.5 } }} />
    </Box>
  );
}

/** The editor as a react-admin form input. */
export function RichTextInput({ source }: { source: string }) {
  const { field } = useInput({ source, defaultValue: '' });
  return <RichTextEditor value={String(field.value ?? '')} onChange={field.onChange} />;
}
