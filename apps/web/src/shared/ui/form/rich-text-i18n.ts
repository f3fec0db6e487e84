import type { TLanguage } from '@app/contracts';
import i18next from 'i18next';

/** The rich-text editor's namespace (toolbar labels, tooltips, link box). */
export const RICH_TEXT_NS = 'richText';

const zh = {
  toolbar: '编辑工具栏',
  normal: '正文',
  heading: '标题 {{level}}',
  small: '小号',
  large: '大号',
  huge: '特大',
  bold: '加粗',
  italic: '斜体',
  underline: '下划线',
  strike: '删除线',
  header: '段落格式',
  size: '字号',
  color: '文字颜色',
  background: '背景颜色',
  blockquote: '引用',
  codeBlock: '代码块',
  ordered: '有序列表',
  bullet: '无序列表',
  outdent: '减少缩进',
  indent: '增加缩进',
  align: '对齐方式',
  rtl: '从右向左',
  clean: '清除格式',
  link: '插入链接',
  image: '插入图片',
  visitUrl: '访问链接：',
  enterLink: '输入链接：',
  editLink: '编辑',
  removeLink: '移除',
  saveLink: '保存',
};
type TMessages = typeof zh;

const zhtw: TMessages = {
  toolbar: '編輯工具列',
  normal: '內文',
  heading: '標題 {{level}}',
  small: '小號',
  large: '大號',
  huge: '特大',
  bold: '粗體',
  italic: '斜體',
  underline: '底線',
  strike: '刪除線',
  header: '段落格式',
  size: '字號',
  color: '文字顏色',
  background: '背景顏色',
  blockquote: '引用',
  codeBlock: '程式碼區塊',
  ordered: '編號清單',
  bullet: '項目清單',
  outdent: '減少縮排',
  indent: '增加縮排',
  align: '對齊方式',
  rtl: '從右向左',
  clean: '清除格式',
  link: '插入連結',
  image: '插入圖片',
  visitUrl: '造訪連結：',
  enterLink: '輸入連結：',
  editLink: '編輯',
  removeLink: '移除',
  saveLink: '儲存',
};

const en: TMessages = {
  toolbar: 'Formatting',
  normal: 'Normal',
  heading: 'Heading {{level}}',
  small: 'Small',
  large: 'Large',
  huge: 'Huge',
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  strike: 'Strikethrough',
  header: 'Paragraph style',
  size: 'Font size',
  color: 'Text colour',
  background: 'Highlight colour',
  blockquote: 'Quote',
  codeBlock: 'Code block',
  ordered: 'Numbered list',
  bullet: 'Bulleted list',
  outdent: 'Decrease indent',
  indent: 'Increase indent',
  align: 'Alignment',
  rtl: 'Right to left',
  clean: 'Clear formatting',
  link: 'Insert link',
  image: 'Insert image',
  visitUrl: 'Visit URL:',
  enterLink: 'Enter link:',
  editLink: 'Edit',
  removeLink: 'Remove',
  saveLink: 'Save',
};

/** The editor's texts by language (zh, zhtw, en). */
const RICH_TEXT_MESSAGES: Readonly<Record<TLanguage, TMessages>> = { zh, zhtw, en };

/** Registers the namespace once (the editor loads lazily, so its texts load with it). */
export function registerRichTextI18n(): void {
  for (const [lang, bundle] of Object.entries(RICH_TEXT_MESSAGES)) {
    if (!i18next.hasResourceBundle(lang, RICH_TEXT_NS))
      i18next.addResourceBundle(lang, RICH_TEXT_NS, bundle, true, false);
  }
}
