// The text of a PDF that Chromium printed (page.pdf()), read without a PDF library: the project
// has none, and this much of the format is enough for Chromium's (Skia's) output. Text is shown
// in Type0 fonts whose glyph codes a ToUnicode map turns back into characters; content and maps
// are Flate-compressed streams. Runs on one line are joined, a new line starts a new line.
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const source = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\s*/g;
  for (let match = header.exec(source); match; match = header.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endobj', start);
    const body = source.slice(start, end);
    const streamAt = body.search(/stream\r?\n/);
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dict: body });
      continue;
    }
    const dataStart = start + streamAt + (body[streamAt + 6] === '\r' ? 8 : 7);
    const length = Number(/\/Length (\d+)/.exec(body)?.[1]);
    const raw = pdf.subarray(dataStart, dataStart + length);
    const dict = body.slice(0, streamAt);
    objects.set(Number(match[1]), { dict, stream: /FlateDecode/.test(dict) ? inflateSync(raw) : raw });
    header.lastIndex = end;
  }
  return objects;
}

const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');

/** A ToUnicode map: glyph code (hex) → characters. */
function readCMap(text: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, chars] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]*)>/g))
      map.set(parseInt(code!, 16), utf16(chars!));
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, low, high, target] of block[1]!.matchAll(/<(\w+)>\s*<(\w+)>\s*(<\w*>|\[[^\]]*\])/g)) {
      const from = parseInt(low!, 16);
      const targets = target!.startsWith('[') ? [...target!.matchAll(/<(\w*)>/g)].map((t) => t[1]!) : undefined;
      for (let code = from; code <= parseInt(high!, 16); code++) {
        if (targets) map.set(code, utf16(targets[code - from] ?? ''));
        else {
          const first = Buffer.from(target!.slice(1, -1), 'hex');
          first.writeUInt16BE(first.readUInt16BE(first.length - 2) + code - from, first.length - 2);
          map.set(code, first.swap16().toString('utf16le'));
        }
      }
    }
  return map;
}

const ref = (text: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(text)?.[1]);

/** The pages in order, through the page tree from the catalogue. */
function pageObjects(objects: Map<number, PdfObject>): PdfObject[] {
  const catalog = [...objects.values()].find((o) => /\/Type \/Catalog/.test(o.dict))!;
  const pages: PdfObject[] = [];
  const walk = (node: PdfObject) => {
    const kids = /\/Kids \[([^\]]*)\]/.exec(node.dict);
    if (!kids) return void pages.push(node);
    for (const [, id] of kids[1]!.matchAll(/(\d+) 0 R/g)) walk(objects.get(Number(id))!);
  };
  walk(objects.get(ref(catalog.dict, 'Pages'))!);
  return pages;
}

/** Every page's text, pages and lines separated by new lines. */
export function pdfText(pdf: Buffer): string {
  const objects = readObjects(pdf);
  const lines: string[] = [];
  for (const page of pageObjects(objects)) {
    const fonts = new Map<string, Map<number, string>>();
    const fontBlock = /\/Font <<([^>]*)>>/.exec(page.dict)?.[1] ?? '';
    for (const [, name, id] of fontBlock.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const toUnicode = objects.get(ref(objects.get(Number(id))!.dict, 'ToUnicode'));
      fonts.set(name!, toUnicode?.stream ? readCMap(toUnicode.stream.toString('latin1')) : new Map());
    }
    const contents = /\/Contents (?:\[([^\]]*)\]|(\d+) 0 R)/.exec(page.dict)!;
    const ids = contents[1] ? [...contents[1].matchAll(/(\d+) 0 R/g)].map((m) => m[1]!) : [contents[2]!];
    let font = new Map<number, string>();
    let line = '';
    let lineY: number | undefined;
    let y = 0;
    for (const id of ids) {
      const content = objects.get(Number(id))!.stream!.toString('latin1');
      const operation =
        /\/(\w+) [\d.]+ Tf|[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ ([\d.-]+) Tm|[\d.-]+ ([\d.-]+) Td|(<[0-9A-Fa-f]*>|\[[^\]]*\]) T[jJ]/g;
      for (const [, fontName, tmY, tdY, shown] of content.matchAll(operation)) {
        if (fontName) font = fonts.get(fontName) ?? new Map();
        else if (tmY !== undefined) y = Number(tmY);
        else if (tdY !== undefined) y += Number(tdY);
        else {
          if (lineY !== undefined && Math.abs(y - lineY) > 1) {
            lines.push(line);
            line = '';
          }
          lineY = y;
          for (const [, hex] of shown!.matchAll(/<([0-9A-Fa-f]*)>/g))
            for (let at = 0; at + 4 <= hex!.length; at += 4)
              line += font.get(parseInt(hex!.slice(at, at + 4), 16)) ?? '';
        }
      }
    }
    lines.push(line, '');
  }
  return lines.join('\n');
}
