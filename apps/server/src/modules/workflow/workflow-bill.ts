import { ZFormData, flattenFields } from '@app/contracts';

/** Draws the next number of a bill rule (its enCode). */
export type TDrawNumber = (rule: string) => Promise<string>;

/**
 * The engine's `billNumber` effect of a new task, taken before its command transaction: each bill-rule field of
 * the flow's form gets a fresh number (the client's value is ignored), the first one is the task's bill number.
 * The bill-rule service allocates in its own transaction, so a launch that then fails leaves a gap in the
 * sequence (JNPF behaves the same).
 */
export async function drawBillNumbers(formText: string | null, draw: TDrawNumber) {
  const form = ZFormData.safeParse(parseOrNull(formText));
  const fields: Record<string, string> = {};
  if (!form.success) return { billNo: null, fields };
  for (const f of flattenFields(form.data.fields)) {
    const rule = f.field.__config__.rule;
    if (f.jnpfKey === 'billRule' && f.key && rule) fields[f.key] = await draw(rule);
  }
  return { billNo: Object.values(fields)[0] ?? null, fields };
}

/** The form's JSON, or null when there is none or it does not parse. */
function parseOrNull(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
