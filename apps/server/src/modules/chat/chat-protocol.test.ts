import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { ChatConn } from './chat.conn.ts';
import { listOnlineUsers } from './chat.online.ts';
import { chatUser, MP3_HEAD, PNG_1PX, TestSocket, uploadIm, waitFor } from './chat.test-kit.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t.close());

describe('chat socket protocol', () => {
  it('answers OnConnection with initMessage on all three paths', async () => {
    const a = await chatUser(t);
    for (const path of ['/api/message/websocket', '/api/system/Message/websocket', '/websocket']) {
      const { s, init } = await TestSocket.connect(t.app, a.token, path);
      expect(init).toMatchObject({ unreadMessageCount: 0, unreadNoticeCount: 0, unreadNums: [] });
      expect(typeof init.dateTime).toBe('number');
      s.close();
    }
  });

  it('delivers text to every tab of the receiver and echoes to the sender with a capital UserId', async () => {
    const [a, b] = [await chatUser(t, '甲'), await chatUser(t, '乙')];
    const { s: sa } = await TestSocket.connect(t.app, a.token);
    const { s: b1 } = await TestSocket.connect(t.app, b.token);
    const { s: b2 } = await TestSocket.connect(t.app, b.token);
    sa.send({
      method: 'SendMessage',
      toUserId: b.id,
      messageType: 'text',
      messageContent: '  你好 [微笑] ',
      token: a.token,
    });
    const echo = await sa.next('sendMessage');
    expect(echo).toMatchObject({
      UserId: a.id,
      realName: '甲',
      toUserId: b.id,
      toRealName: '乙',
      toMessage: '你好 [微笑]',
    });
    for (const s of [b1, b2]) {
      expect(await s.next('receiveMessage')).toMatchObject({
        formUserId: a.id,
        formMessage: '你好 [微笑]',
        realName: '甲',
      });
    }
    for (const s of [sa, b1, b2]) s.close();
  });

  it('keeps messages for an offline receiver as unread until UpdateReadMessage', async () => {
    const [a, b] = [await chatUser(t), await chatUser(t)];
    const { s: sa } = await TestSocket.connect(t.app, a.token);
    for (const text of ['one', 'two'])
      sa.send({ method: 'SendMessage', toUserId: b.id, messageType: 'text', messageContent: text });
    await sa.next('sendMessage');
    await sa.next('sendMessage');
    const { s: sb, init } = await TestSocket.connect(t.app, b.token);
    expect(init.unreadNums).toEqual([
      expect.objectContaining({ sendUserId: a.id, receiveUserId: b.id, unreadNum: 2, defaultMessage: 'two' }),
    ]);
    expect(init.onlineUsers).toContain(a.id);
    sb.send({ method: 'UpdateReadMessage', formUserId: a.id });
    sb.send({ method: 'MessageList', toUserId: a.id, currentPage: 1, pageSize: 30, sord: 'desc' });
    const page = await sb.next('messageList');
    expect((page.list as { state: number }[]).map((m) => m.state)).toEqual([1, 1]);
    const { init: again } = await TestSocket.connect(t.app, b.token);
    expect(again.unreadNums).toEqual([]);
    sa.close();
    sb.close();
  });

  it('pages history: newest first load comes back ascending, asc pages stop short, keyword finds text', async () => {
    const [a, b] = [await chatUser(t), await chatUser(t)];
    const { s } = await TestSocket.connect(t.app, a.token);
    for (let i = 1; i <= 12; i++) {
      s.send({
        method: 'SendMessage',
        toUserId: b.id,
        messageType: 'text',
        messageContent: i === 7 ? '找到我 apple' : `m${i}`,
      });
      await s.next('sendMessage');
      if (i % 5 === 0) await new Promise((r) => setTimeout(r, 600)); // stay under the rate limit
    }
    s.send({
      method: 'MessageList',
      toUserId: b.id,
      formUserId: a.id,
      currentPage: 1,
      pageSize: 5,
      sord: 'desc',
    });
    const newest = await s.next('messageList');
    expect((newest.list as { content: string }[]).map((m) => m.content)).toEqual([
      'm8',
      'm9',
      'm10',
      'm11',
      'm12',
    ]);
    expect(newest.pagination).toEqual({ currentPage: 1, pageSize: 5, total: 12 });
    s.send({ method: 'MessageList', toUserId: b.id, currentPage: 3, pageSize: 5, sord: 'asc' });
    const last = await s.next('messageList');
    expect((last.list as unknown[]).length).toBe(2);
    s.send({
      method: 'MessageList',
      toUserId: b.id,
      currentPage: 1,
      pageSize: 50,
      sord: 'asc',
      keyword: 'APPLE',
    });
    const found = await s.next('messageList');
    expect((found.list as { content: string }[]).map((m) => m.content)).toEqual(['找到我 apple']);
    s.close();
  });

  it('sends uploaded images and mp3 voice as preview paths, and refuses files that are not the sender’s', async () => {
    const [a, b] = [await chatUser(t), await chatUser(t)];
    const img = await uploadIm(t, a.token, 'p.png', PNG_1PX);
    const mp3 = await uploadIm(t, a.token, 'v.mp3', MP3_HEAD);
    const other = await uploadIm(t, b.token, 'q.png', PNG_1PX);
    const { s } = await TestSocket.connect(t.app, a.token);
    const send = (messageType: string, messageContent: unknown) =>
      s.send({ method: 'SendMessage', toUserId: b.id, messageType, messageContent });
    send('image', { name: img.name, width: 300, height: 200 });
    expect((await s.next('sendMessage')).toMessage).toEqual({
      path: `/api/file/preview/IM/${img.name}`,
      width: 300,
      height: 200,
    });
    send('voice', { path: mp3.url, length: 12 });
    expect((await s.next('sendMessage')).toMessage).toEqual({
      path: `/api/file/preview/IM/${mp3.name}`,
      length: 12,
    });
    for (const bad of [
      ['image', { name: mp3.name, width: 1, height: 1 }],
      ['voice', { name: img.name, length: 3 }],
      ['image', { name: other.name, width: 1, height: 1 }],
      ['image', { path: 'https://evil.example/x.png', width: 1, height: 1 }],
      ['image', { name: '20250101_00000000000000000000000000000000.png', width: 1, height: 1 }],
    ] as const) {
      send(bad[0], bad[1]);
      expect(await s.next('error')).toMatchObject({ code: 'badFile', of: 'SendMessage' });
    }
    s.close();
  });

  it('refuses empty and over-long text and rate-limits a flooding sender', async () => {
    const [a, b] = [await chatUser(t), await chatUser(t)];
    const { s } = await TestSocket.connect(t.app, a.token);
    s.send({ method: 'SendMessage', toUserId: b.id, messageType: 'text', messageContent: ' \n\t ' });
    expect(await s.next('error')).toMatchObject({ code: 'empty' });
    s.send({ method: 'SendMessage', toUserId: b.id, messageType: 'text', messageContent: 'x'.repeat(2001) });
    expect(await s.next('error')).toMatchObject({ code: 'tooLong' });
    s.send({ method: 'SendMessage', toUserId: a.id, messageType: 'text', messageContent: 'me' });
    expect(await s.next('error')).toMatchObject({ code: 'self' });
    for (let i = 0; i < 30; i++)
      s.send({ method: 'SendMessage', toUserId: b.id, messageType: 'text', messageContent: `f${i}` });
    expect(await s.next('error')).toMatchObject({ code: 'rateLimited' });
    s.close();
  });

  it('tells others when a user comes online and goes offline, and lists online users', async () => {
    const [a, b] = [await chatUser(t), await chatUser(t)];
    const { s: sa } = await TestSocket.connect(t.app, a.token);
    const { s: sb } = await TestSocket.connect(t.app, b.token);
    const { s: sb2 } = await TestSocket.connect(t.app, b.token);
    await waitFor(async () => ((await sa.next('presence')).online as string[]).includes(b.id));
    const online = await listOnlineUsers(t.db, Date.now());
    expect(online.find((u) => u.userId === b.id)).toMatchObject({
      connections: 2,
      ip: '127.0.0.1',
      platform: 'Web',
    });
    sb.close();
    sb2.close();
    await waitFor(async () => ((await sa.next('presence')).offline as string[]).includes(b.id));
    expect((await listOnlineUsers(t.db, Date.now())).some((u) => u.userId === b.id)).toBe(false);
    // Presence is encoded once for every socket and still arrives as text.
    expect(sa.binaryFrames).toBe(0);
    sa.close();
  });

  it('sends the encoded online list shared by initMessages in their own fragment of one text message', async () => {
    const a = await chatUser(t);
    const fragments = vi.spyOn(ChatConn.prototype, 'sendFragments');
    try {
      const first = await TestSocket.connect(t.app, a.token);
      const second = await TestSocket.connect(t.app, a.token);
      // The client sees one whole JSON message, as text.
      for (const { s, init } of [first, second]) {
        expect(init.onlineUsers as string[]).toContain(a.id);
        expect(init).toMatchObject({ unreadNums: [], unreadMessageCount: 0 });
        expect(s.binaryFrames).toBe(0);
      }
      // Both went out with the very same buffer: a storm of announcements does not copy the list per socket.
      const lists = fragments.mock.calls.map(([parts]) => parts[1]);
      expect(lists).toHaveLength(2);
      expect(Buffer.isBuffer(lists[0])).toBe(true);
      expect(lists[1]).toBe(lists[0]);
      first.s.close();
      second.s.close();
    } finally {
      fragments.mockRestore();
    }
  });

  it('settles memory once when the sockets are quiet after a storm of announcements', async () => {
    const a = await chatUser(t);
    const hub = t.app.chat.hub as unknown as {
      d: { settle?: () => void; stormSize?: number };
      burst: { count: number; lastAt: number };
    };
    const settle = vi.fn();
    Object.assign(hub.d, { settle, stormSize: 3 });
    hub.burst.count = 0;
    const sockets: TestSocket[] = [];
    try {
      for (let i = 0; i < 3; i++) sockets.push((await TestSocket.connect(t.app, a.token)).s);
      // Still busy: the sockets keep talking for three seconds (the pause must not land in a conversation).
      for (let i = 0; i < 6; i++) {
        sockets[0].send({ method: 'UpdateReadMessage', formUserId: a.id, token: a.token });
        await new Promise((r) => setTimeout(r, 500));
      }
      expect(settle).not.toHaveBeenCalled();
      // Two seconds without an announcement or a frame: settled once, and not again until the next storm.
      await waitFor(() => settle.mock.calls.length === 1, 4000);
      await new Promise((r) => setTimeout(r, 1200));
      expect(settle).toHaveBeenCalledTimes(1);
    } finally {
      delete hub.d.settle;
      delete hub.d.stormSize;
      for (const s of sockets) s.close();
    }
  });

  it('reads the online list once for every socket announcing while it loads', async () => {
    const a = await chatUser(t);
    const { s } = await TestSocket.connect(t.app, a.token);
    await new Promise((r) => setTimeout(r, 1100)); // the cached list is now stale
    const reads = vi.spyOn(t.app.chat.hub, 'onlineUserIds');
    try {
      // As many announcements at once as a reconnect storm brings: one database read serves them all.
      const lists = await Promise.all(Array.from({ length: 20 }, () => t.app.chat.hub.onlineSnapshot()));
      expect(reads.mock.calls.filter((args) => args[0] === undefined)).toHaveLength(1);
      expect(new Set(lists).size).toBe(1);
      expect(JSON.parse(lists[0].toString()) as string[]).toContain(a.id);
    } finally {
      reads.mockRestore();
    }
    s.close();
  });

  it('looks up the names of many first messages sent at once with one query', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, (_, i) => chatUser(t, `批量${i}`)));
    const { service } = t.app.chat;
    const fetches = vi.spyOn(
      service as unknown as { fetchCards(ids: string[]): Promise<unknown> },
      'fetchCards',
    );
    const text = (toUserId: string, messageContent: string) =>
      ({ method: 'SendMessage', toUserId, messageType: 'text', messageContent }) as const;
    try {
      const [missing, ...sent] = await Promise.all([
        service.send(users[0].id, text('nosuchuser', 'lost')),
        ...users.map((u, i) => service.send(u.id, text(users[(i + 1) % users.length].id, `hi ${i}`))),
      ]);
      expect(fetches).toHaveBeenCalledTimes(1);
      expect(missing).toEqual({ error: 'unknownUser' });
      expect(sent.map((d) => ('error' in d ? d.error : [d.sender.realName, d.receiver.realName]))).toEqual(
        users.map((_, i) => [`批量${i}`, `批量${(i + 1) % users.length}`]),
      );
    } finally {
      fetches.mockRestore();
    }
  });

  it('pushes messagePush to the recipients only', async () => {
    const [a, b] = [await chatUser(t), await chatUser(t)];
    const { s: sa } = await TestSocket.connect(t.app, a.token);
    const { s: sb } = await TestSocket.connect(t.app, b.token);
    await t.app.chat.push({ userId: 'admin', toUserId: [a.id], title: '公告', unreadNoticeCount: 1 });
    expect(await sa.next('messagePush')).toMatchObject({ title: '公告', unreadNoticeCount: 1 });
    expect(await sb.hasNone('messagePush')).toBe(true);
    expect(sa.binaryFrames).toBe(0);
    sa.close();
    sb.close();
  });

  it('lists chat users without the caller, with their department', async () => {
    const a = await chatUser(t, '列表用户');
    const res = await t.call('GET', '/api/chat/users', { token: a.token });
    const list = res.json<{ data: { list: { id: string; department: string }[] } }>().data.list;
    expect(list.some((u) => u.id === a.id)).toBe(false);
    expect(list.find((u) => u.id === 'admin')?.department).not.toBe('');
    expect((await t.call('GET', '/api/chat/users')).json<{ code: number }>().code).toBe(600);
  });
});
