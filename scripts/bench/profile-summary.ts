// Where a render worker's time goes: a V8 .cpuprofile of `next build`'s page-rendering worker
// (scripts/bench/profile-build.ts writes one) summed by area, self time and inclusive time.
//
//   node scripts/bench/profile-summary.ts <dir or .cpuprofile files> [--pid N] [--pages N] [--top N]
//
// Given the directory of a profiled build (.bench/profile/cpu/), it sums the slices of one worker:
// the one named by --pid, else the one with the most slices (the render worker; the others only
// collect page data).
// Bundled server code is mapped back to its source through the chunks' source maps (Node's
// own SourceMap), so our components, our libraries and the packages Turbopack bundled are told
// apart. Self time: the samples whose innermost frame is in the area. Inclusive time: the
// samples with the area anywhere on the stack (so areas overlap: a component's time includes
// the markdown it renders).
import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** The areas, first match wins; `source` is the original file (after source maps) or the URL. */
const AREAS: [area: string, test: (source: string, functionName: string) => boolean][] = [
  ['garbage collection', (_, name) => name === '(garbage collector)'],
  ['idle / waiting', (_, name) => name === '(idle)'],
  ['V8 and native code outside JavaScript ((program))', (_, name) => name === '(program)'],
  [
    'markdown (remark, rehype, sanitize)',
    (source) =>
      /lib\/content\/(markdown|article-body|heading-ids)\.ts/.test(source) ||
      /node_modules\/(\.pnpm\/)?(remark|rehype|micromark|mdast|hast|unified|unist|vfile|property-information|html-void|zwitch|stringify-entities|character-|decode-named|markdown-table|ccount|longest-streak|devlop|bail|trough|is-plain-obj|comma-separated|space-separated|estree|github-slugger|trim-lines|extend)/.test(
        source,
      ),
  ],
  ['our components (components/, app/)', (source) => /(^|\/)(components|app)\/[^]*\.tsx?$/.test(source)],
  ['our libraries (lib/)', (source) => /(^|\/)lib\/[^]*\.tsx?$/.test(source) && !source.includes('node_modules')],
  [
    'RSC payload: Flight serialisation',
    (source) => /react-server-dom-[a-z]+[-/](cjs\/)?react-server-dom-[a-z]+-server/.test(source),
  ],
  [
    'RSC payload: Flight decoding (for the HTML and the segment files)',
    (source) => /react-server-dom-[a-z]+[-/](cjs\/)?react-server-dom-[a-z]+-client/.test(source),
  ],
  ['HTML render (react-dom/server, Fizz)', (source) => /react-dom[-/](cjs\/)?react-dom-server/.test(source)],
  ['React (other)', (source) => /\/react(-dom)?\/|compiled\/react/.test(source)],
  [
    'file writes (fs)',
    (source, name) =>
      source.startsWith('node:internal/fs') ||
      /^(writeFile|writeFileSync|mkdir|mkdirSync|open|close|write|writeSync|rename|stat|lstat)$/.test(name),
  ],
  ['Node streams and web streams', (source) => /node:internal\/(streams|webstreams)/.test(source)],
  [
    'module loading (Turbopack runtime, require)',
    (source, name) =>
      source.includes('[turbopack]') ||
      source.includes('require-hook') ||
      /^(wrapSafe|compileFunction|Module\._load|Module\._compile|instantiateModule)$/.test(name),
  ],
  ['Next.js runtime (next/dist)', (source) => source.includes('next/dist') || source.includes('[next]')],
  ['Node.js internals (other)', (source) => source.startsWith('node:')],
  ['native / V8 builtins', (source) => source === ''],
];
const REST = 'the rest';
/** Samples taken while the preload wrote a slice of the profile: the measurement's own cost. */
const PROFILER = 'profiler writing its slices (left out)';
const isProfilerFrame = (frame: CallFrame) => frame.url === 'node:inspector';

