import { z } from 'zod';
import { ZId, ZMillis } from './common.ts';

/** Longest chat text after trimming, in characters. */
export const CHAT_TEXT_MAX = 2000;
/** Messages of the first load of an open chat (spec §9: 30, newest first). */
export const CHAT_FIRST_PAGE = 30;
/** Messages per page of the history panel (spec §9: 50, ascending). */
export const CHAT_HISTORY_PAGE = 50;
/** The WebSocket paths the server answers on (contract §0: .NET, 3.1 dev client, Java prod). */
export const CHAT_SOCKET_PATHS = [
  '/api/message/websocket',
  '/api/system/Message/websocket',
  '/websocket',
] as const;
/** Largest frame a client may send, in bytes; bigger frames close the socket (1009). */
export const CHAT_FRAME_MAX_BYTES = 2 * 1024 * 1024;
/** Text shown with the `logout` frame (spec §8). */
export const CHAT_LOGOUT_TEXT = '登录过期,请重新登录';

/** Message kinds (spec §3; video is listed by the spec but never sent by the client). */
export const ZChatMessageType = z.enum(['text', 'image', 'voice']);
export type TChatMessageType = z.infer<typeof ZChatMessageType>;

/** A stored IM file as the client names it: the upload's `name`, or its `url`/`path`. */
const ZImFileRef = {
  /** The stored file name from `/api/file/Uploader/IM` (`data.name`). */
  name: z.string().max(200).optional(),
  /** Or the upload's URL (`data.url`); only the file name at its end is used. */
  path: z.string().max(300).optional(),
};

/** Image content: an uploaded IM image and its size in pixels. */
export const ZChatImageIn = z.object({
  ...ZImFileRef,
  /** Width in pixels. */
  width: z.number().int().min(0).max(100_000),
  /** Height in pixels. */
  height: z.number().int().min(0).max(100_000),
});

/** Voice content: an uploaded mp3 and its length in seconds. */
export const ZChatVoiceIn = z.object({
  ...ZImFileRef,
  /** Length in seconds. */
  length: z.number().min(0).max(86_400),
});

/** Stored media content as sent to clients: the preview path plus size or length. */
export const ZChatMedia = z.object({
  /** Preview URL of the IM file (`/api/file/preview/IM/<name>`). */
  path: z.string(),
  width: z.number().optional(),
  height: z.number().optional(),
  length: z.number().optional(),
});
export type TChatMedia = z.infer<typeof ZChatMedia>;

/** Content as clients receive it: text, or media. */
export const ZChatContent = z.union([z.string(), ZChatMedia]);
export type TChatContent = z.infer<typeof ZChatContent>;

/** Token every client frame may carry; ignored after OnConnection (the socket is bound to its session). */
const token = z.string().max(200).optional();

/** Client → server: announce the socket with the session token. */
export const ZOnConnectionFrame = z.object({
  method: z.literal('OnConnection'),
  /** `Bearer …` as stored by the client. */
  token: z.string().max(200),
  /** True on the mobile app. */
  mobileDevice: z.boolean().optional(),
});

/** Client → server: send a message to one user. */
export const ZSendMessageFrame = z.object({
  method: z.literal('SendMessage'),
  /** The receiver. */
  toUserId: ZId,
  /** text, image or voice. */
  messageType: ZChatMessageType,
  /** Text (trimmed, 1..CHAT_TEXT_MAX), or an uploaded image/voice reference. */
  messageContent: z.union([z.string(), ZChatImageIn, ZChatVoiceIn]),
  token,
});
export type TSendMessageFrame = z.infer<typeof ZSendMessageFrame>;

/** Client → server: a page of the conversation with one user. */
export const ZMessageListFrame = z.object({
  method: z.literal('MessageList'),
  /** The other user of the conversation. */
  toUserId: ZId,
  /** The caller (ignored: the socket's user is always one side). */
  formUserId: z.string().max(64).optional(),
  token,
  /** 1-based page. */
  currentPage: z.number().int().min(1).max(100_000).default(1),
  /** Rows per page, 1..100. */
  pageSize: z.number().int().min(1).max(100).default(CHAT_HISTORY_PAGE),
  /** asc: oldest first (history panel); desc: newest first (open chat). Rows are returned ascending. */
  sord: z.enum(['asc', 'desc']).default('desc'),
  /** Text to look for in text messages. */
  keyword: z.string().trim().max(100).optional(),
});
export type TMessageListFrame = z.infer<typeof ZMessageListFrame>;

/** Client → server: mark every message from one user to me read. */
export const ZUpdateReadMessageFrame = z.object({
  method: z.literal('UpdateReadMessage'),
  /** The sender whose messages are now read. */
  formUserId: ZId,
  token,
});

/** Any client frame. */
export const ZChatClientFrame = z.discriminatedUnion('method', [
  ZOnConnectionFrame,
  ZSendMessageFrame,
  ZMessageListFrame,
  ZUpdateReadMessageFrame,
]);
export type TChatClientFrame = z.infer<typeof ZChatClientFrame>;

/** Unread messages from one sender, with the latest of them. */
export const ZUnreadNum = z.object({
  sendUserId: z.string(),
  receiveUserId: z.string(),
  unreadNum: z.number().int(),
  defaultMessage: z.string(),
  defaultMessageType: z.string(),
  defaultMessageTime: ZMillis,
});
export type TUnreadNum = z.infer<typeof ZUnreadNum>;

