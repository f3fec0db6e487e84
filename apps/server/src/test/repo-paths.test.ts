import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
// A home or work folder of one machine: under /work, /home, /Users or /root, or a Windows user folder.
const MACHINE_PATH = /(^|[\s`'"(=:])(\/(work|home|Users|root)\/[\w.-]+|[A-Z]:\\Users\\)/m;
const TEXT = /\.(md|ts|tsx|mjs|cjs|js|json|ya?ml|sh|css|html|sql|txt)$/;

describe('the repository', () => {
  it('names no absolute path of one machine: commands and docs are relative to its root', () => {
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
      .split('\0')
      .filter((f) => TEXT.test(f) && f !== 'package-lock.json');
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((f) => {
      const text = readFileSync(path.join(ROOT, f), 'utf8');
      const m = MACHINE_PATH.exec(text);
      return m ? [`${f}: ${m[2]}`] : [];
    });
    expect(found).toEqual([]);
  });
});
