/** One emoji: its bracketed code (what the text carries) and the Unicode character drawn as its image. */
export interface TEmoji {
  /** Bracketed alt label, e.g. `[微笑]`. */
  code: string;
  /** File-like name of the generated image. */
  file: string;
  char: string;
}

// Name → character. The reference ships a GIF per code; we draw the Unicode emoji into an SVG instead.
const PAIRS: readonly (readonly [string, string])[] = [
  ['微笑', '🙂'],
  ['撇嘴', '😕'],
  ['色', '😍'],
  ['发呆', '😳'],
  ['得意', '😎'],
  ['流泪', '😢'],
  ['害羞', '😊'],
  ['闭嘴', '🤐'],
  ['睡', '😴'],
  ['大哭', '😭'],
  ['尴尬', '😅'],
  ['发怒', '😡'],
  ['调皮', '😜'],
  ['呲牙', '😁'],
  ['惊讶', '😮'],
  ['难过', '🙁'],
  ['酷', '🆒'],
  ['冷汗', '😰'],
  ['抓狂', '😫'],
  ['吐', '🤮'],
  ['偷笑', '🤭'],
  ['可爱', '🥰'],
  ['白眼', '🙄'],
  ['傲慢', '😤'],
  ['饥饿', '🤤'],
  ['困', '😪'],
  ['惊恐', '😱'],
  ['流汗', '😓'],
  ['憨笑', '😄'],
  ['大兵', '💂'],
  ['奋斗', '💪'],
  ['咒骂', '🤬'],
  ['疑问', '❓'],
  ['嘘', '🤫'],
  ['晕', '😵'],
  ['折磨', '😖'],
  ['衰', '😞'],
  ['骷髅', '💀'],
  ['敲打', '🔨'],
  ['再见', '👋'],
  ['擦汗', '😥'],
  ['抠鼻', '👃'],
  ['鼓掌', '👏'],
  ['糗大了', '😣'],
  ['坏笑', '😏'],
  ['左哼哼', '😒'],
  ['右哼哼', '😾'],
  ['哈欠', '🥱'],
  ['鄙视', '👎'],
  ['委屈', '🥺'],
  ['快哭了', '😿'],
  ['阴险', '😈'],
  ['亲亲', '😘'],
  ['吓', '😨'],
  ['可怜', '😔'],
  ['菜刀', '🔪'],
  ['西瓜', '🍉'],
  ['啤酒', '🍺'],
  ['篮球', '🏀'],
  ['乒乓', '🏓'],
  ['咖啡', '☕'],
  ['饭', '🍚'],
  ['猪头', '🐷'],
  ['玫瑰', '🌹'],
  ['凋谢', '🥀'],
  ['示爱', '💋'],
  ['爱心', '❤️'],
  ['心碎', '💔'],
  ['蛋糕', '🎂'],
  ['闪电', '⚡'],
  ['炸弹', '💣'],
  ['刀', '🗡️'],
  ['足球', '⚽'],
  ['瓢虫', '🐞'],
  ['便便', '💩'],
  ['月亮', '🌙'],
  ['太阳', '☀️'],
  ['礼物', '🎁'],
  ['拥抱', '🤗'],
  ['强', '👍'],
  ['弱', '👎🏻'],
  ['握手', '🤝'],
  ['胜利', '✌️'],
  ['抱拳', '🙏'],
  ['勾引', '👉'],
  ['拳头', '👊'],
  ['差劲', '🖕🏻'],
  ['爱你', '🤟'],
  ['NO', '🙅'],
  ['OK', '👌'],
  ['爱情', '💑'],
  ['飞吻', '😚'],
  ['跳跳', '🐸'],
  ['发抖', '🥶'],
  ['怄火', '🔥'],
  ['转圈', '💫'],
  ['磕头', '🙇'],
  ['回头', '🔙'],
  ['跳绳', '🪢'],
  ['挥手', '🙋'],
  ['激动', '🤩'],
  ['街舞', '🕺'],
  ['献吻', '💏'],
  ['左太极', '☯️'],
  ['右太极', '🌀'],
  ['双喜', '㊗️'],
  ['鞭炮', '🧨'],
  ['灯笼', '🏮'],
  ['发财', '💰'],
  ['K歌', '🎤'],
  ['购物', '🛍️'],
  ['邮件', '📧'],
  ['帅', '🤵'],
  ['喝彩', '🎉'],
  ['祈祷', '🤲'],
  ['爆筋', '💢'],
  ['棒棒糖', '🍭'],
  ['喝奶', '🍼'],
  ['下面', '🍜'],
  ['香蕉', '🍌'],
  ['飞机', '✈️'],
  ['开车', '🚗'],
  ['左车头', '🚃'],
  ['彩球', '🎈'],
];

/** The emoji catalogue (about 120 entries, spec §2). */
export const EMOJIS: readonly TEmoji[] = PAIRS.map(([name, char], i) => ({
  code: `[${name}]`,
  file: `${String(i + 1).padStart(3, '0')}.svg`,
  char,
}));

const BY_CODE = new Map(EMOJIS.map((e) => [e.code, e]));

/** The emoji of a bracketed code, if it is in the catalogue. */
export function findEmoji(code: string): TEmoji | undefined {
  return BY_CODE.get(code);
}

/** The image of an emoji: an SVG data URL drawing its character (no download, no hot-link). */
export function emojiImage(e: TEmoji): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><text x="12" y="13" dominant-baseline="middle" text-anchor="middle" font-size="19">${e.char}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Splits text into plain runs and catalogue emoji (unknown bracketed text stays text). */
export function splitEmoji(text: string): (string | TEmoji)[] {
  const parts: (string | TEmoji)[] = [];
  let last = 0;
  for (const m of text.matchAll(/\[[^[\]]{1,6}\]/g)) {
    const e = findEmoji(m[0]);
    if (!e) continue;
    if (m.index > last) parts.push(text.slice(last, m.index));
    parts.push(e);
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
