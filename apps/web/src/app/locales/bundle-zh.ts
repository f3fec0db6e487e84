import zhCN from 'antd/locale/zh_CN';
import { zhShell } from './zh-shell.ts';
import { zh } from './zh.ts';

/** Simplified Chinese, the default: interface texts and antd's own texts (part of the first load). */
export const bundle = { translation: { ...zh, ...zhShell }, antd: zhCN };
