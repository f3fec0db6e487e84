import type { TChatContent, TChatMessageType } from '@app/contracts';
import type { ReactNode } from 'react';
import { splitEmoji } from '../emoji.ts';

/** Text with catalogue codes drawn as emoji images (the code stays as the alt label). */
function EmojiText({ text }: { text: string }): ReactNode {
  return splitEmoji(text).map((p, i) =>
    typeof p === 'string' ? (
      <span key={i}>{p}</span>
    ) : (
      <img key={i} className="chat-emoji" src={p.url} alt={p.code} title={p.code} />
    ),
  );
}

/** One message body: text with emoji, an image, or an mp3 player. */
export function MessageContent({
  type,
  content,
}: {
  type: TChatMessageType;
  content: TChatContent;
}): ReactNode {
  if (typeof content === 'string') return <EmojiText text={content} />;
  if (type === 'image') return <img className="chat-image" src={content.path} alt="" loading="lazy" />;
  return (
    <audio controls preload="none" src={content.path}>
      <track kind="captions" />
    </audio>
  );
}
