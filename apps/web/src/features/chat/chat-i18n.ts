import i18next from 'i18next';

/** The i18next namespace of the chat drawer. */
export const CHAT_NS = 'chat';

const zh = {
  entry: '聊天',
  title: '内部聊天',
  search: '搜索用户',
  online: '在线',
  offline: '离线',
  send: '发送',
  placeholder: '请输入消息,Enter 发送',
  emoji: '表情',
  image: '图片',
  voice: '语音',
  history: '聊天记录',
  historySearch: '搜索聊天记录',
  noMore: '没有更多了',
  noUsers: '暂无用户',
  pickUser: '选择联系人开始聊天',
  uploadFailed: '头像上传失败',
  tooLong: '消息过长',
  rateLimited: '发送太频繁,请稍后再试',
  loadMore: '加载更多',
  me: '我',
  back: '返回',
};
type TChatMessages = typeof zh;

const zhtw: TChatMessages = {
  entry: '聊天',
  title: '內部聊天',
  search: '搜尋用戶',
  online: '在線',
  offline: '離線',
  send: '發送',
  placeholder: '請輸入消息,Enter 發送',
  emoji: '表情',
  image: '圖片',
  voice: '語音',
  history: '聊天記錄',
  historySearch: '搜尋聊天記錄',
  noMore: '沒有更多了',
  noUsers: '暫無用戶',
  pickUser: '選擇聯繫人開始聊天',
  uploadFailed: '頭像上傳失敗',
  tooLong: '消息過長',
  rateLimited: '發送太頻繁,請稍後再試',
  loadMore: '加載更多',
  me: '我',
  back: '返回',
};

const en: TChatMessages = {
  entry: 'Chat',
  title: 'Internal chat',
  search: 'Search users',
  online: 'Online',
  offline: 'Offline',
  send: 'Send',
  placeholder: 'Type a message, Enter sends',
  emoji: 'Emoji',
  image: 'Image',
  voice: 'Voice',
  history: 'Chat history',
  historySearch: 'Search history',
  noMore: 'No more messages',
  noUsers: 'No users',
  pickUser: 'Pick a contact to start chatting',
  uploadFailed: 'Upload failed',
  tooLong: 'Message too long',
  rateLimited: 'Sending too fast, try again shortly',
  loadMore: 'Load more',
  me: 'Me',
  back: 'Back',
};

/** Chat texts by language (zh, zhtw, en). */
export const CHAT_MESSAGES = { zh, zhtw, en } as const;

/** Registers the chat namespace with i18next once (called from the chat module, not app/locales). */
export function registerChatI18n(): void {
  for (const [lang, bundle] of Object.entries(CHAT_MESSAGES)) {
    if (!i18next.hasResourceBundle(lang, CHAT_NS))
      i18next.addResourceBundle(lang, CHAT_NS, bundle, true, false);
  }
}
