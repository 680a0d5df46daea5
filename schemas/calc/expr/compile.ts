// AST → tree of closures. Compiling once per formula string (cached) keeps per-row evaluation to plain calls.
// Every failure is a CalcFailure carrying a typed error that names the input concerned.
import { cmpDec, Dec, ONE, ZERO, parseDec, toT } from '../decimal.ts';
import { CalcFailure, calcError } from '../errors.ts';
import { FUNCTIONS } from './functions.ts';
import { parse, variablesOf, type Node } from './parser.ts';

/** Variable values: Decimals, or strings that must be decimal numerals. Missing or empty → missingInput. */
export type Scope = { readonly [name: string]: Dec | string | undefined };
/** Variable values by slot: a template's plan gives each variable a fixed index (see bindSlots). */
export type Slots = readonly (Dec | undefined)[];
type Run<S = Scope> = (scope: S) => Dec;
/** How a compiled formula reads one variable: by name from a Scope, or by index from Slots. */
type Read<S> = (scope: S) => unknown;
/** A slot reader carries its index: a variable node then reads the array itself (see the 'var' case). */
type SlotRead = Read<Slots> & { slot?: number };
type ReaderOf<S> = (name: string) => Read<S>;

export interface Compiled {
  formula: string;
  /** Variables the formula reads. */
  variables: string[];
  run: Run;
}

const truthy = (d: Dec): boolean => !d.isZero();
const bool = (b: boolean): Dec => (b ? ONE : ZERO);

function valueOf(v: unknown, name: string): Dec {
  if (v instanceof Dec) return v;
  // Anything else that is not a string (an inherited Object.prototype member, a stray object) counts as missing.
  if (typeof v !== 'string' || v === '') throw new CalcFailure(calcError('calc.error.missingInput', { input: name }, name));
  const d = parseDec(v);
  if (d === null) throw new CalcFailure(calcError('calc.error.notANumber', { input: name, value: v }, name));
  return d;
}

function finite(d: Dec, what: string): Dec {
  if (!d.isFinite()) throw new CalcFailure(calcError(d.isNaN() ? 'calc.error.domain' : 'calc.error.notFinite', { fn: what }));
  return d;
}

/** Names the variable that made a divisor zero: the first one whose value is zero, else the first one. */
function divisionByZero<S>(scope: S, names: string[], reads: Read<S>[]): CalcFailure {
  const i = reads.findIndex((read) => {
    const v = read(scope);
    return v instanceof Dec ? v.isZero() : typeof v === 'string' && parseDec(v)?.isZero() === true;
  });
  const input = i >= 0 ? names[i] : names[0];
  return new CalcFailure(calcError('calc.error.divisionByZero', { input: input ?? '' }, input));
}

function build<S>(node: Node, readerOf: ReaderOf<S>): Run<S> {
  switch (node.t) {
    case 'num': {
      const value = new Dec(node.text);
      return () => value;
    }
    case 'var': {
      const name = node.name;
      const read = readerOf(name);
      const k = (read as SlotRead).slot;
      // Slots hold Decimals or nothing (the plan parsed every input): one array read, no reader call, no type test.
      if (k !== undefined)
        return ((values: Slots) => {
          const v = values[k];
          if (v === undefined) throw new CalcFailure(calcError('calc.error.missingInput', { input: name }, name));
          return v;
        }) as unknown as Run<S>;
      return (s) => valueOf(read(s), name);
    }
    case 'un': {
      const arg = build(node.arg, readerOf);
      if (node.op === '-') return (s) => arg(s).neg();
      if (node.op === '!') return (s) => bool(!truthy(arg(s)));
      return arg;
    }
    case 'bin':
      return buildBinary(node.op, node.left, node.right, readerOf);
    case 'call':
      return buildCall(node, readerOf);
  }
}

