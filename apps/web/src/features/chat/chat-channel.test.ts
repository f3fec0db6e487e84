import { afterEach, describe, expect, it } from 'vitest';
import { emitRealtime } from '../../shared/realtime/events.ts';
import { listMessages, subscribeChat } from './chat-channel.ts';
import { useChatStore } from './chat-store.ts';

describe('the chat on the shared real-time channel', () => {
  let off: (() => void) | undefined;
  afterEach(() => off?.());

  it('feeds the chat store from frames the shared socket emits, until unsubscribed', () => {
    off = subscribeChat();
    emitRealtime('presence', { method: 'presence', online: ['u1'], offline: [] });
    expect(useChatStore.getState().onlineIds.has('u1')).toBe(true);
    off();
    off = undefined;
    emitRealtime('presence', { method: 'presence', online: ['u2'], offline: ['u1'] });
    expect(useChatStore.getState().onlineIds.has('u2')).toBe(false);
  });

  it('answers an empty page while the channel is down', async () => {
    off = subscribeChat();
    const page = await listMessages({
      toUserId: 'u1',
      formUserId: 'me',
      currentPage: 2,
      pageSize: 20,
      sord: 'desc',
    });
    expect(page).toMatchObject({ list: [], pagination: { currentPage: 2, pageSize: 20, total: 0 } });
  });
});
