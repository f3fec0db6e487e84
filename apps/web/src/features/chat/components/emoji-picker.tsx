import { SmileOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_NS } from '../chat-i18n.ts';
import { EMOJIS } from '../emoji.ts';

/** The emoji picker: inserts the bracketed code of the chosen emoji. */
export function EmojiPicker({ onPick }: { onPick: (code: string) => void }): ReactNode {
  const { t } = useTranslation(CHAT_NS);
  const [isOpen, setOpen] = useState(false);
  const grid = (
    <div className="chat-emoji-grid" role="listbox" aria-label={t('emoji')}>
      {EMOJIS.map((e) => (
        <button
          key={e.code}
          type="button"
          role="option"
          aria-selected={false}
          aria-label={e.code}
          title={e.code}
          onClick={() => {
            onPick(e.code);
            setOpen(false);
          }}
        >
          <img className="chat-emoji" src={e.url} alt={e.code} />
        </button>
      ))}
    </div>
  );
  return (
    <Popover content={grid} trigger="click" open={isOpen} onOpenChange={setOpen} placement="topLeft">
      <Button type="text" aria-label={t('emoji')} title={t('emoji')} icon={<SmileOutlined />} />
    </Popover>
  );
}
