import { describe, expect, it } from 'vitest';
import { buildTree, withAncestors } from './tree.ts';
import { newId } from './ids.ts';
import { isPrivateAddress } from './net.ts';
import { maskUrl } from '../plugins/request-log.ts';
import { loadConfig } from '../config.ts';

describe('buildTree', () => {
  it('nests by parentId, counts children and marks leaves', () => {
    const tree = buildTree([
      { id: 'a', parentId: '-1' },
      { id: 'b', parentId: 'a' },
      { id: 'c', parentId: 'a' },
      { id: 'd', parentId: 'missing' },
    ]);
    expect(tree.map((n) => n.id)).toEqual(['a', 'd']);
    expect(tree[0]).toMatchObject({ hasChildren: true, isLeaf: false, num: 2 });
    expect(tree[0].children?.[0]).toMatchObject({ id: 'b', isLeaf: true, children: null });
  });
  it('keeps matches with all their ancestors', () => {
    const rows = [
      { id: 'a', parentId: '-1' },
      { id: 'b', parentId: 'a' },
      { id: 'c', parentId: 'b' },
      { id: 'x', parentId: '-1' },
    ];
    expect(withAncestors(rows, (r) => r.id === 'c').map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('ids', () => {
  it('are unique, numeric strings that sort by time', () => {
    const ids = Array.from({ length: 5000 }, () => newId());
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^\d+$/.test(id))).toBe(true);
    const sorted = [...ids].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
    expect(sorted).toEqual(ids);
  });
});

describe('net and logs', () => {
  it('classifies private and public addresses', () => {
    expect(isPrivateAddress('10.1.2.3')).toBe(true);
    expect(isPrivateAddress('::ffff:192.168.1.1')).toBe(true);
    expect(isPrivateAddress('169.254.169.254')).toBe(true);
    expect(isPrivateAddress('8.8.8.8')).toBe(false);
  });
  it('masks secrets in logged URLs', () => {
    expect(maskUrl('/api/x?password=abc&keyword=k&encryption=zzz')).toBe(
      '/api/x?password=***&keyword=k&encryption=***',
    );
  });
});

describe('config', () => {
  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'abc', UPLOAD_MAX: 'lots', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*UPLOAD_MAX|PORT[\s\S]*UPLOAD_MAX[\s\S]*DATABASE_URL/,
    );
  });
  it('reads sizes with units', () => {
    expect(loadConfig({ UPLOAD_MAX: '512KB' }).UPLOAD_MAX).toBe(512 * 1024);
    expect(loadConfig({}).UPLOAD_MAX).toBe(2 * 1024 * 1024);
  });
});
