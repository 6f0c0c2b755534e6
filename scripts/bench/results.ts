// The benchmark's results as the repository keeps them: docs/benchmarks/{name}.json, the data,
// and docs/benchmarks/{name}.md, its tables, written together by each run of a mode and
// overwritten by the next (earlier runs are in git's history). docs/performance.md points at them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The folder of the kept results, under the project root. */
export const BENCHMARKS_DIR = path.join('docs', 'benchmarks');

export interface BenchmarkRecord {
  /** The file names' stem: full, incremental, consent, social-images, search. */
  name: string;
  /** The heading of the Markdown file. */
  title: string;
  /** The command that wrote it, as a reader would type it. */
  command: string;
  startedAt: string;
  data: unknown;
  /** The run's tables and notes, in Markdown. */
  markdown: string;
}

/** The machine a run measured on, in a line. */
export function machineLine(): string {
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  return `${os.cpus().length} cores, ${Math.round(os.totalmem() / 1024 ** 3)} GiB, Node.js ${process.version}; load average at the end ${load}`;
}

export function recordMarkdown(record: BenchmarkRecord): string {
  return [
    `# ${record.title}`,
    '',
    `Written by \`${record.command}\`, started ${record.startedAt} on ${machineLine()}. The newest run only;`,
    `the data is in ${record.name}.json beside this file. Generated: do not edit, run the benchmark again.`,
    '',
    record.markdown.trim(),
    '',
  ].join('\n');
}

/** Writes the record's two files under `projectRoot`'s docs/benchmarks/, each whole; returns the Markdown file's path. */
export function writeBenchmarkRecord(projectRoot: string, record: BenchmarkRecord): string {
  const dir = path.join(projectRoot, BENCHMARKS_DIR);
  fs.mkdirSync(dir, { recursive: true });
  const write = (file: string, text: string) => {
    // Written beside, then renamed: a run stopped halfway leaves the last complete file.
    const partial = `${file}.partial`;
    fs.writeFileSync(partial, text);
    fs.renameSync(partial, file);
  };
  write(path.join(dir, `${record.name}.json`), `${JSON.stringify(record.data, null, 2)}\n`);
  const markdownFile = path.join(dir, `${record.name}.md`);
  write(markdownFile, recordMarkdown(record));
  return markdownFile;
}