function buildBinary<S>(op: string, l: Node, r: Node, readerOf: ReaderOf<S>): Run<S> {
  const left = build(l, readerOf);
  const right = build(r, readerOf);
  switch (op) {
    case '+':
      return (s) => left(s).plus(right(s));
    case '-':
      return (s) => left(s).minus(right(s));
    case '*':
      return (s) => left(s).times(right(s));
    case '/': {
      const names = variablesOf(r);
      const reads = names.map(readerOf);
      return (s) => {
        const a = left(s);
        const b = right(s);
        if (b.isZero()) throw divisionByZero(s, names, reads);
        return a.div(b);
      };
    }
    case '^': {
      const names = variablesOf(r).concat(variablesOf(l));
      const baseNames = variablesOf(l);
      const baseReads = baseNames.map(readerOf);
      return (s) => {
        const a = left(s);
        const b = right(s);
        if (a.isZero() && b.lt(0)) throw divisionByZero(s, baseNames, baseReads);
        const p = b.isInteger() ? a.pow(b) : new Dec(toT(a).pow(toT(b)));
        if (p.isNaN()) throw new CalcFailure(calcError('calc.error.domain', { fn: '^', input: names[0] ?? '' }, names[0]));
        return finite(p, '^');
      };
    }
    case '<':
      return (s) => bool(cmpDec(left(s), right(s)) < 0);
    case '<=':
      return (s) => bool(cmpDec(left(s), right(s)) < 1);
    case '>':
      return (s) => bool(cmpDec(left(s), right(s)) > 0);
    case '>=':
      return (s) => bool(cmpDec(left(s), right(s)) > -1);
    case '==':
      return (s) => bool(cmpDec(left(s), right(s)) === 0);
    case '!=':
      return (s) => bool(cmpDec(left(s), right(s)) !== 0);
    case '&&':
      return (s) => bool(truthy(left(s)) && truthy(right(s)));
    case '||':
      return (s) => bool(truthy(left(s)) || truthy(right(s)));
  }
  throw new CalcFailure(calcError('calc.error.syntax', { position: 0, found: op }));
}

function buildCall<S>(node: Extract<Node, { t: 'call' }>, readerOf: ReaderOf<S>): Run<S> {
  const args = node.args.map((a) => build(a, readerOf));
  if (node.name === 'if') {
    if (args.length !== 3) throw new CalcFailure(calcError('calc.error.arity', { fn: 'if', expected: 3, got: args.length }));
    const [c, a, b] = args;
    return (s) => (truthy(c(s)) ? a(s) : b(s)); // lazy: if(V > 0, x / V, 0) never divides by zero
  }
  const def = Object.prototype.hasOwnProperty.call(FUNCTIONS, node.name) ? FUNCTIONS[node.name] : undefined;
  if (!def) throw new CalcFailure(calcError('calc.error.unknownFunction', { fn: node.name, position: node.pos }));
  const n = args.length;
  if (n < def.min || n > def.max || (def.groupOf && n % def.groupOf !== 0))
    throw new CalcFailure(calcError('calc.error.arity', { fn: node.name, expected: def.groupOf ? `${def.min}+` : def.min, got: n }));
  const names = node.args.map((a) => variablesOf(a)[0] ?? '');
  const fn = def.fn;
  const what = node.name;
  return (s) =>
    finite(
      fn(
        args.map((a) => a(s)),
        names,
      ),
      what,
    );
}

const byName: ReaderOf<Scope> = (name) => (scope) => scope[name];
const cache = new Map<string, Compiled & { ast: Node }>();

function compileCached(formula: string): Compiled & { ast: Node } {
  let c = cache.get(formula);
  if (!c) {
    const ast = parse(formula);
    c = { formula, variables: variablesOf(ast), run: build(ast, byName), ast };
    if (cache.size > 5000) cache.clear();
    cache.set(formula, c);
  }
  return c;
}

/** Parses and compiles a formula (cached by its text). Throws CalcFailure on a syntax error. */
export function compileOrThrow(formula: string): Compiled {
  return compileCached(formula);
}

/**
 * The same formula reading its variables from an array: `slotOf(name)` is the index of each variable. A template's
 * plan binds its formulas once, so a row is an array filled by index instead of an object looked up by name.
 */
export function bindSlots(c: Compiled, slotOf: (name: string) => number): Run<Slots> {
  return build(compileCached(c.formula).ast, (name) => {
    const k = slotOf(name);
    const read: SlotRead = (values: Slots) => values[k];
    read.slot = k;
    return read;
  });
}
