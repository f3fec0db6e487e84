import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBus } from '../../lib/bus.ts';
import { createRedisBus } from '../../lib/bus-redis.ts';
import { listOnlineUsers } from './chat.online.ts';
import { buildChatCluster, chatUser, TestSocket, waitFor, type TChatCluster } from './chat.test-kit.ts';

const redisUrl = process.env.TEST_REDIS_URL;
/** One channel per run, so parallel runs on one Redis never hear each other. */
const channel = `test_chat_${randomUUID()}`;

/** The cross-process tests, run once per kind of bus. */
function describeCluster(name: string, isSkipped: boolean, makeBus?: () => Promise<TBus>): void {
  describe.skipIf(isSkipped)(`chat across server processes ${name}`, () => {
    let c: TChatCluster;
    beforeAll(async () => {
      c = await buildChatCluster(2, { makeBus });
    });
    afterAll(async () => c.close());

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
      expect((await listOnlineUsers(c.t.db, Date.now())).find((u) => u.userId === a.id)?.connections).toBe(2);
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
      // Forced offline by an administrator on the other process: the socket is told (logout) and closed.
      const admin = await c.t.signIn();
      const res = await c.apps[0].inject({
        method: 'DELETE',
        url: `/api/system/base/onlineUser/del/${a.id}`,
        headers: { authorization: admin },
      });
      expect(res.json().code).toBe(200);
      await s.next('logout', 1000);
    });

    it("closes a signed-out session's socket on the other process without a logout frame", async () => {
      const a = await chatUser(c.t);
      const { s } = await TestSocket.connect(c.apps[1], a.token);
      await c.apps[0].inject({
        method: 'GET',
        url: '/api/oauth/Logout',
        headers: { authorization: a.token },
      });
      expect((await s.closed).code).toBe(1000);
    });
  });
}

// Two instances on one database: on PostgreSQL they talk over LISTEN/NOTIFY, as two server processes do.
describeCluster('on the database bus', false);
// The same two instances, each on its own Redis bus (its own pair of connections), as with REDIS_URL set.
describeCluster('on the Redis bus', !redisUrl, () => createRedisBus(redisUrl!, () => {}, { channel }));
