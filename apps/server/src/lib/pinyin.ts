import { pinyin } from 'pinyin-pro';

/** Upper-case pinyin initials of a name ("管理员" → "GLY"), for keyword search. */
export function pinyinInitials(name: string): string {
  return pinyin(name, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'consecutive' })
    .join('')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 50);
}
