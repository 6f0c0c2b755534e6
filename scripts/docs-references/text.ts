// The text of a file that the reference check reads: comments of code, `#` comments, and markdown
// outside fenced code blocks, line by line.

const CODE = /\.(?:ts|tsx|mts|mjs|js|cjs|css)$/;
const HASH_COMMENTS = /(?:\.(?:yml|yaml|sh|conf)|(?:^|\/)\.gitignore|^\.ci\/run)$/;
const SITE_PAGES = /^content\/[^/]+\/(?:pages|articles)\//;

/** The files whose text is read, and how. */
export function kindOf(file: string): 'markdown' | 'code' | 'hash' | undefined {
  if (SITE_PAGES.test(file)) return undefined;
  if (file.endsWith('.md')) return 'markdown';
  if (CODE.test(file)) return 'code';
  if (HASH_COMMENTS.test(file)) return 'hash';
  return undefined;
}

export interface Line {
  number: number;
  text: string;
}

/**
 * The comments and the string literals of JavaScript, TypeScript or CSS, line by line, in one
 * pass (a light scanner: strings end at a line's end, block comments span lines). A comment's
 * line is one entry; each string is an entry of its own, what a configuration names. A template
 * literal that interpolates names no one path, and is left out.
 */
function scanCode(source: string): { comments: Line[]; strings: Line[] } {
  const comments: Line[] = [];
  const strings: Line[] = [];
  let inBlock = false;
  source.split('\n').forEach((line, index) => {
    const number = index + 1;
    let comment = '';
    let quote = '';
    let text = '';
    for (let i = 0; i < line.length; i++) {
      const c = line[i];
      if (inBlock) {
        if (c === '*' && line[i + 1] === '/') {
          inBlock = false;
          i++;
        } else comment += c;
      } else if (quote) {
        if (c === '\\') text += line[++i] ?? '';
        else if (c === quote) {
          if (!(quote === '`' && text.includes('${'))) strings.push({ number, text });
          quote = '';
        } else text += c;
      } else if (c === '/' && line[i + 1] === '/') {
        comment += ' ' + line.slice(i + 2);
        break;
      } else if (c === '/' && line[i + 1] === '*') {
        inBlock = true;
        i++;
      } else if (c === '"' || c === "'" || c === '`') {
        quote = c;
        text = '';
      }
    }
    if (comment.trim()) comments.push({ number, text: comment });
  });
  return { comments, strings };
}

/** The comments of JavaScript, TypeScript or CSS, line by line. */
export function codeComments(source: string): Line[] {
  return scanCode(source).comments;
}

/** The string literals of JavaScript or TypeScript, each as its own entry. */
export function codeStrings(source: string): Line[] {
  return scanCode(source).strings;
}

/** `#` comments: at the start of a line or after a space. */
export function hashComments(source: string): Line[] {
  const out: Line[] = [];
  source.split('\n').forEach((line, index) => {
    const match = /(?:^|\s)#(.*)$/.exec(line);
    if (match?.[1]?.trim()) out.push({ number: index + 1, text: match[1] });
  });
  return out;
}

/** Markdown lines outside fenced code blocks. */
export function markdownText(source: string): Line[] {
  const out: Line[] = [];
  let fence = '';
  source.split('\n').forEach((line, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) fence = fence ? '' : marker;
    else if (!fence) out.push({ number: index + 1, text: line });
  });
  return out;
}
