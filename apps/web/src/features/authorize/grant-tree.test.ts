import type { TGrantNode } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { branchIds, coveredMenus, grantedLeaves, leafIds, pruneToMenus } from './grant-tree.ts';

function node(id: string, parentId: string, kind: string, children: TGrantNode[] = []): TGrantNode {
  return {
    id,
    parentId,
    fullName: id,
    enCode: id,
    icon: '',
    kind,
    hasChildren: children.length > 0,
    isLeaf: children.length === 0,
    num: children.length,
    children: children.length ? children : null,
  };
}

const menus = [node('dir', '-1', 'menu', [node('user', 'dir', 'menu'), node('role', 'dir', 'menu')])];
const buttons = [
  node('dir', '-1', 'menu', [
    node('user', 'dir', 'menu', [node('u-add', 'user', 'button'), node('u-edit', 'user', 'button')]),
    node('role', 'dir', 'menu', [node('r-add', 'role', 'button')]),
  ]),
];

describe('grant trees', () => {
  it('counts only leaves as granted, so a directory grant does not check every page', () => {
    expect(grantedLeaves(menus, ['dir', 'user'])).toEqual(['user']);
    expect(leafIds(menus)).toEqual(['user', 'role']);
    expect(branchIds(buttons)).toEqual(['dir', 'user', 'role']);
  });

  it('covers the checked menus and their ancestors', () => {
    expect([...coveredMenus(menus, new Set(['user']))].sort()).toEqual(['dir', 'user']);
  });

  it('keeps only the items of chosen menus', () => {
    const pruned = pruneToMenus(buttons, new Set(['dir', 'user']));
    expect(leafIds(pruned)).toEqual(['u-add', 'u-edit']);
    expect(pruneToMenus(buttons, new Set())).toEqual([]);
  });
});
