import { describe, expect, it, vi } from 'vitest';
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

  it('stay unique and ordered past 4,096 in one millisecond, and when the clock steps back', () => {
    const at = Date.now() + 60_000;
    const clock = vi.spyOn(Date, 'now');
    try {
      clock.mockReturnValue(at); // a frozen millisecond: the sequence runs out twice and borrows ahead
      const ids = Array.from({ length: 10_000 }, () => newId());
      clock.mockReturnValue(at - 5); // the clock steps back
      ids.push(...Array.from({ length: 5_000 }, () => newId()));
      clock.mockReturnValue(at + 1); // real time catches up with a borrowed millisecond
      ids.push(...Array.from({ length: 100 }, () => newId()));
      expect(new Set(ids).size).toBe(ids.length);
      const big = ids.map((id) => BigInt(id));
      expect(big.every((v, i) => i === 0 || v > big[i - 1])).toBe(true);
    } finally {
      clock.mockRestore();
    }
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
