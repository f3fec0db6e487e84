/** The answer of the capital-amount conversion: the text, or why it was refused. */
export type TCapitalAmount = { ok: true; text: string } | { ok: false; message: string };

/** Refusal messages (spec §5). */
export const CapitalAmountMessages = {
  invalid: '请输入正确的金额',
  tooLarge: '金额过大无法计算',
} as const;

/** Integer digits accepted (spec §9). */
export const CAPITAL_MAX_DIGITS = 12;

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const SMALL_UNITS = ['', '拾', '佰', '仟'];
const BIG_UNITS = ['', '万', '亿'];

function integerText(integer: string): string {
  let text = '';
  let zeros = 0;
  for (let i = 0; i < integer.length; i++) {
    const digit = Number(integer[i]);
    const place = integer.length - 1 - i;
    if (digit === 0) zeros++;
    else {
      if (zeros > 0) text += DIGITS[0];
      zeros = 0;
      text += DIGITS[digit] + SMALL_UNITS[place % 4];
    }
    if (place % 4 === 0 && zeros < 4) text += BIG_UNITS[place / 4];
    if (place % 4 === 0) zeros = place === 0 ? zeros : zeros >= 4 ? 0 : zeros;
  }
  return text;
}

/** Chinese capital amount (壹仟贰佰叁拾肆元伍角陆分); refuses negative, non-numeric and over 12 integer digits. */
export function toChineseAmount(value: number | string): TCapitalAmount {
  const raw = String(value).trim();
  if (!/^\d+(\.\d+)?$/.test(raw)) return { ok: false, message: CapitalAmountMessages.invalid };
  const [intPart = '0', decPart = ''] = raw.split('.');
  const integer = intPart.replace(/^0+(?=\d)/, '');
  if (integer.length > CAPITAL_MAX_DIGITS) return { ok: false, message: CapitalAmountMessages.tooLarge };
  const jiao = Number(decPart[0] ?? 0);
  const fen = Number(decPart[1] ?? 0);
  const head = integer === '0' ? '' : `${integerText(integer)}元`;
  if (jiao === 0 && fen === 0) return { ok: true, text: `${head || '零元'}整` };
  let tail = '';
  if (jiao > 0) tail += `${DIGITS[jiao]}角`;
  else if (head) tail += DIGITS[0];
  if (fen > 0) tail += `${DIGITS[fen]}分`;
  return { ok: true, text: head + tail };
}
