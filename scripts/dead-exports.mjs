// Exports nobody imports: every import and re-export of the repository's TypeScript is resolved to its file, names
// are followed through barrels (`export * from`), and what is exported from apps/*/src or packages/*/src but never
// imported elsewhere is listed. `node scripts/dead-exports.mjs` prints them; the test keeps the list empty.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');
const SCANNED = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
const CHECKED = /^(apps\/(server|web)\/src|packages\/[\w-]+\/src)\//;
/** Exports read by tools rather than by imports (drizzle-kit's tables, entry points, test set-up) and a package's
 * public entry (its index: the API it offers). */
const TOOL_READ = [
  /^packages\/[\w-]+\/src\/index\.ts$/,
  /\.table\.ts$/,
  /\/db\/schema\.ts$/,
  /\/main\.tsx?$/,
  /\/test\/global-setup\.ts$/,
  /\/test\/setup\.ts$/,
];
const TEST = /\.(test|spec)\.tsx?$/;

/** Workspace names and their exported subpaths, to files. */
function workspaceEntries() {
  const out = new Map();
  for (const dir of ['apps', 'packages'].flatMap((d) =>
    fs.readdirSync(path.join(ROOT, d)).map((n) => `${d}/${n}`),
  )) {
    const pkgFile = path.join(ROOT, dir, 'package.json');
    if (!fs.existsSync(pkgFile)) continue;
    const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
    for (const [sub, target] of Object.entries(typeof pkg.exports === 'object' ? pkg.exports : {})) {
      if (typeof target === 'string') out.set(pkg.name + sub.slice(1), path.join(dir, target));
    }
  }
  return out;
}

/** Source files under the scanned folders (node_modules and build output left out). */
function sourceFiles() {
  const files = [];
  const walk = (rel) => {
    for (const e of fs.readdirSync(path.join(ROOT, rel), { withFileTypes: true })) {
      const r = `${rel}/${e.name}`;
      if (e.isDirectory()) {
        if (!['node_modules', 'dist', 'results', 'migrations'].includes(e.name)) walk(r);
      } else if (/\.(ts|tsx|mts|mjs)$/.test(e.name) && !e.name.endsWith('.d.ts')) files.push(r);
    }
  };
  for (const d of SCANNED) if (fs.existsSync(path.join(ROOT, d))) walk(d);
  return files;
}

/** The repository file a specifier of `from` names, or null (a package from node_modules, an asset). */
function resolver(entries, known) {
  return (spec, from) => {
    if (entries.has(spec)) return entries.get(spec);
    if (!spec.startsWith('.')) return null;
    const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec.replace(/\?.*$/, '')));
    for (const c of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
      if (known.has(c)) return c;
    return null;
  };
}

/** Exports, imports and re-exports of one file. */
function parse(file) {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const exported = new Set();
  const imports = []; // { spec, names: string[] | '*' }
  const reexports = []; // { spec, names: Map<exportedName, sourceName> | '*' }
  const isExported = (n) => ts.getModifiers?.(n)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  const visit = (n) => {
    if (ts.isImportDeclaration(n) && ts.isStringLiteral(n.moduleSpecifier)) {
      const c = n.importClause;
      const names = [];
      let all = !c; // a side-effect import
      if (c?.name) names.push('default');
      if (c?.namedBindings && ts.isNamespaceImport(c.namedBindings)) all = true;
      if (c?.namedBindings && ts.isNamedImports(c.namedBindings))
        for (const el of c.namedBindings.elements) names.push((el.propertyName ?? el.name).text);
      imports.push({ spec: n.moduleSpecifier.text, names: all && !names.length ? (c ? '*' : []) : names });
    } else if (ts.isExportDeclaration(n)) {
      if (n.moduleSpecifier && ts.isStringLiteral(n.moduleSpecifier)) {
        if (!n.exportClause) reexports.push({ spec: n.moduleSpecifier.text, names: '*' });
        else if (ts.isNamespaceExport(n.exportClause)) {
          exported.add(n.exportClause.name.text);
          imports.push({ spec: n.moduleSpecifier.text, names: '*' });
        } else {
          // A named re-export is the barrel's own export (checked there) and a use of its source's name.
          const m = new Map();
          for (const el of n.exportClause.elements) {
            m.set(el.name.text, (el.propertyName ?? el.name).text);
            exported.add(el.name.text);
          }
          reexports.push({ spec: n.moduleSpecifier.text, names: m });
          imports.push({ spec: n.moduleSpecifier.text, names: [...m.values()] });
        }
      } else if (n.exportClause && ts.isNamedExports(n.exportClause)) {
        for (const el of n.exportClause.elements) exported.add(el.name.text);
      }
    } else if (ts.isExportAssignment(n)) {
      exported.add('default');
    } else if (isExported(n)) {
      const isDefault = ts.getModifiers(n).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
      if (isDefault) exported.add('default');
      else if (ts.isVariableStatement(n))
        for (const d of n.declarationList.declarations) {
          if (ts.isIdentifier(d.name)) exported.add(d.name.text);
        }
      else if (n.name && ts.isIdentifier(n.name) && !ts.isModuleDeclaration(n)) exported.add(n.name.text);
    }
    if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = n.arguments;
      if (arg && ts.isStringLiteralLike(arg)) imports.push({ spec: arg.text, names: '*' });
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return { exported, imports, reexports };
}

/**
 * Every `file: name` exported from an app's or a package's src folder that no other file imports; with
 * `trackedOnly`, only committed files are judged (files being written count as importers, not yet as suspects).
 */
export function findDeadExports({ trackedOnly = false } = {}) {
  const files = sourceFiles();
  const known = new Set(files);
  const resolve = resolver(workspaceEntries(), known);
  const info = new Map(files.map((f) => [f, parse(f)]));
  const used = new Map(files.map((f) => [f, new Set()]));
  // Marks `name` of `file` used, following re-exports (a barrel's name is its source's name).
  const mark = (file, name, seen = new Set()) => {
    const key = `${file}#${name}`;
    if (seen.has(key)) return;
    seen.add(key);
    const i = info.get(file);
    if (!i) return;
    if (name === '*') {
      for (const n of i.exported) used.get(file).add(n);
      for (const r of i.reexports) {
        const t = resolve(r.spec, file);
        if (t) for (const n of r.names === '*' ? ['*'] : r.names.values()) mark(t, n, seen);
      }
      return;
    }
    used.get(file).add(name);
    for (const r of i.reexports) {
      const t = resolve(r.spec, file);
      if (!t) continue;
      if (r.names === '*') mark(t, name, seen);
      else if (r.names.has(name)) mark(t, r.names.get(name), seen);
    }
  };
  for (const [file, i] of info)
    for (const imp of i.imports) {
      const t = resolve(imp.spec, file);
      if (t) for (const n of imp.names === '*' ? ['*'] : imp.names) mark(t, n);
    }
  const tracked = trackedOnly
    ? new Set(execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n'))
    : null;
  const dead = [];
  for (const [file, i] of info) {
    if (!CHECKED.test(file) || TEST.test(file) || TOOL_READ.some((re) => re.test(file))) continue;
    if (tracked && !tracked.has(file)) continue;
    for (const name of i.exported) if (!used.get(file).has(name)) dead.push(`${file}: ${name}`);
  }
  return dead.sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dead = findDeadExports({ trackedOnly: process.argv.includes('--tracked') });
  for (const d of dead) console.log(d);
  console.error(`${dead.length} exports nobody imports`);
}
