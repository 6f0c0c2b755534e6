// What Next.js's static export (`output: 'export'`) refused and export-pages.ts refuses too,
// before it touches out/: a page or route handler that was not prerendered, middleware, a
// server action. Read from the manifests next build writes into .next/.
import fs from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

const prerenderManifestSchema = z.object({
  routes: z.record(z.string(), z.object({ routeType: z.enum(['page', 'route']).optional() })),
  dynamicRoutes: z.record(z.string(), z.object({ fallback: z.union([z.literal(false), z.string(), z.null()]) })),
});
const appPathRoutesSchema = z.record(z.string(), z.string());
const middlewareManifestSchema = z.object({ middleware: z.record(z.string(), z.unknown()) });
const serverActionsSchema = z.object({
  node: z.record(z.string(), z.unknown()),
  edge: z.record(z.string(), z.unknown()),
});

function readJson<T>(file: string, schema: z.ZodType<T>): T {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(`export pages: ${file} is missing; expected the output of next build`);
    throw new Error(`export pages: ${file}: ${(error as Error).message}; expected the manifest next build writes`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(
      `export pages: ${file}: ${issue.path.join('.') || '(top level)'} ${issue.message}; expected the manifest next build writes`,
    );
  }
  return parsed.data;
}

/** The prerender manifest of the build in distDir: read once, 45 MB of JSON at 50,000 articles. */
export const prerenderManifest = (distDir: string) =>
  readJson(path.join(distDir, 'prerender-manifest.json'), prerenderManifestSchema);

/**
 * What keeps the build from being a static site, one line each: a page or route handler
 * rendered per request (no generateStaticParams, dynamicParams left on, request data read),
 * middleware, or a server action. Empty when every address is a file.
 */
export function staticExportProblems(distDir: string, prerender = prerenderManifest(distDir)): string[] {
  const appPaths = readJson(path.join(distDir, 'app-path-routes-manifest.json'), appPathRoutesSchema);
  const problems: string[] = [];
  for (const [entry, route] of Object.entries(appPaths)) {
    if (route in prerender.routes) continue;
    const dynamic = prerender.dynamicRoutes[route];
    if (dynamic?.fallback === false) continue;
    problems.push(
      dynamic
        ? `${route} (${entry}) renders addresses it did not list at build time; expected export const dynamicParams = false`
        : `${route} (${entry}) was not prerendered; expected a page or route handler that reads no request data`,
    );
  }
  const middlewareFile = path.join(distDir, 'server', 'middleware-manifest.json');
  if (fs.existsSync(middlewareFile)) {
    const middleware = Object.keys(readJson(middlewareFile, middlewareManifestSchema).middleware);
    if (middleware.length > 0) problems.push(`middleware (${middleware.join(', ')}) needs a server; expected none`);
  }
  const actionsFile = path.join(distDir, 'server', 'server-reference-manifest.json');
  if (fs.existsSync(actionsFile)) {
    const actions = readJson(actionsFile, serverActionsSchema);
    const count = Object.keys(actions.node).length + Object.keys(actions.edge).length;
    if (count > 0) problems.push(`${count} server action(s) need a server; expected none`);
  }
  return problems;
}