/** Server → client after OnConnection. */
export const ZInitMessageFrame = z.object({
  method: z.literal('initMessage'),
  /** Users with at least one open socket. */
  onlineUsers: z.array(z.string()),
  /** Unread chat messages per sender. */
  unreadNums: z.array(ZUnreadNum),
  /** Unread notices (type 1 system messages). */
  unreadNoticeCount: z.number().int(),
  /** Title of the latest unread notice. */
  noticeDefaultText: z.string(),
  /** Unread system messages (type 2, e.g. workflow). */
  unreadMessageCount: z.number().int(),
  /** Title of the latest unread system message. */
  messageDefaultText: z.string(),
  /** Server time. */
  dateTime: ZMillis,
});
export type TInitMessageFrame = z.infer<typeof ZInitMessageFrame>;

/** Server → client: a notice was released or a system message created for the user. */
export const ZMessagePushFrame = z.object({
  method: z.literal('messagePush'),
  /** Author of the notice. */
  userId: z.string(),
  /** Recipients. */
  toUserId: z.array(z.string()),
  title: z.string(),
  /** Notices added (normally 1). */
  unreadNoticeCount: z.number().int(),
});
export type TMessagePushFrame = z.infer<typeof ZMessagePushFrame>;

/** Server → client: the session is over; the client shows 登录过期,请重新登录 and reloads. */
export const ZLogoutFrame = z.object({ method: z.literal('logout'), msg: z.string().optional() });

/** Server → sender (every tab): the message was stored. Note the capital `UserId` (contract §7). */
export const ZSendMessageEchoFrame = z.object({
  method: z.literal('sendMessage'),
  /** The sender (capital U, as the reference client reads it). */
  UserId: z.string(),
  account: z.string(),
  headIcon: z.string(),
  realName: z.string(),
  toAccount: z.string(),
  toHeadIcon: z.string(),
  toRealName: z.string(),
  messageType: ZChatMessageType,
  toUserId: z.string(),
  toMessage: ZChatContent,
  dateTime: ZMillis,
  latestDate: ZMillis,
});
export type TSendMessageEchoFrame = z.infer<typeof ZSendMessageEchoFrame>;

/** Server → receiver (every tab): a message arrived. */
export const ZReceiveMessageFrame = z.object({
  method: z.literal('receiveMessage'),
  messageType: ZChatMessageType,
  /** The sender. */
  formUserId: z.string(),
  formMessage: ZChatContent,
  dateTime: ZMillis,
  latestDate: ZMillis,
  headIcon: z.string(),
  realName: z.string(),
});
export type TReceiveMessageFrame = z.infer<typeof ZReceiveMessageFrame>;

/** One stored message as history returns it (`content` is JSON text for media). */
export const ZChatHistoryItem = z.object({
  id: z.string(),
  sendUserId: z.string(),
  sendTime: ZMillis,
  receiveUserId: z.string(),
  receiveTime: ZMillis.nullable(),
  content: z.string(),
  contentType: ZChatMessageType,
  /** 0 unread, 1 read. */
  state: z.number().int(),
});
export type TChatHistoryItem = z.infer<typeof ZChatHistoryItem>;

/** Server → client: a page of history, rows ascending by time. */
export const ZMessageListReplyFrame = z.object({
  method: z.literal('messageList'),
  /** The other user of the conversation (lets the client match the reply). */
  toUserId: z.string(),
  list: z.array(ZChatHistoryItem),
  pagination: z.object({
    currentPage: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  }),
});
export type TMessageListReplyFrame = z.infer<typeof ZMessageListReplyFrame>;

/** Server → client: users who came online or went offline since the last such frame (batched). */
export const ZPresenceFrame = z.object({
  method: z.literal('presence'),
  online: z.array(z.string()),
  offline: z.array(z.string()),
});

/** Why a frame was refused. */
export const ZChatErrorCode = z.enum([
  'badFrame',
  'notConnected',
  'tooLong',
  'empty',
  'rateLimited',
  'badFile',
  'unknownUser',
  'self',
]);
export type TChatErrorCode = z.infer<typeof ZChatErrorCode>;

/** Server → client: a frame was refused (the connection stays open). */
export const ZChatErrorFrame = z.object({
  method: z.literal('error'),
  code: ZChatErrorCode,
  /** The refused frame's method, when known. */
  of: z.string().optional(),
  /** Which field was wrong, for badFrame. */
  field: z.string().optional(),
});

/** Any server frame. */
export const ZChatServerFrame = z.discriminatedUnion('method', [
  ZInitMessageFrame,
  ZMessagePushFrame,
  ZLogoutFrame,
  ZSendMessageEchoFrame,
  ZReceiveMessageFrame,
  ZMessageListReplyFrame,
  ZPresenceFrame,
  ZChatErrorFrame,
]);
export type TChatServerFrame = z.infer<typeof ZChatServerFrame>;

/** A user of the chat drawer list (spec §3 Chat user; isOnline and unreadNum come from the socket). */
export const ZChatUser = z.object({
  id: z.string(),
  realName: z.string(),
  account: z.string(),
  /** Department (or company) name. */
  department: z.string(),
  /** Avatar file name (`/api/file/preview/userAvatar/<headIcon>`), or ''. */
  headIcon: z.string(),
  /** Pinyin initials of realName, for search. */
  quickQuery: z.string(),
});
export type TChatUser = z.infer<typeof ZChatUser>;

/** `GET /api/chat/users`: everyone the caller can chat with (the caller excluded). */
export const ZChatUserList = z.object({ list: z.array(ZChatUser) });
