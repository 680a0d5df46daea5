import type { IOptions } from 'sanitize-html';

// What the rich-text editor and a Word import may produce; scripts, event handlers, iframes, forms,
// javascript: links and unknown styles are dropped. Loaded on first use: the module is not small.
const OPTIONS: IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'span',
    'div',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'strike',
    'del',
    'sub',
    'sup',
    'mark',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'colgroup',
    'col',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    col: ['span'],
    '*': ['style', 'class'],
  },
  allowedClasses: { '*': ['ql-*', 'w-e-*', 'align-*', 'indent-*'] },
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'font-size': [/^\d{1,3}(\.\d+)?(px|pt|em|rem|%)$/],
      'font-weight': [/^(bold|normal|[1-9]00)$/],
      'font-style': [/^(italic|normal)$/],
      'text-decoration': [/^(underline|line-through|none)$/],
      'text-indent': [/^\d{1,3}(\.\d+)?(px|pt|em)$/],
      width: [/^\d{1,4}(\.\d+)?(px|%)$/],
      height: [/^\d{1,4}(\.\d+)?(px|%)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer', ...(attribs.target ? { target: '_blank' } : {}) } }),
  },
  disallowedTagsMode: 'discard',
};

let sanitizer: ((html: string, options: IOptions) => string) | undefined;

export async function sanitizeRichText(html: string): Promise<string> {
  sanitizer ??= (await import('sanitize-html')).default;
  // data: images are allowed only as raster images, never SVG
  return sanitizer(html, OPTIONS).replace(/(<img\b[^>]*\bsrc=")data:(?!image\/(png|jpe?g|gif|webp);base64,)[^"]*"/gi, '$1"');
}
