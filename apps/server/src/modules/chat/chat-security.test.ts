import { CHAT_FRAME_MAX_BYTES } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionService } from '../auth/session.service.ts';
import { buildChatCluster, chatUser, TestSocket, type TChatCluster } from './chat.test-kit.ts';

let c: TChatCluster;
beforeAll(async () => {
  c = await buildChatCluster(1);
});
afterAll(async () => c.close());

const app = () => c.apps[0];
const text = (toUserId: string, messageContent: unknown, token?: string) => ({
  method: 'SendMessage',
  toUserId,
  messageType: 'text',
  messageContent,
  ...(token ? { token } : {}),
});

describe('chat socket security', () => {
  it('refuses frames before OnConnection and answers a bad token with logout and a close', async () => {
    const s = await TestSocket.open(app());
    s.send(text('admin', 'hi'));
    expect(await s.next('error')).toMatchObject({ code: 'notConnected', of: 'SendMessage' });
    s.send({ method: 'OnConnection', token: 'Bearer nope' });
    expect(await s.next('logout')).toMatchObject({ msg: '登录过期,请重新登录' });
    expect((await s.closed).code).toBe(4001);
  });

  it('acts as the session that opened the socket whatever token or user id a frame carries', async () => {
    const [a, b, v] = [await chatUser(c.t), await chatUser(c.t), await chatUser(c.t)];
    const { s: sa } = await TestSocket.connect(app(), a.token);
    const { s: sv } = await TestSocket.connect(app(), v.token);
    sa.send(text(v.id, 'from a, claiming b', b.token));
    expect(await sa.next('sendMessage')).toMatchObject({ UserId: a.id });
    expect(await sv.next('receiveMessage')).toMatchObject({ formUserId: a.id });
    // Re-announcing with another user's token does not rebind the socket.
    sa.send({ method: 'OnConnection', token: b.token });
    await sa.next('initMessage');
    sa.send(text(v.id, 'still a'));
    expect(await sv.next('receiveMessage')).toMatchObject({ formUserId: a.id });
    sa.close();
    sv.close();
  });

  it('never returns a conversation the caller is not part of', async () => {
    const [a, b, v] = [await chatUser(c.t), await chatUser(c.t), await chatUser(c.t)];
    const { s: sb } = await TestSocket.connect(app(), b.token);
    sb.send(text(v.id, 'secret between b and v'));
    await sb.next('sendMessage');
    const { s: sa } = await TestSocket.connect(app(), a.token);
    sa.send({
      method: 'MessageList',
      toUserId: v.id,
      formUserId: b.id,
      token: b.token,
      currentPage: 1,
      pageSize: 50,
      sord: 'asc',
    });
    expect(await sa.next('messageList')).toMatchObject({ list: [], pagination: { total: 0 } });
    sa.send({
      method: 'MessageList',
      toUserId: b.id,
      formUserId: v.id,
      currentPage: 1,
      pageSize: 50,
      sord: 'asc',
    });
    expect((await sa.next('messageList')).list).toEqual([]);
    // Marking b's messages read as a does not touch v's unread count.
    sa.send({ method: 'UpdateReadMessage', formUserId: b.id, token: v.token });
    const { init } = await TestSocket.connect(app(), v.token);
    expect(init.unreadNums).toEqual([expect.objectContaining({ sendUserId: b.id, unreadNum: 1 })]);
    sa.close();
    sb.close();
  });

  it('sends logout and closes every socket of a forced-offline user within a second', async () => {
    const a = await chatUser(c.t);
    const tabs = [await TestSocket.connect(app(), a.token), await TestSocket.connect(app(), a.token)];
    const sessions = new SessionService(c.t.db, c.bus, {
      idleMs: () => 3_600_000,
      absoluteMs: () => 3_600_000,
      now: Date.now,
      onError: () => {},
    });
    const started = Date.now();
    await sessions.revokeUser(a.id, 'kicked');
    for (const { s } of tabs) {
      expect(await s.next('logout', 1000)).toMatchObject({ method: 'logout' });
      expect((await s.closed).at - started).toBeLessThan(1000);
    }
    sessions.close();
  });

  it('answers malformed frames without dropping the connection or the server', async () => {
    const [a, b] = [await chatUser(c.t), await chatUser(c.t)];
    const { s } = await TestSocket.connect(app(), a.token);
    const bad: [unknown, string | undefined][] = [
      ['not json {', undefined],
      [{ method: 'DropTables' }, 'method'],
      [{ nomethod: true }, 'method'],
      [{ method: 'SendMessage', toUserId: b.id }, 'messageType'],
      [{ method: 'SendMessage', toUserId: '../x', messageType: 'text', messageContent: 'x' }, 'toUserId'],
      [{ method: 'MessageList', toUserId: b.id, pageSize: 10_000 }, 'pageSize'],
      [{ method: 'UpdateReadMessage' }, 'formUserId'],
      [null, 'method'],
    ];
    for (const [frame, field] of bad) {
      s.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
      const err = await s.next('error');
      expect(err).toMatchObject({ code: 'badFrame' });
      if (field) expect(err.field).toBe(field);
    }
    s.ws.send(new Uint8Array([1, 2, 3]));
    expect(await s.next('error')).toMatchObject({ code: 'badFrame' });
    s.send(text(b.id, 'y'.repeat(1024 * 1024)));
    expect(await s.next('error', 5000)).toMatchObject({ code: 'tooLong' });
    s.send({ method: 'MessageList', toUserId: b.id, currentPage: 1, pageSize: 10, sord: 'desc' });
    expect(await s.next('messageList')).toMatchObject({ method: 'messageList' });
    const health = await app().inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    s.close();
  });
  it('closes a socket that sends a frame over the size cap, and the server keeps serving', async () => {
    const a = await chatUser(c.t);
    const { s } = await TestSocket.connect(app(), a.token);
    s.send('x'.repeat(CHAT_FRAME_MAX_BYTES + 1));
    expect((await s.closed).code).toBe(1009);
    const { init } = await TestSocket.connect(app(), a.token);
    expect(init.method).toBe('initMessage');
  });

  it('closes the socket of a session that signs out without pushing logout to it', async () => {
    const a = await chatUser(c.t);
    const { s } = await TestSocket.connect(app(), a.token);
    await app().inject({ method: 'GET', url: '/api/oauth/Logout', headers: { authorization: a.token } });
    expect((await s.closed).code).toBe(1000);
    expect(s.frames.map((f) => f.method)).not.toContain('logout');
  });

  // Last: it moves the clock past every session's idle expiry.
  it('sends logout and closes within a second when the session expires', async () => {
    const b = await chatUser(c.t);
    const { s } = await TestSocket.connect(app(), b.token);
    c.advance(c.t.config.SESSION_IDLE_MINUTES * 60_000 + 1000);
    const started = Date.now();
    await s.next('logout', 1000);
    expect((await s.closed).at - started).toBeLessThan(1000);
  });
});
