import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, it, expect } from 'vitest';

// One-way layers (issue 36). schemas/ is shared by both sides and is browser code too: it imports nothing of src/,
// server/ or tests/ and does no I/O (no node:* module). src/ (the browser bundle) and server/ never import each
// other: code under server/ or tests/ pulled into src/ ships server or test code to every user (the test flow driver
// once made a 168 kB chunk), and the server reading UI modules made the UI's files a server API. What both sides
// print lives in schemas/. eslint.config.js says the same per folder; this test also sees what lint cannot: cycles.
const root = path.resolve(import.meta.dirname, '../..');
const LAYERS = ['schemas', 'src', 'server'];

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return files(p);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !/\.d\.ts$/.test(e.name) ? [p] : [];
  });
}

export interface Import {
  spec: string;
  /** erased at run time: `import type`, `export type`, or named imports that are all `type` */
  typeOnly: boolean;
}

/** Every module specifier of a file: static imports and re-exports, side-effect imports, dynamic import(),
 *  vite's import.meta.glob (its pattern). */
export function imports(code: string, name = 'x.tsx'): Import[] {
  const sf = ts.createSourceFile(name, code, ts.ScriptTarget.Latest, false, name.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: Import[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isImportDeclaration(n) && ts.isStringLiteral(n.moduleSpecifier)) {
      const c = n.importClause;
      const named = c?.namedBindings && ts.isNamedImports(c.namedBindings) ? c.namedBindings.elements : undefined;
      const allTypeNamed = !!named && named.length > 0 && named.every((e) => e.isTypeOnly) && !c?.name;
      out.push({ spec: n.moduleSpecifier.text, typeOnly: !!c && (c.isTypeOnly || allTypeNamed) });
    } else if (ts.isExportDeclaration(n) && n.moduleSpecifier && ts.isStringLiteral(n.moduleSpecifier)) {
      const named = n.exportClause && ts.isNamedExports(n.exportClause) ? n.exportClause.elements : undefined;
      out.push({ spec: n.moduleSpecifier.text, typeOnly: n.isTypeOnly || (!!named && named.length > 0 && named.every((e) => e.isTypeOnly)) });
    } else if (ts.isCallExpression(n) && n.arguments.length > 0) {
      const e = n.expression;
      const arg = n.arguments[0];
      const isDynamic = e.kind === ts.SyntaxKind.ImportKeyword;
      const isGlob = ts.isPropertyAccessExpression(e) && e.name.text === 'glob' && ts.isMetaProperty(e.expression);
      if ((isDynamic || isGlob) && ts.isStringLiteralLike(arg)) out.push({ spec: arg.text, typeOnly: false });
      // a glob of several patterns: the files of the positive ones but those of a '!' one, as one specifier
      if (isGlob && ts.isArrayLiteralExpression(arg))
        out.push({
          spec: arg.elements
            .filter(ts.isStringLiteralLike)
            .map((x) => x.text)
            .join('\n'),
          typeOnly: false,
        });
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

/** A relative specifier (or a glob pattern) of `file` as repository paths. */
function resolve(file: string, spec: string): string[] {
  if (spec.includes('\n')) {
    const patterns = spec.split('\n');
    const out = new Set(patterns.filter((p) => !p.startsWith('!')).flatMap((p) => resolve(file, p)));
    for (const p of patterns.filter((x) => x.startsWith('!'))) for (const f of resolve(file, p.slice(1))) out.delete(f);
    return [...out];
  }
  if (!spec.startsWith('.')) return [];
  const abs = path.resolve(path.dirname(file), spec);
  if (!/[*{]/.test(spec)) return [path.relative(root, abs)];
  const dir = path.dirname(abs.replace(/[*{].*$/, 'x'));
  // glob to regex: '**/' any folders, a last '**' anything below, '*' within a name, '{a,b}' either
  const re = new RegExp(
    '^' +
      path
        .relative(dir, abs)
        .replace(/[.]/g, '\\.')
        .replace(/\*\*\//g, '<DIRS>')
        .replace(/\*\*/g, '<ANY>')
        .replace(/\*/g, '[^/]+')
        .replace(/<DIRS>/g, '(?:.+/)?')
        .replace(/<ANY>/g, '.+')
        .replace(/\{([^}]*)\}/g, (_, alts: string) => `(?:${alts.split(',').join('|')})`) +
      '$',
  );
  return files(dir)
    .map((f) => path.relative(dir, f))
    .filter((f) => re.test(f))
    .map((f) => path.relative(root, path.join(dir, f)));
}

interface Edge {
  from: string;
  to: string;
  spec: string;
  typeOnly: boolean;
}

const edges: Edge[] = LAYERS.flatMap((dir) =>
  files(path.join(root, dir)).flatMap((file) =>
    imports(fs.readFileSync(file, 'utf8'), file).flatMap(({ spec, typeOnly }) =>
      spec.startsWith('.')
        ? resolve(file, spec).map((to) => ({ from: path.relative(root, file), to, spec, typeOnly }))
        : [{ from: path.relative(root, file), to: spec, spec, typeOnly }],
    ),
  ),
);

/** What a layer may not import: other layers' folders, and for schemas/ any node:* module (I/O). */
const FORBIDDEN: Record<string, RegExp> = {
  schemas: /^(src|server|tests|scripts)\/|^node:/,
  src: /^(server|tests|scripts)\//,
  server: /^(src|tests)\//,
};

/** Strongly connected components (Tarjan) of a graph given as adjacency lists. */
export function components(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const connect = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const c: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        c.push(w);
      } while (w !== v);
      out.push(c.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) connect(v);
  return out;
}

describe('module boundaries', () => {
  it('reads every kind of import, and which are erased at run time', () => {
    expect(
      imports(
        "import a from './a.ts';\nimport type { B } from \"../b.ts\";\nimport { type F, type G } from './f.ts';\nimport { type H, i } from './h.ts';\nexport { c } from './c.ts';\nexport type { J } from './j.ts';\nimport './d.css';\nconst e = () => import('../e.tsx');\nconst g = import.meta.glob('./*/index.ts');",
      ),
    ).toEqual([
      { spec: './a.ts', typeOnly: false },
      { spec: '../b.ts', typeOnly: true },
      { spec: './f.ts', typeOnly: true },
      { spec: './h.ts', typeOnly: false },
      { spec: './c.ts', typeOnly: false },
      { spec: './j.ts', typeOnly: true },
      { spec: './d.css', typeOnly: false },
      { spec: '../e.tsx', typeOnly: false },
      { spec: './*/index.ts', typeOnly: false },
    ]);
  });

  // the screens' glob (src/routes/pages.ts): its edges reach the capability folders, not the generic layers it excludes
  it("reads a glob of several patterns, a '!' one taking files away", () => {
    const to = edges.filter((e) => e.from === 'src/routes/pages.ts').map((e) => e.to);
    expect(to).toContain('src/system/Codegen.tsx');
    expect(to.some((t) => t.startsWith('src/layout/') || t.startsWith('src/resources/'))).toBe(false);
  });

  it('finds a cycle and leaves a pair alone', () => {
    const g = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['e']],
      ['e', ['d']],
    ]);
    expect(components(g).filter((c) => c.length > 2)).toEqual([['a', 'b', 'c']]);
  });

  for (const dir of LAYERS) {
    it(`${dir}/ imports only what its layer may (type imports too: they still couple the folders)`, () => {
      const crossings = edges.filter((e) => e.from.startsWith(`${dir}/`) && FORBIDDEN[dir].test(e.to)).map((e) => `${e.from} → ${e.to}`);
      expect(crossings).toEqual([]);
    });
  }

  // Type-only imports do not count: TypeScript erases them, so they set no evaluation order and cannot leave a module
  // half-initialised (the harm of a cycle at run time); a type cycle is ordinary in declarations that refer to each
  // other. Dynamic import() counts: a lazy page that reaches back to the table that lazily imports it still ties
  // the two ends into one unit. Generated barrels (*.gen.ts) are leaves their generator owns.
  it('has no import cycle of more than two files (value imports, generated code aside)', () => {
    const graph = new Map<string, string[]>();
    for (const e of edges) {
      if (e.typeOnly || !LAYERS.some((l) => e.to.startsWith(`${l}/`))) continue;
      if (/\.gen\.ts$/.test(e.from) || /\.gen\.ts$/.test(e.to)) continue;
      graph.set(e.from, [...(graph.get(e.from) ?? []), e.to]);
    }
    const cycles = components(graph)
      .filter((c) => c.length > 2)
      .map((c) => `${c.length} files:\n  ${c.join('\n  ')}`);
    expect(cycles).toEqual([]);
  });

  // Issue 36: the screens reach the server through react-admin's hooks or the one typed client, never by building a
  // URL for the HTTP client themselves. Only the dataProvider, the authProvider and the client folder import its
  // `request` (the session hooks and the binary answer's type stay importable).
  it("imports the HTTP client's request only in the dataProvider, the authProvider and the typed client", () => {
    const http = 'src/dataProvider/http.ts';
    const allowed = /^src\/(dataProvider\/(index|download|http)\.ts|dataProvider\/client\/|authProvider\/)/;
    const callers = files(path.join(root, 'src'))
      .map((file) => path.relative(root, file))
      .filter((file) => !allowed.test(file) && requestImported(fs.readFileSync(path.join(root, file), 'utf8'), file, http));
    expect(callers).toEqual([]);
  });

  // ... nor by writing the server's address into a screen: a URL of the API ('/admin/…', also as a link's href) is
  // named once, by the typed client (e.g. apiDocs.page), so a route that moves is changed in one place.
  it("names the API's URLs ('/admin/…') only in the dataProvider and the authProvider", () => {
    const allowed = /^src\/(dataProvider|authProvider)\//;
    const found = files(path.join(root, 'src'))
      .map((file) => path.relative(root, file))
      .filter((file) => !allowed.test(file))
      .flatMap((file) => adminUrls(fs.readFileSync(path.join(root, file), 'utf8'), file).map((url) => `${file}: ${url}`));
    expect(found).toEqual([]);
  });
});

/** The string literals of `code` (quoted, template, JSX attribute) that begin with the API's base '/admin/'; comments aside. */
export function adminUrls(code: string, file = 'x.tsx'): string[] {
  const sf = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: string[] = [];
  const visit = (n: ts.Node) => {
    if ((ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateHead(n)) && /^\/?admin\//.test(n.text)) out.push(n.text);
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

describe('adminUrls', () => {
  it('sees the API base in quotes, templates and JSX attributes, and not in comments or other paths', () => {
    expect(adminUrls("fetch('/admin/api-docs/openapi.json');")).toEqual(['/admin/api-docs/openapi.json']);
    expect(adminUrls('const u = `/admin/order/${id}/quotation`;')).toEqual(['/admin/order/']);
    expect(adminUrls('const u = `admin/task/labels`;')).toEqual(['admin/task/labels']);
    expect(adminUrls('const a = <a href="/admin/api-docs">x</a>;')).toEqual(['/admin/api-docs']);
    expect(adminUrls("// '/admin/api-docs'\nnavigate('/business/orders'); t('admin.title');")).toEqual([]);
  });
});

/** Whether `code` imports `request` from `target` (by name, as a namespace, or dynamically). */
export function requestImported(code: string, file: string, target: string): boolean {
  const sf = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const isTarget = (spec: string) => spec.startsWith('.') && path.relative(root, path.resolve(path.dirname(path.join(root, file)), spec)) === target;
  let found = false;
  const visit = (n: ts.Node) => {
    if (
      (ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) &&
      n.moduleSpecifier &&
      ts.isStringLiteral(n.moduleSpecifier) &&
      isTarget(n.moduleSpecifier.text)
    ) {
      const bindings = ts.isImportDeclaration(n) ? n.importClause?.namedBindings : n.exportClause;
      if (!bindings || ts.isNamespaceImport(bindings) || ts.isNamespaceExport(bindings)) found = true;
      else found ||= bindings.elements.some((e) => (e.propertyName ?? e.name).text === 'request');
    } else if (
      ts.isCallExpression(n) &&
      n.expression.kind === ts.SyntaxKind.ImportKeyword &&
      ts.isStringLiteralLike(n.arguments[0]) &&
      isTarget(n.arguments[0].text)
    ) {
      found = true;
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return found;
}

describe('requestImported', () => {
  const file = 'src/system/X.tsx';
  const http = 'src/dataProvider/http.ts';
  it('sees request imported by name, renamed, re-exported, as a namespace or dynamically, and not the other names', () => {
    expect(requestImported("import { request } from '../dataProvider/http.ts';", file, http)).toBe(true);
    expect(requestImported("import { hooks, request as r } from '../dataProvider/http.ts';", file, http)).toBe(true);
    expect(requestImported("export { request } from '../dataProvider/http.ts';", file, http)).toBe(true);
    expect(requestImported("import * as http from '../dataProvider/http.ts';", file, http)).toBe(true);
    expect(requestImported("const m = import('../dataProvider/http.ts');", file, http)).toBe(true);
    expect(requestImported("import { hooks, type BinaryAnswer } from '../dataProvider/http.ts';", file, http)).toBe(false);
    expect(requestImported("import { request } from './http.ts';", file, http)).toBe(false);
  });
});
