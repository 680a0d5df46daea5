// Stored files (/admin/api/v1/files/...) are read with the session token, so <img src> cannot load them directly:
// these fetch the bytes with the token and show them through object URLs.
import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { files } from '../../dataProvider/client/index.ts';

const FILES = /^\/admin\/api\/v1\/files\/[0-9a-f-]{36}\.[a-z]{3,4}$/;

async function objectUrl(src: string): Promise<string> {
  const answer = await files.read(src);
  return URL.createObjectURL(answer.blob);
}

export function AuthImage({ src, alt, ...rest }: { src?: string | null; alt: string } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'>) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!src) return setUrl(undefined);
    if (!FILES.test(src)) return setUrl(src);
    let made: string | undefined;
    let live = true;
    objectUrl(src)
      .then((u) => {
        made = u;
        if (live) setUrl(u);
        else URL.revokeObjectURL(u);
      })
      .catch(() => setUrl(undefined));
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [src]);
  return url ? <img src={url} alt={alt} {...rest} /> : null;
}

/** Sanitised HTML from the server (notices) whose stored images load with the token. */
export function AuthHtml({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const made: string[] = [];
    el.querySelectorAll('img').forEach((img) => {
      const src = img.getAttribute('src') ?? '';
      if (!FILES.test(src)) return;
      img.removeAttribute('src');
      objectUrl(src)
        .then((u) => {
          made.push(u);
          img.src = u;
        })
        .catch(() => undefined);
    });
    return () => made.forEach((u) => URL.revokeObjectURL(u));
  }, [html]);
  // the server sanitises every stored notice (server/system/notices/sanitize.ts)
  return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
