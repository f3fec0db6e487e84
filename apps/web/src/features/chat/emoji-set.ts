// Twemoji images (Discord's maintained Twemoji, graphics CC-BY 4.0) of the chat emoji codes, bundled by Vite as
// files (`?no-inline`: no data: URLs, so the images pass a `img-src 'self'` policy). One import per image: only
// these 124 of the package's ~3,800 files reach the build.
import u1f642 from '@discordapp/twemoji/dist/svg/1f642.svg?no-inline';
import u1f615 from '@discordapp/twemoji/dist/svg/1f615.svg?no-inline';
import u1f60d from '@discordapp/twemoji/dist/svg/1f60d.svg?no-inline';
import u1f633 from '@discordapp/twemoji/dist/svg/1f633.svg?no-inline';
import u1f60e from '@discordapp/twemoji/dist/svg/1f60e.svg?no-inline';
import u1f622 from '@discordapp/twemoji/dist/svg/1f622.svg?no-inline';
import u1f60a from '@discordapp/twemoji/dist/svg/1f60a.svg?no-inline';
import u1f910 from '@discordapp/twemoji/dist/svg/1f910.svg?no-inline';
import u1f634 from '@discordapp/twemoji/dist/svg/1f634.svg?no-inline';
import u1f62d from '@discordapp/twemoji/dist/svg/1f62d.svg?no-inline';
import u1f605 from '@discordapp/twemoji/dist/svg/1f605.svg?no-inline';
import u1f621 from '@discordapp/twemoji/dist/svg/1f621.svg?no-inline';
import u1f61c from '@discordapp/twemoji/dist/svg/1f61c.svg?no-inline';
import u1f601 from '@discordapp/twemoji/dist/svg/1f601.svg?no-inline';
import u1f62e from '@discordapp/twemoji/dist/svg/1f62e.svg?no-inline';
import u1f641 from '@discordapp/twemoji/dist/svg/1f641.svg?no-inline';
import u1f192 from '@discordapp/twemoji/dist/svg/1f192.svg?no-inline';
import u1f630 from '@discordapp/twemoji/dist/svg/1f630.svg?no-inline';
import u1f62b from '@discordapp/twemoji/dist/svg/1f62b.svg?no-inline';
import u1f92e from '@discordapp/twemoji/dist/svg/1f92e.svg?no-inline';
import u1f92d from '@discordapp/twemoji/dist/svg/1f92d.svg?no-inline';
import u1f970 from '@discordapp/twemoji/dist/svg/1f970.svg?no-inline';
import u1f644 from '@discordapp/twemoji/dist/svg/1f644.svg?no-inline';
import u1f624 from '@discordapp/twemoji/dist/svg/1f624.svg?no-inline';
import u1f924 from '@discordapp/twemoji/dist/svg/1f924.svg?no-inline';
import u1f62a from '@discordapp/twemoji/dist/svg/1f62a.svg?no-inline';
import u1f631 from '@discordapp/twemoji/dist/svg/1f631.svg?no-inline';
import u1f613 from '@discordapp/twemoji/dist/svg/1f613.svg?no-inline';
import u1f604 from '@discordapp/twemoji/dist/svg/1f604.svg?no-inline';
import u1f482 from '@discordapp/twemoji/dist/svg/1f482.svg?no-inline';
import u1f4aa from '@discordapp/twemoji/dist/svg/1f4aa.svg?no-inline';
import u1f92c from '@discordapp/twemoji/dist/svg/1f92c.svg?no-inline';
import u2753 from '@discordapp/twemoji/dist/svg/2753.svg?no-inline';
import u1f92b from '@discordapp/twemoji/dist/svg/1f92b.svg?no-inline';
import u1f635 from '@discordapp/twemoji/dist/svg/1f635.svg?no-inline';
import u1f616 from '@discordapp/twemoji/dist/svg/1f616.svg?no-inline';
import u1f61e from '@discordapp/twemoji/dist/svg/1f61e.svg?no-inline';
import u1f480 from '@discordapp/twemoji/dist/svg/1f480.svg?no-inline';
import u1f528 from '@discordapp/twemoji/dist/svg/1f528.svg?no-inline';
import u1f44b from '@discordapp/twemoji/dist/svg/1f44b.svg?no-inline';
import u1f625 from '@discordapp/twemoji/dist/svg/1f625.svg?no-inline';
import u1f443 from '@discordapp/twemoji/dist/svg/1f443.svg?no-inline';
import u1f44f from '@discordapp/twemoji/dist/svg/1f44f.svg?no-inline';
import u1f623 from '@discordapp/twemoji/dist/svg/1f623.svg?no-inline';
import u1f60f from '@discordapp/twemoji/dist/svg/1f60f.svg?no-inline';
import u1f612 from '@discordapp/twemoji/dist/svg/1f612.svg?no-inline';
import u1f63e from '@discordapp/twemoji/dist/svg/1f63e.svg?no-inline';
import u1f971 from '@discordapp/twemoji/dist/svg/1f971.svg?no-inline';
import u1f44e from '@discordapp/twemoji/dist/svg/1f44e.svg?no-inline';
import u1f97a from '@discordapp/twemoji/dist/svg/1f97a.svg?no-inline';
import u1f63f from '@discordapp/twemoji/dist/svg/1f63f.svg?no-inline';
import u1f608 from '@discordapp/twemoji/dist/svg/1f608.svg?no-inline';
import u1f618 from '@discordapp/twemoji/dist/svg/1f618.svg?no-inline';
import u1f628 from '@discordapp/twemoji/dist/svg/1f628.svg?no-inline';
import u1f614 from '@discordapp/twemoji/dist/svg/1f614.svg?no-inline';
import u1f52a from '@discordapp/twemoji/dist/svg/1f52a.svg?no-inline';
import u1f349 from '@discordapp/twemoji/dist/svg/1f349.svg?no-inline';
import u1f37a from '@discordapp/twemoji/dist/svg/1f37a.svg?no-inline';
import u1f3c0 from '@discordapp/twemoji/dist/svg/1f3c0.svg?no-inline';
import u1f3d3 from '@discordapp/twemoji/dist/svg/1f3d3.svg?no-inline';
import u2615 from '@discordapp/twemoji/dist/svg/2615.svg?no-inline';
import u1f35a from '@discordapp/twemoji/dist/svg/1f35a.svg?no-inline';
import u1f437 from '@discordapp/twemoji/dist/svg/1f437.svg?no-inline';
import u1f339 from '@discordapp/twemoji/dist/svg/1f339.svg?no-inline';
import u1f940 from '@discordapp/twemoji/dist/svg/1f940.svg?no-inline';
import u1f48b from '@discordapp/twemoji/dist/svg/1f48b.svg?no-inline';
import u2764 from '@discordapp/twemoji/dist/svg/2764.svg?no-inline';
import u1f494 from '@discordapp/twemoji/dist/svg/1f494.svg?no-inline';
import u1f382 from '@discordapp/twemoji/dist/svg/1f382.svg?no-inline';
import u26a1 from '@discordapp/twemoji/dist/svg/26a1.svg?no-inline';
import u1f4a3 from '@discordapp/twemoji/dist/svg/1f4a3.svg?no-inline';
import u1f5e1 from '@discordapp/twemoji/dist/svg/1f5e1.svg?no-inline';
import u26bd from '@discordapp/twemoji/dist/svg/26bd.svg?no-inline';
import u1f41e from '@discordapp/twemoji/dist/svg/1f41e.svg?no-inline';
import u1f4a9 from '@discordapp/twemoji/dist/svg/1f4a9.svg?no-inline';
import u1f319 from '@discordapp/twemoji/dist/svg/1f319.svg?no-inline';
import u2600 from '@discordapp/twemoji/dist/svg/2600.svg?no-inline';
import u1f381 from '@discordapp/twemoji/dist/svg/1f381.svg?no-inline';
import u1f917 from '@discordapp/twemoji/dist/svg/1f917.svg?no-inline';
import u1f44d from '@discordapp/twemoji/dist/svg/1f44d.svg?no-inline';
import u1f44e_1f3fb from '@discordapp/twemoji/dist/svg/1f44e-1f3fb.svg?no-inline';
import u1f91d from '@discordapp/twemoji/dist/svg/1f91d.svg?no-inline';
import u270c from '@discordapp/twemoji/dist/svg/270c.svg?no-inline';
import u1f64f from '@discordapp/twemoji/dist/svg/1f64f.svg?no-inline';
import u1f449 from '@discordapp/twemoji/dist/svg/1f449.svg?no-inline';
import u1f44a from '@discordapp/twemoji/dist/svg/1f44a.svg?no-inline';
import u1f595_1f3fb from '@discordapp/twemoji/dist/svg/1f595-1f3fb.svg?no-inline';
import u1f91f from '@discordapp/twemoji/dist/svg/1f91f.svg?no-inline';
import u1f645 from '@discordapp/twemoji/dist/svg/1f645.svg?no-inline';
import u1f44c from '@discordapp/twemoji/dist/svg/1f44c.svg?no-inline';
import u1f491 from '@discordapp/twemoji/dist/svg/1f491.svg?no-inline';
import u1f61a from '@discordapp/twemoji/dist/svg/1f61a.svg?no-inline';
import u1f438 from '@discordapp/twemoji/dist/svg/1f438.svg?no-inline';
import u1f976 from '@discordapp/twemoji/dist/svg/1f976.svg?no-inline';
import u1f525 from '@discordapp/twemoji/dist/svg/1f525.svg?no-inline';
import u1f4ab from '@discordapp/twemoji/dist/svg/1f4ab.svg?no-inline';
import u1f647 from '@discordapp/twemoji/dist/svg/1f647.svg?no-inline';
import u1f519 from '@discordapp/twemoji/dist/svg/1f519.svg?no-inline';
import u1faa2 from '@discordapp/twemoji/dist/svg/1faa2.svg?no-inline';
import u1f64b from '@discordapp/twemoji/dist/svg/1f64b.svg?no-inline';
import u1f929 from '@discordapp/twemoji/dist/svg/1f929.svg?no-inline';
import u1f57a from '@discordapp/twemoji/dist/svg/1f57a.svg?no-inline';
import u1f48f from '@discordapp/twemoji/dist/svg/1f48f.svg?no-inline';
import u262f from '@discordapp/twemoji/dist/svg/262f.svg?no-inline';
import u1f300 from '@discordapp/twemoji/dist/svg/1f300.svg?no-inline';
import u3297 from '@discordapp/twemoji/dist/svg/3297.svg?no-inline';
import u1f9e8 from '@discordapp/twemoji/dist/svg/1f9e8.svg?no-inline';
import u1f3ee from '@discordapp/twemoji/dist/svg/1f3ee.svg?no-inline';
import u1f4b0 from '@discordapp/twemoji/dist/svg/1f4b0.svg?no-inline';
import u1f3a4 from '@discordapp/twemoji/dist/svg/1f3a4.svg?no-inline';
import u1f6cd from '@discordapp/twemoji/dist/svg/1f6cd.svg?no-inline';
import u1f4e7 from '@discordapp/twemoji/dist/svg/1f4e7.svg?no-inline';
import u1f935 from '@discordapp/twemoji/dist/svg/1f935.svg?no-inline';
import u1f389 from '@discordapp/twemoji/dist/svg/1f389.svg?no-inline';
import u1f932 from '@discordapp/twemoji/dist/svg/1f932.svg?no-inline';
import u1f4a2 from '@discordapp/twemoji/dist/svg/1f4a2.svg?no-inline';
import u1f36d from '@discordapp/twemoji/dist/svg/1f36d.svg?no-inline';
import u1f37c from '@discordapp/twemoji/dist/svg/1f37c.svg?no-inline';
import u1f35c from '@discordapp/twemoji/dist/svg/1f35c.svg?no-inline';
import u1f34c from '@discordapp/twemoji/dist/svg/1f34c.svg?no-inline';
import u2708 from '@discordapp/twemoji/dist/svg/2708.svg?no-inline';
import u1f697 from '@discordapp/twemoji/dist/svg/1f697.svg?no-inline';
import u1f683 from '@discordapp/twemoji/dist/svg/1f683.svg?no-inline';
import u1f388 from '@discordapp/twemoji/dist/svg/1f388.svg?no-inline';

