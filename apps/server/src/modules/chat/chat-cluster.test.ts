import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOnlineUsers } from './chat.online.ts';
import { buildChatCluster, chatUser, TestSocket, waitFor, type TChatCluster } from './chat.test-kit.ts';

// Two instances on one database: on PostgreSQL they talk over LISTEN/NOTIFY, as two server processes do.
let c: TChatCluster;
beforeAll(async () => {
  c = await buildChatCluster(2);
});
afterAll(async () => c.close());

describe('chat across server processes', () => {
  it('delivers a message, its echo and presence whichever process holds the sockets', async () => {
    const [a, b] = [await chatUser(c.t, '一号'), await chatUser(c.t, '二号')];
    const { s: sa } = await TestSocket.connect(c.apps[0], a.token);
    const { s: sa2 } = await TestSocket.connect(c.apps[1], a.token);
    const { s: sb, init } = await TestSocket.connect(c.apps[1], b.token);
    expect(init.onlineUsers).toContain(a.id);
    await waitFor(async () => ((await sa.next('presence')).online as string[]).includes(b.id));
    sa.send({ method: 'SendMessage', toUserId: b.id, messageType: 'text', messageContent: '跨进程' });
    expect(await sb.next('receiveMessage')).toMatchObject({
      formUserId: a.id,
      formMessage: '跨进程',
      realName: '一号',
    });
    expect(await sa2.next('sendMessage')).toMatchObject({ UserId: a.id, toUserId: b.id });
    expect(await sa.next('sendMessage')).toMatchObject({ UserId: a.id });
    expect((await listOnlineUsers(c.t.db)).find((u) => u.userId === a.id)?.connections).toBe(2);
    for (const s of [sa, sa2, sb]) s.close();
  });

  it('carries a message too big for one NOTIFY by reference', async () => {
    const [a, b] = [await chatUser(c.t), await chatUser(c.t)];
    const { s: sa } = await TestSocket.connect(c.apps[0], a.token);
    const { s: sb } = await TestSocket.connect(c.apps[1], b.token);
    const long = '长'.repeat(2000);
    sa.send({ method: 'SendMessage', toUserId: b.id, messageType: 'text', messageContent: long });
    expect((await sb.next('receiveMessage')).formMessage).toBe(long);
    sa.close();
    sb.close();
  });

  it('pushes messagePush and forced-offline logout to sockets on the other process', async () => {
    const a = await chatUser(c.t);
    const { s } = await TestSocket.connect(c.apps[1], a.token);
    await c.apps[0].chat.push({ userId: 'admin', toUserId: [a.id], title: '通知', unreadNoticeCount: 1 });
    expect(await s.next('messagePush')).toMatchObject({ title: '通知' });
    await c.apps[0].inject({ method: 'GET', url: '/api/oauth/Logout', headers: { authorization: a.token } });
    await s.next('logout', 1000);
  });
});
