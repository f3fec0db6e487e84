import { describe, expect, it } from 'vitest';
import { unreadOfInit, useNoticeStore } from './notice-store.ts';

describe('notification badge', () => {
  it('starts from unread messages plus unread notices', () => {
    expect(unreadOfInit({ unreadMessageCount: 2, unreadNoticeCount: 3 })).toBe(5);
    expect(unreadOfInit({ unreadMessageCount: 'x' })).toBe(0);
    expect(unreadOfInit(null)).toBe(0);
  });

  it('counts pushes and never goes below zero', () => {
    const store = useNoticeStore.getState();
    store.setUnread(0);
    store.increment();
    store.decrement();
    store.decrement();
    expect(useNoticeStore.getState().unread).toBe(0);
  });
});