const maps = new Map<string, SourceMap | null>();
function sourceMapOf(url: string): SourceMap | null {
  if (!maps.has(url)) {
    let map: SourceMap | null = null;
    try {
      const file = fileURLToPath(url);
      if (fs.existsSync(`${file}.map`)) map = new SourceMap(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')));
    } catch {
      map = null;
    }
    maps.set(url, map);
  }
  return maps.get(url)!;
}

/** The frame's original source file: through the chunk's source map when there is one. */
function sourceOf(frame: CallFrame): string {
  if (!frame.url.startsWith('file:')) return frame.url;
  const entry = sourceMapOf(frame.url)?.findEntry(frame.lineNumber, frame.columnNumber);
  const original = entry && 'originalSource' in entry ? entry.originalSource : undefined;
  return original ?? fileURLToPath(frame.url);
}

function areaOf(frame: CallFrame): string {
  const source = sourceOf(frame);
  return AREAS.find(([, test]) => test(source, frame.functionName))?.[0] ?? REST;
}

export interface AreaTimes {
  area: string;
  selfMs: number;
  inclusiveMs: number;
}

export function summarise(profiles: CpuProfile[]): {
  totalMs: number;
  areas: AreaTimes[];
  topSelf: { name: string; ms: number }[];
} {
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const functionSelf = new Map<string, number>();
  let totalMs = 0;
  for (const profile of profiles) {
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const parent = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    const areaOfNode = new Map(
      profile.nodes.map((node) => [node.id, isProfilerFrame(node.callFrame) ? PROFILER : areaOf(node.callFrame)]),
    );
    profile.samples.forEach((id, index) => {
      const ms = (profile.timeDeltas[index] ?? 0) / 1000;
      const stack: number[] = [];
      // The root frame is on every stack and in no area.
      for (let at: number | undefined = id; at !== undefined && parent.has(at); at = parent.get(at)) stack.push(at);
      if (stack.some((at) => areaOfNode.get(at) === PROFILER)) {
        self.set(PROFILER, (self.get(PROFILER) ?? 0) + ms);
        return;
      }
      totalMs += ms;
      const leaf = areaOfNode.get(id)!;
      self.set(leaf, (self.get(leaf) ?? 0) + ms);
      const frame = byId.get(id)!.callFrame;
      const label = `${frame.functionName || '(anonymous)'} ${sourceOf(frame).replace(/^.*node_modules\//, '')}:${frame.lineNumber + 1} [${leaf}]`;
      functionSelf.set(label, (functionSelf.get(label) ?? 0) + ms);
      for (const area of new Set(stack.map((at) => areaOfNode.get(at)!)))
        inclusive.set(area, (inclusive.get(area) ?? 0) + ms);
    });
  }
  const areas = [...AREAS.map(([area]) => area), REST, PROFILER].map((area) => ({
    area,
    selfMs: self.get(area) ?? 0,
    inclusiveMs: inclusive.get(area) ?? 0,
  }));
  const topSelf = [...functionSelf].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
  return { totalMs, areas, topSelf };
}

/** The files to sum: those given, or one worker's slices from a directory (see the head of the file). */
function profileFiles(args: string[], pid: string | undefined): string[] {
  if (args.length === 0) throw new Error('profile-summary: expected a directory or .cpuprofile files');
  if (!(args.length === 1 && fs.statSync(args[0]!).isDirectory())) return args;
  const dir = args[0]!;
  const byPid = new Map<string, string[]>();
  for (const name of fs.readdirSync(dir).sort()) {
    const match = /^worker-(\d+)-\d+\.cpuprofile$/.exec(name);
    if (match) byPid.set(match[1]!, [...(byPid.get(match[1]!) ?? []), path.join(dir, name)]);
  }
  for (const [worker, slices] of byPid) console.log(`worker ${worker}: ${slices.length} slices`);
  const chosen = pid ?? [...byPid].sort((a, b) => b[1].length - a[1].length)[0]?.[0];
  const slices = chosen === undefined ? undefined : byPid.get(chosen);
  if (!slices) throw new Error(`profile-summary: no worker profile${pid ? ` of pid ${pid}` : ''} in ${dir}`);
  return slices;
}

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

if (import.meta.main) {
  const files = profileFiles(
    process.argv.slice(2).filter((arg, at, all) => !arg.startsWith('--') && !all[at - 1]?.startsWith('--')),
    option('--pid'),
  );
  const pages = Number(option('--pages') ?? 0);
  const top = Number(option('--top') ?? 25);
  const { totalMs, areas, topSelf } = summarise(
    files.map((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile),
  );
  console.log(`${files.length} profile slices: ${path.basename(files[0]!)} …`);
  const busyMs = totalMs - (areas.find((a) => a.area === 'idle / waiting')?.selfMs ?? 0);
  const perPage = (ms: number) => (pages > 0 ? ` ${(ms / pages).toFixed(2).padStart(7)} ms/page` : '');
  const share = (ms: number) => `${((100 * ms) / busyMs).toFixed(1).padStart(5)} %`;
  console.log(
    `profile: ${(totalMs / 1000).toFixed(1)} s sampled, ${(busyMs / 1000).toFixed(1)} s busy (shares are of the busy time)` +
      (pages > 0 ? `; ${pages} pages: ${(busyMs / pages).toFixed(2)} ms busy a page` : ''),
  );
  console.log('\narea                                          self                  inclusive');
  for (const { area, selfMs, inclusiveMs } of [...areas].sort((a, b) => b.selfMs - a.selfMs))
    console.log(`${area.padEnd(44)} ${share(selfMs)}${perPage(selfMs)}   ${share(inclusiveMs)}${perPage(inclusiveMs)}`);
  console.log(`\ntop ${top} functions by self time:`);
  for (const { name, ms } of topSelf.slice(0, top))
    console.log(`${share(ms)} ${(ms / 1000).toFixed(2).padStart(6)} s  ${name}`);
}
