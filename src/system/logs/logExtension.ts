// CodeMirror 6 extensions of the log viewer: a class per line (log-error, log-warning, log-info, log-success)
// and download markers replaced by links.
import { Decoration, EditorView, ViewPlugin, WidgetType, type DecorationSet, type ViewUpdate } from '@codemirror/view';
import { RangeSetBuilder } from '@codemirror/state';
import { classify, MARKER } from './lines.ts';

class LinkWidget extends WidgetType {
  constructor(readonly file: string, readonly onOpen: (file: string) => void) { super(); }
  override eq(other: LinkWidget) { return other.file === this.file; }
  toDOM() {
    const a = document.createElement('a');
    a.textContent = `⤓ ${this.file}`;
    a.href = '#';
    a.className = 'log-download';
    a.dataset.file = this.file;
    a.onclick = (e) => { e.preventDefault(); this.onOpen(this.file); };
    return a;
  }
  override ignoreEvent() { return false; }
}

function build(view: EditorView, onOpen: (file: string) => void): DecorationSet {
  const b = new RangeSetBuilder<Decoration>();
  for (const { from, to } of view.visibleRanges) {
    for (let pos = from; pos <= to;) {
      const line = view.state.doc.lineAt(pos);
      const cls = classify(line.text);
      if (cls) b.add(line.from, line.from, Decoration.line({ class: `log-${cls}` }));
      for (const m of line.text.matchAll(MARKER)) {
        const start = line.from + m.index!;
        b.add(start, start + m[0].length, Decoration.replace({ widget: new LinkWidget(m[1], onOpen) }));
      }
      pos = line.to + 1;
    }
  }
  return b.finish();
}

export function logLines(onOpen: (file: string) => void) {
  return [
    ViewPlugin.fromClass(class {
      decorations: DecorationSet;
      constructor(view: EditorView) { this.decorations = build(view, onOpen); }
      update(u: ViewUpdate) { if (u.docChanged || u.viewportChanged) this.decorations = build(u.view, onOpen); }
    }, { decorations: (v) => v.decorations }),
    EditorView.baseTheme({
      '.log-error': { backgroundColor: 'rgba(245, 63, 63, 0.12)', color: '#c62828' },
      '.log-warning': { backgroundColor: 'rgba(255, 125, 0, 0.12)', color: '#b26a00' },
      '.log-info': { color: '#1e6bd6' },
      '.log-success': { backgroundColor: 'rgba(0, 180, 42, 0.10)', color: '#1b7f33' },
      '.log-download': { color: '#4080FF', textDecoration: 'underline', cursor: 'pointer' },
    }),
  ];
}
