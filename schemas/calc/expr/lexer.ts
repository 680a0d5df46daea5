// Tokenizer for the formula language. ASCII identifiers only ([A-Za-z_][A-Za-z0-9_]*), decimal literals
// (kept as strings so no float ever sees them), operators + - * / ^ ( ) , < <= > >= == != && || !.
import { CalcFailure, calcError } from '../errors.ts';

export type TokenType = 'num' | 'ident' | 'op' | 'end';
export interface Token {
  type: TokenType;
  text: string;
  pos: number;
}

const OPERATORS = ['<=', '>=', '==', '!=', '&&', '||', '+', '-', '*', '/', '^', '(', ')', ',', '<', '>', '!'];
const NUMBER = /(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/y;
const IDENT = /[A-Za-z_][A-Za-z0-9_]*/y;
const SPACE = /\s+/y;

export const MAX_FORMULA_LENGTH = 4000;

function syntax(pos: number, found: string): CalcFailure {
  return new CalcFailure(calcError('calc.error.syntax', { position: pos, found }));
}

export function tokenize(src: string): Token[] {
  if (src.length > MAX_FORMULA_LENGTH) throw syntax(MAX_FORMULA_LENGTH, 'length');
  const out: Token[] = [];
  let i = 0;
  while (i < src.length) {
    SPACE.lastIndex = i;
    if (SPACE.test(src)) {
      i = SPACE.lastIndex;
      continue;
    }
    NUMBER.lastIndex = i;
    const num = NUMBER.exec(src);
    if (num) {
      out.push({ type: 'num', text: num[0], pos: i });
      i += num[0].length;
      continue;
    }
    IDENT.lastIndex = i;
    const id = IDENT.exec(src);
    if (id) {
      out.push({ type: 'ident', text: id[0], pos: i });
      i += id[0].length;
      continue;
    }
    const op = OPERATORS.find((o) => src.startsWith(o, i));
    if (!op) throw syntax(i, src[i]);
    out.push({ type: 'op', text: op, pos: i });
    i += op.length;
  }
  out.push({ type: 'end', text: '', pos: src.length });
  return out;
}
