// Tables: a price column beside its implied probability, a market's total or a Kelly stake.
import { kellyCheck } from './kelly.ts';
import {
  allowance,
  compile,
  formatTolerance,
  formatValue,
  type Interval,
  mid,
  ops,
  overlaps,
  readNumber,
  rounded,
} from './numbers.ts';
import { probabilityCheck } from './odds.ts';
import type { Percentage, Price } from './prices.ts';
import type { Rules, TableColumn } from './rules.ts';
import type { FigureCheck } from './types.ts';

/**
 * A table whose header names a price column and a column of what it implies ("| Decimal | … |
 * Implied probability |"), checked row by row; a cell that is not a bare figure is left alone.
 */
export function tableChecks(body: string, rules: Rules): FigureCheck[] {
  const checks: FigureCheck[] = [];
  const lines = body.split('\n');
  for (let start = 0; start < lines.length; start += 1) {
    if (!isTableLine(lines[start]!) || (start > 0 && isTableLine(lines[start - 1]!))) continue;
    const rows: string[] = [];
    for (let i = start; i < lines.length && isTableLine(lines[i]!); i += 1) rows.push(lines[i]!);
    const [header, , ...body] = rows.map(cellsOf);
    if (!header) continue;
    const column = (name: TableColumn) => header.findIndex((cell) => rules.columns[name].test(cell));
    const implied = column('implied');
    const total = column('total');
    const kelly = column('kelly');
    const probability = column('probability');
    const priceColumns = (['decimal', 'american', 'fractional'] as const)
      .map((kind) => ({ kind, index: column(kind) }))
      .filter(({ index }) => index >= 0);
    body.forEach((cells, row) => {
      const sentence = rows[row + 2]!.trim();
      for (const { kind, index } of priceColumns) {
        const cell = cells[index] ?? '';
        if (implied >= 0) {
          const price = priceOfCell(cell, kind, rules);
          const percentage = percentageOfCell(cells[implied] ?? '', rules);
          if (price && percentage)
            checks.push(probabilityCheck('implied-probability', sentence, price, percentage, rules, ''));
        }
        if (total >= 0 && kind === 'decimal') {
          const market = cell.split(/\s*\/\s*/).map((part) => priceOfCell(part, 'decimal', rules));
          const percentage = percentageOfCell(cells[total] ?? '', rules);
          if (market.length >= 2 && market.every(Boolean) && percentage) {
            const sum = (market as Price[]).reduce<Interval>(
              (acc, price) => ops.add(acc, { lo: price.implied.lo * 100, hi: price.implied.hi * 100 }),
              { lo: 0, hi: 0 },
            );
            checks.push({
              kind: 'market-total',
              sentence,
              written: percentage.text,
              expected: `prices of ${cell.trim()} imply a total of ${formatValue(mid(sum), percentage.decimals, rules)}%`,
              tolerance: formatTolerance(percentage.decimals, false, rules),
              ok: overlaps(sum, percentage.value, allowance(percentage.decimals, false)),
            });
          }
        }
        if (kelly >= 0 && probability >= 0 && kind === 'decimal') {
          const price = priceOfCell(cell, 'decimal', rules);
          const p = percentageOfCell(cells[probability] ?? '', rules);
          const stake = percentageOfCell(cells[kelly] ?? '', rules);
          if (price && p && stake) checks.push(kellyCheck(sentence, price, p, false, stake, false, rules));
        }
      }
    });
    start += rows.length - 1;
  }
  return checks;
}

function isTableLine(line: string): boolean {
  return line.trim().startsWith('|');
}

function cellsOf(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.replace(/\*\*|__/g, '').trim());
}

function priceOfCell(cell: string, kind: 'decimal' | 'american' | 'fractional', rules: Rules): Price | undefined {
  const text = cell.replace(/\s*\([^)]*\)$/, '').trim();
  if (kind === 'decimal') {
    if (!compile(`^(?:${rules.number})$`, 'u').test(text)) return undefined;
    const { value, decimals } = readNumber(text, rules);
    if (decimals === 0 || value <= 1) return undefined;
    const odds = rounded(value, decimals);
    return { text, implied: { lo: 1 / odds.hi, hi: 1 / odds.lo }, start: 0, end: 0 };
  }
  if (kind === 'american') {
    const match = /^([+−-])(\d{3,5})$/u.exec(text);
    if (!match) return undefined;
    const amount = Number(match[2]);
    const p = match[1] === '+' ? 100 / (amount + 100) : amount / (amount + 100);
    return { text, implied: { lo: p, hi: p }, start: 0, end: 0 };
  }
  const match = /^(\d+)\/(\d+)$/.exec(text);
  if (!match || Number(match[1]) === 0 || Number(match[2]) === 0) return undefined;
  const p = Number(match[2]) / (Number(match[1]) + Number(match[2]));
  return { text, implied: { lo: p, hi: p }, start: 0, end: 0 };
}

function percentageOfCell(cell: string, rules: Rules): Percentage | undefined {
  const source = rules.percentBefore ? `^%\\s?(${rules.number})$` : `^(${rules.number})\\s?%$`;
  const match = compile(source, 'u').exec(cell.trim());
  if (!match) return undefined;
  return { text: match[0], ...readNumber(match[1]!, rules), start: 0, end: 0 };
}
