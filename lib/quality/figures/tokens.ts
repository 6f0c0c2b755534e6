// A sentence read as the tokens of written-out arithmetic: numbers (percentages included),
// operators, powers, brackets and the = or ≈ before a result; anything else is a word or other.
import { compile, readNumber } from './numbers.ts';
import type { Rules } from './rules.ts';

export interface WrittenNumber {
  text: string;
  value: number;
  decimals: number;
  percent: boolean;
  start: number;
  end: number;
}

export type Token =
  | { type: 'num'; number: WrittenNumber }
  | { type: 'op'; op: '+' | '-' | '*' | '/' }
  | { type: 'pow'; exponent: number }
  | { type: 'lp'; spaceBefore: boolean }
  | { type: 'rp' }
  | { type: 'rel'; approximate: boolean }
  | { type: 'word'; text: string; spaceBefore: boolean }
  | { type: 'other'; text: string; spaceBefore: boolean };

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const WORD = /[\p{L}\p{M}]+/uy;

export function tokenize(sentence: string, rules: Rules): Token[] {
  const tokens: Token[] = [];
  const number = compile(rules.number, 'y');
  let i = 0;
  let spaceBefore = true;
  while (i < sentence.length) {
    const ch = sentence[i]!;
    if (/\s/.test(ch)) {
      spaceBefore = true;
      i += 1;
      continue;
    }
    // A currency sign belongs to its amount: "400 × $50 × 0.05 = $1,000".
    if (/[$€₽₺£]/u.test(ch) && /\d/.test(sentence[i + 1] ?? '')) {
      i += 1;
      continue;
    }
    const startsPercent = rules.percentBefore && ch === '%' && /\d/.test(sentence[i + 1] ?? '');
    number.lastIndex = startsPercent ? i + 1 : i;
    const match = /\d/.test(ch) || startsPercent ? number.exec(sentence) : null;
    if (match) {
      let end = number.lastIndex;
      let percent = startsPercent;
      const after = /^ ?%/.exec(sentence.slice(end));
      if (!rules.percentBefore && after) {
        percent = true;
        end += after[0].length;
      }
      const { value, decimals } = readNumber(match[0], rules);
      tokens.push({
        type: 'num',
        number: { text: sentence.slice(i, end), value, decimals, percent, start: i, end },
      });
      i = end;
    } else if (SUPERSCRIPTS.includes(ch)) {
      let digits = '';
      while (i < sentence.length && SUPERSCRIPTS.includes(sentence[i]!)) {
        digits += String(SUPERSCRIPTS.indexOf(sentence[i]!));
        i += 1;
      }
      tokens.push({ type: 'pow', exponent: Number(digits) });
    } else if (ch === '^' && /\d/.test(sentence[i + 1] ?? '')) {
      const digits = /^\d+/.exec(sentence.slice(i + 1))![0];
      tokens.push({ type: 'pow', exponent: Number(digits) });
      i += 1 + digits.length;
    } else if ('+−×÷/'.includes(ch)) {
      const op = ch === '+' ? '+' : ch === '−' ? '-' : ch === '×' ? '*' : '/';
      tokens.push({ type: 'op', op });
      i += 1;
    } else if (ch === '-' && (spaceBefore || /[(=]/.test(sentence[i - 1] ?? ''))) {
      // A hyphen is a minus only after a space or a bracket ("2.40 - 1", "(-0.05)"); "1-in-100" is a word.
      tokens.push({ type: 'op', op: '-' });
      i += 1;
    } else if (ch === '=' || ch === '≈') {
      tokens.push({ type: 'rel', approximate: ch === '≈' });
      i += 1;
    } else if (ch === '(' || ch === ')') {
      tokens.push(ch === '(' ? { type: 'lp', spaceBefore } : { type: 'rp' });
      i += 1;
    } else if (/\p{L}/u.test(ch)) {
      WORD.lastIndex = i;
      const word = WORD.exec(sentence)![0];
      tokens.push({ type: 'word', text: word, spaceBefore });
      i += word.length;
    } else {
      tokens.push({ type: 'other', text: ch, spaceBefore });
      i += 1;
    }
    spaceBefore = false;
  }
  return tokens;
}
