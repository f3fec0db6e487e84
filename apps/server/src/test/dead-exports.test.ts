import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** Entries of scripts/dead-exports.allow.txt (comments and blank lines left out). */
function allowed(): Set<string> {
  const text = readFileSync(path.join(ROOT, 'scripts/dead-exports.allow.txt'), 'utf8');
  return new Set(text.split('\n').filter((l) => l.trim() && !l.startsWith('#')));
}

describe('the repository', () => {
  it('exports nothing nobody imports (scripts/dead-exports.mjs): an export is for another file', () => {
    const out = execFileSync(process.execPath, ['scripts/dead-exports.mjs', '--tracked'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    const allow = allowed();
    const dead = out.split('\n').filter((l) => l && !allow.has(l));
    expect(dead).toEqual([]);
  }, 120_000);
});
