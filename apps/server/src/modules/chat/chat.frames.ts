import type {
  TChatContent,
  TChatErrorCode,
  TChatMessageType,
  TReceiveMessageFrame,
  TSendMessageEchoFrame,
} from '@app/contracts';
import type { TImContentRow, TUserCard } from './chat.repo.ts';

/** A stored message with the two users, as delivered between processes. */
export interface TDelivery {
  message: TImContentRow;
  sender: TUserCard;
  receiver: TUserCard;
}

/** Content as clients receive it: text as is, media parsed from its stored JSON. */
function contentOf(row: Pick<TImContentRow, 'content' | 'contentType'>): TChatContent {
  if (row.contentType === 'text') return row.content;
  try {
    return JSON.parse(row.content) as TChatContent;
  } catch {
    return row.content;
  }
}

/** The echo to the sender's sockets (note the capital `UserId`, contract §7). */
export function echoFrame({ message: m, sender, receiver }: TDelivery): TSendMessageEchoFrame {
  return {
    method: 'sendMessage',
    UserId: sender.id,
    account: sender.account,
    headIcon: sender.headIcon,
    realName: sender.realName,
    toAccount: receiver.account,
    toHeadIcon: receiver.headIcon,
    toRealName: receiver.realName,
    messageType: m.contentType as TChatMessageType,
    toUserId: receiver.id,
    toMessage: contentOf(m),
    dateTime: m.sendTime,
    latestDate: m.sendTime,
  };
}

/** The frame to the receiver's sockets. */
export function receiveFrame({ message: m, sender }: TDelivery): TReceiveMessageFrame {
  return {
    method: 'receiveMessage',
    messageType: m.contentType as TChatMessageType,
    formUserId: sender.id,
    formMessage: contentOf(m),
    dateTime: m.sendTime,
    latestDate: m.sendTime,
    headIcon: sender.headIcon,
    realName: sender.realName,
  };
}

/** A refusal frame; the connection stays open. */
export function errorFrame(code: TChatErrorCode, of?: string, field?: string) {
  return { method: 'error' as const, code, ...(of ? { of } : {}), ...(field ? { field } : {}) };
}

/** The session-over frame (spec §8: 登录过期,请重新登录). */
export const LOGOUT_FRAME = JSON.stringify({ method: 'logout', msg: '登录过期,请重新登录' });
