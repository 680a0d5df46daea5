// The notice editor: ra-input-rich-text (TipTap) with its own toolbar plus two buttons of ours, an image uploaded as a
// notice file and the import of a Word .docx (converted and sanitised by the server). Stored images need the
// session token, so the image node shows them through an object URL while the document keeps the stored URL. What
// the editor produces is sanitised again by the server before it is stored.
import { useState } from 'react';
import { useNotify, useTranslate, HttpError } from 'react-admin';
import {
  RichTextInput as TiptapInput,
  RichTextInputToolbar,
  DefaultEditorOptions,
  LevelSelect,
  FormatButtons,
  AlignmentButtons,
  ListButtons,
  LinkButtons,
  ClearButtons,
  useTiptapEditor,
} from 'ra-input-rich-text';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import ImageIcon from '@mui/icons-material/Image';
import Description from '@mui/icons-material/Description';
import { files, notices } from '../../dataProvider/client/index.ts';
import { TIMING } from '../../settings.ts';

const FILES = /^\/admin\/api\/v1\/files\/[0-9a-f-]{36}\.[a-z]{3,4}$/;

const extensions = DefaultEditorOptions.extensions ?? [];
const image = extensions.find((e) => e.name === 'image')!;

/** ra-input-rich-text's image node, drawn through an authorised fetch for the stored notice images. */
const AuthorisedImage = image.extend({
  addNodeView() {
    return ({ node }: { node: { attrs: Record<string, unknown> } }) => {
      const img = document.createElement('img');
      const src = String(node.attrs.src ?? '');
      img.alt = String(node.attrs.alt ?? '');
      if (FILES.test(src)) {
        files
          .read(src)
          .then((a) => {
            img.src = URL.createObjectURL(a.blob);
          })
          .catch(() => undefined);
      }
      return { dom: img };
    };
  },
});

export const editorOptions = {
  ...DefaultEditorOptions,
  extensions: extensions.map((e) => (e.name === 'image' ? AuthorisedImage : e)),
  editorProps: { attributes: { 'data-testid': 'rich-text-area' } },
};

function useUpload() {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const upload = async <T,>(accept: string, send: (file: File) => Promise<T>): Promise<T | null> => {
    const file = await new Promise<File | undefined>((resolve) => {
      const input = document.createElement('input');
      input.type = 'file';
      input.accept = accept;
      input.onchange = () => resolve(input.files?.[0]);
      input.click();
    });
    if (!file) return null;
    setBusy(true);
    try {
      return await send(file);
    } catch (e) {
      notify((e as HttpError).message, { type: 'error', autoHideDuration: TIMING.toastMs });
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { busy, upload };
}

/** Uploads an image as a notice file and inserts it at the cursor. */
function ImageUploadButton() {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const { busy, upload } = useUpload();
  const label = translate('sys.editor.image');
  return (
    <ToggleButton
      value="image"
      size="small"
      aria-label={label}
      title={label}
      disabled={!editor?.isEditable || busy}
      onClick={async () => {
        const saved = await upload('image/png,image/jpeg,image/gif,image/webp', (file) => files.upload(file, 'notice', file.name, false));
        if (saved)
          editor
            .chain()
            .focus()
            .insertContent({ type: 'image', attrs: { src: String(saved.url), alt: '' } })
            .run();
      }}
    >
      <ImageIcon fontSize="inherit" />
    </ToggleButton>
  );
}

/** Replaces the content with a Word document, converted and sanitised by the server (its images uploaded). */
function WordImportButton() {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const { busy, upload } = useUpload();
  return (
    <Tooltip title={translate('sys.notice.importWordHint')}>
      <span>
        <Button
          size="small"
          disabled={!editor?.isEditable || busy}
          startIcon={<Description />}
          data-testid="import-word"
          onClick={async () => {
            const out = await upload('.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document', notices.importDocx);
            if (out) editor.commands.setContent(String(out.html ?? ''), { emitUpdate: true });
          }}
        >
          {translate('sys.notice.importWord')}
        </Button>
      </span>
    </Tooltip>
  );
}

/** The editor as a react-admin form input. */
export function RichTextInput({ source, label }: { source: string; label?: string | false }) {
  return (
    <Box sx={{ width: '100%' }} data-testid="rich-text">
      <TiptapInput
        source={source}
        label={label}
        editorOptions={editorOptions}
        toolbar={
          <RichTextInputToolbar size="small">
            <LevelSelect size="small" />
            <FormatButtons size="small" />
            <AlignmentButtons size="small" />
            <ListButtons size="small" />
            <LinkButtons size="small" />
            <ImageUploadButton />
            <ClearButtons size="small" />
            <WordImportButton />
          </RichTextInputToolbar>
        }
      />
    </Box>
  );
}
