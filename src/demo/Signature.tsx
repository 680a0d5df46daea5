// Signature demo: a signature pad (signature_pad) whose drawing is saved as a PNG through the file upload; the
// saved image is shown back from the server.
import { useEffect, useRef, useState } from 'react';
import { useTranslate, useNotify, Title, HttpError } from 'react-admin';
import SignaturePad from 'signature_pad';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { files } from '../dataProvider/client/index.ts';
import { TIMING } from '../settings.ts';
import { AuthImage } from '../resources/tools/AuthImage.tsx';

export default function Signature() {
  const translate = useTranslate();
  const notify = useNotify();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  useEffect(() => {
    if (!canvas.current) return;
    pad.current = new SignaturePad(canvas.current, { backgroundColor: 'rgb(255,255,255)', penColor: 'rgb(0,0,0)' });
    return () => pad.current?.off();
  }, []);
  const save = async () => {
    if (!pad.current || !canvas.current || pad.current.isEmpty()) {
      notify('sys.demo.signFirst', { type: 'warning', autoHideDuration: TIMING.toastMs });
      return;
    }
    // straight from the canvas: fetching its data: URL is refused by the page's Content-Security-Policy (connect-src)
    const blob = await new Promise<Blob | null>((resolve) => canvas.current!.toBlob(resolve, 'image/png'));
    if (!blob) return;
    try {
      const out = await files.upload(blob, 'upload', 'signature.png');
      setSaved(out.url);
      notify('sys.saved', { type: 'success', autoHideDuration: TIMING.toastMs });
    } catch (e) {
      notify((e as HttpError).message, { type: 'error', autoHideDuration: TIMING.toastMs });
    }
  };
  return (
    <Card data-testid="page-signature">
      <Title title="menu.demo.signature" />
      <CardContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('sys.demo.sign')}
        </Typography>
        <canvas
          ref={canvas}
          width={600}
          height={200}
          style={{ border: '1px dashed #999', touchAction: 'none', maxWidth: '100%' }}
          data-testid="signature-pad"
        />
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button onClick={() => pad.current?.clear()}>{translate('sys.demo.clear')}</Button>
          <Button variant="contained" onClick={() => void save()} data-testid="signature-save">
            {translate('sys.demo.saveSignature')}
          </Button>
        </Stack>
        {saved && (
          <Stack sx={{ mt: 2 }} spacing={1}>
            <Typography variant="body2" data-testid="signature-url">
              {translate('sys.demo.savedAt', { url: saved })}
            </Typography>
            <AuthImage src={saved} alt="" style={{ maxWidth: 300, border: '1px solid #ddd' }} />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
