import zhTW from 'antd/locale/zh_TW';
import { zhtwShell } from './zhtw-shell.ts';
import { zhtw } from './zhtw.ts';

/** Traditional Chinese: interface texts and antd's own texts (loaded when it is chosen). */
export const bundle = { translation: { ...zhtw, ...zhtwShell }, antd: zhTW };
