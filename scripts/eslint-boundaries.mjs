// The dependency rule of HOUSE.md on RESOLVED paths: a relative specifier ('../../server/src/app.ts') and a
// workspace name ('@app/server') are both resolved to the folder they land in, then checked against the folders
// the importing area may reach. Bare package names are checked against the area's forbidden packages.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Workspace package names and their folders. */
const WORKSPACES = {
  '@app/contracts': 'packages/contracts',
  '@app/workflow-engine': 'packages/workflow-engine',
  '@app/server': 'apps/server',
  '@app/web': 'apps/web',
};

/** Where a specifier lands, relative to the repository root; null for a package from node_modules. */
function resolveTarget(specifier, fromFile) {
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    const file = specifier.replace(/\?.*$/, ''); // a bundler query ('?raw') is not part of the path
    return path
      .relative(ROOT, path.resolve(path.dirname(fromFile), file))
      .split(path.sep)
      .join('/');
  }
  for (const [name, dir] of Object.entries(WORKSPACES)) {
    if (specifier === name || specifier.startsWith(`${name}/`)) return dir + specifier.slice(name.length);
  }
  return null;
}

/** True when `target` is `dir` or inside it. */
const isInside = (target, dir) => target === dir || target.startsWith(`${dir}/`);

/** A bare package name matches `pattern` ('node:*', 'drizzle-orm*', 'pg'). */
function matchesPackage(specifier, pattern) {
  if (pattern.endsWith('*')) return specifier.startsWith(pattern.slice(0, -1));
  return specifier === pattern || specifier.startsWith(`${pattern}/`);
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'imports resolve only into the folders (and packages) an area may depend on' },
    schema: [
      {
        type: 'object',
        properties: {
          allow: { type: 'array', items: { type: 'string' } },
          forbidPackages: { type: 'array', items: { type: 'string' } },
          message: { type: 'string' },
        },
        required: ['allow'],
        additionalProperties: false,
      },
    ],
    messages: {
      folder:
        "'{{specifier}}' resolves to {{target}}, outside what this area may import ({{allow}}): {{message}}",
      package: "'{{specifier}}' is a package this area may not import: {{message}}",
    },
  },
  create(context) {
    const {
      allow,
      forbidPackages = [],
      message = 'see the dependency rule in HOUSE.md',
    } = context.options[0];
    const check = (node) => {
      const specifier = node?.value;
      if (typeof specifier !== 'string') return;
      const target = resolveTarget(specifier, context.filename);
      if (target === null) {
        if (forbidPackages.some((p) => matchesPackage(specifier, p)))
          context.report({ node, messageId: 'package', data: { specifier, message } });
        return;
      }
      if (!allow.some((dir) => isInside(target, dir)))
        context.report({
          node,
          messageId: 'folder',
          data: { specifier, target, allow: allow.join(', '), message },
        });
    };
    return {
      ImportDeclaration: (n) => check(n.source),
      ExportNamedDeclaration: (n) => n.source && check(n.source),
      ExportAllDeclaration: (n) => check(n.source),
      ImportExpression: (n) => n.source.type === 'Literal' && check(n.source),
      TSImportType: (n) => n.argument?.type === 'TSLiteralType' && check(n.argument.literal),
    };
  },
};

/** The local ESLint plugin: `boundaries/imports`. */
export const boundaries = { rules: { imports: rule } };