/** The chat emoji catalogue in picker order: the name inside the brackets and its image URL. */
export const EMOJI_SET: readonly (readonly [name: string, url: string])[] = [
  ['微笑', u1f642],
  ['撇嘴', u1f615],
  ['色', u1f60d],
  ['发呆', u1f633],
  ['得意', u1f60e],
  ['流泪', u1f622],
  ['害羞', u1f60a],
  ['闭嘴', u1f910],
  ['睡', u1f634],
  ['大哭', u1f62d],
  ['尴尬', u1f605],
  ['发怒', u1f621],
  ['调皮', u1f61c],
  ['呲牙', u1f601],
  ['惊讶', u1f62e],
  ['难过', u1f641],
  ['酷', u1f192],
  ['冷汗', u1f630],
  ['抓狂', u1f62b],
  ['吐', u1f92e],
  ['偷笑', u1f92d],
  ['可爱', u1f970],
  ['白眼', u1f644],
  ['傲慢', u1f624],
  ['饥饿', u1f924],
  ['困', u1f62a],
  ['惊恐', u1f631],
  ['流汗', u1f613],
  ['憨笑', u1f604],
  ['大兵', u1f482],
  ['奋斗', u1f4aa],
  ['咒骂', u1f92c],
  ['疑问', u2753],
  ['嘘', u1f92b],
  ['晕', u1f635],
  ['折磨', u1f616],
  ['衰', u1f61e],
  ['骷髅', u1f480],
  ['敲打', u1f528],
  ['再见', u1f44b],
  ['擦汗', u1f625],
  ['抠鼻', u1f443],
  ['鼓掌', u1f44f],
  ['糗大了', u1f623],
  ['坏笑', u1f60f],
  ['左哼哼', u1f612],
  ['右哼哼', u1f63e],
  ['哈欠', u1f971],
  ['鄙视', u1f44e],
  ['委屈', u1f97a],
  ['快哭了', u1f63f],
  ['阴险', u1f608],
  ['亲亲', u1f618],
  ['吓', u1f628],
  ['可怜', u1f614],
  ['菜刀', u1f52a],
  ['西瓜', u1f349],
  ['啤酒', u1f37a],
  ['篮球', u1f3c0],
  ['乒乓', u1f3d3],
  ['咖啡', u2615],
  ['饭', u1f35a],
  ['猪头', u1f437],
  ['玫瑰', u1f339],
  ['凋谢', u1f940],
  ['示爱', u1f48b],
  ['爱心', u2764],
  ['心碎', u1f494],
  ['蛋糕', u1f382],
  ['闪电', u26a1],
  ['炸弹', u1f4a3],
  ['刀', u1f5e1],
  ['足球', u26bd],
  ['瓢虫', u1f41e],
  ['便便', u1f4a9],
  ['月亮', u1f319],
  ['太阳', u2600],
  ['礼物', u1f381],
  ['拥抱', u1f917],
  ['强', u1f44d],
  ['弱', u1f44e_1f3fb],
  ['握手', u1f91d],
  ['胜利', u270c],
  ['抱拳', u1f64f],
  ['勾引', u1f449],
  ['拳头', u1f44a],
  ['差劲', u1f595_1f3fb],
  ['爱你', u1f91f],
  ['NO', u1f645],
  ['OK', u1f44c],
  ['爱情', u1f491],
  ['飞吻', u1f61a],
  ['跳跳', u1f438],
  ['发抖', u1f976],
  ['怄火', u1f525],
  ['转圈', u1f4ab],
  ['磕头', u1f647],
  ['回头', u1f519],
  ['跳绳', u1faa2],
  ['挥手', u1f64b],
  ['激动', u1f929],
  ['街舞', u1f57a],
  ['献吻', u1f48f],
  ['左太极', u262f],
  ['右太极', u1f300],
  ['双喜', u3297],
  ['鞭炮', u1f9e8],
  ['灯笼', u1f3ee],
  ['发财', u1f4b0],
  ['K歌', u1f3a4],
  ['购物', u1f6cd],
  ['邮件', u1f4e7],
  ['帅', u1f935],
  ['喝彩', u1f389],
  ['祈祷', u1f932],
  ['爆筋', u1f4a2],
  ['棒棒糖', u1f36d],
  ['喝奶', u1f37c],
  ['下面', u1f35c],
  ['香蕉', u1f34c],
  ['飞机', u2708],
  ['开车', u1f697],
  ['左车头', u1f683],
  ['彩球', u1f388],
];
