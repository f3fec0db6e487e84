import { describe, expect, it } from 'vitest';
import { orderUsers } from './chat-store.ts';
import { EMOJIS, splitEmoji } from './emoji.ts';

const user = (id: string) => ({
  id,
  realName: id,
  account: id,
  department: '',
  headIcon: '',
  quickQuery: '',
});

describe('chat user list', () => {
  it('orders by unread count descending, then online before offline', () => {
    const list = orderUsers([user('a'), user('b'), user('c'), user('d')], new Set(['c', 'b']), {
      d: 1,
      a: 3,
    });
    expect(list.map((u) => u.id)).toEqual(['a', 'd', 'b', 'c']);
    expect(list[0]).toMatchObject({ unreadNum: 3, isOnline: false });
  });
});

describe('emoji', () => {
  it('has about 120 bracketed codes, each unique', () => {
    expect(EMOJIS.length).toBeGreaterThanOrEqual(110);
    expect(new Set(EMOJIS.map((e) => e.code)).size).toBe(EMOJIS.length);
  });
  it('turns known codes into emoji and leaves unknown brackets as text', () => {
    const parts = splitEmoji('hi [微笑][nope] [呲牙]!');
    expect(parts.map((p) => (typeof p === 'string' ? p : p.code))).toEqual([
      'hi ',
      '[微笑]',
      '[nope] ',
      '[呲牙]',
      '!',
    ]);
  });
});
