// Recursive-descent parser → AST. Precedence, lowest first:
//   ||  →  &&  →  comparison (non-associative)  →  + -  →  * /  →  unary - + !  →  ^ (right-assoc)  →  primary
// so -2^2 = -(2^2) and 2^-1 works, as in mathematics.
import { CalcFailure, calcError } from '../errors.ts';
import { tokenize, type Token } from './lexer.ts';

export type Node =
  | { t: 'num'; text: string }
  | { t: 'var'; name: string }
  | { t: 'un'; op: '-' | '+' | '!'; arg: Node }
  | { t: 'bin'; op: string; left: Node; right: Node }
  | { t: 'call'; name: string; args: Node[]; pos: number };

const MAX_DEPTH = 200;
const COMPARISONS = new Set(['<', '<=', '>', '>=', '==', '!=']);

export function parse(src: string): Node {
  const tokens = tokenize(src);
  let k = 0;
  let depth = 0;
  const peek = (): Token => tokens[k];
  const fail = (tok: Token): never => {
    throw new CalcFailure(calcError('calc.error.syntax', { position: tok.pos, found: tok.text || 'end' }));
  };
  const isOp = (text: string): boolean => peek().type === 'op' && peek().text === text;
  const expect = (text: string): void => {
    if (!isOp(text)) fail(peek());
    k++;
  };
  const enter = (): void => {
    if (++depth > MAX_DEPTH) fail(peek());
  };

  const binary = (next: () => Node, ops: string[]): Node => {
    let left = next();
    while (peek().type === 'op' && ops.includes(peek().text)) {
      const op = tokens[k++].text;
      left = { t: 'bin', op, left, right: next() };
    }
    return left;
  };
  const orExpr = (): Node => binary(andExpr, ['||']);
  const andExpr = (): Node => binary(comparison, ['&&']);
  const comparison = (): Node => {
    const left = additive();
    if (peek().type === 'op' && COMPARISONS.has(peek().text)) {
      const op = tokens[k++].text;
      const node: Node = { t: 'bin', op, left, right: additive() };
      if (peek().type === 'op' && COMPARISONS.has(peek().text)) fail(peek()); // a < b < c is a mistake
      return node;
    }
    return left;
  };
  const additive = (): Node => binary(multiplicative, ['+', '-']);
  const multiplicative = (): Node => binary(unary, ['*', '/']);
  const unary = (): Node => {
    const tok = peek();
    if (tok.type === 'op' && (tok.text === '-' || tok.text === '+' || tok.text === '!')) {
      k++;
      enter();
      const arg = unary();
      depth--;
      return { t: 'un', op: tok.text, arg };
    }
    return power();
  };
  const power = (): Node => {
    const base = primary();
    if (isOp('^')) {
      k++;
      enter();
      const exponent = unary();
      depth--;
      return { t: 'bin', op: '^', left: base, right: exponent };
    }
    return base;
  };
  const primary = (): Node => {
    const tok = peek();
    if (tok.type === 'num') {
      k++;
      return { t: 'num', text: tok.text };
    }
    if (tok.type === 'ident') {
      k++;
      if (!isOp('(')) return { t: 'var', name: tok.text };
      k++;
      const args: Node[] = [];
      enter();
      if (!isOp(')')) {
        args.push(orExpr());
        while (isOp(',')) {
          k++;
          args.push(orExpr());
        }
      }
      expect(')');
      depth--;
      return { t: 'call', name: tok.text, args, pos: tok.pos };
    }
    if (isOp('(')) {
      k++;
      enter();
      const inner = orExpr();
      expect(')');
      depth--;
      return inner;
    }
    return fail(tok);
  };

  const root = orExpr();
  if (peek().type !== 'end') fail(peek());
  return root;
}

/** Variable names a formula reads, in first-use order. */
export function variablesOf(node: Node, out: string[] = []): string[] {
  switch (node.t) {
    case 'var':
      if (!out.includes(node.name)) out.push(node.name);
      break;
    case 'un':
      variablesOf(node.arg, out);
      break;
    case 'bin':
      variablesOf(node.left, out);
      variablesOf(node.right, out);
      break;
    case 'call':
      for (const a of node.args) variablesOf(a, out);
      break;
  }
  return out;
}
