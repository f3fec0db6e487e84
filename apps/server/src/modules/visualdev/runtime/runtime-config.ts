import type { TColumnData, TFormData } from '@app/contracts';

/** Config for the runtime page (contract §5.4): the published design, all strings as JNPF's client reads them. */
export function configOf(m: {
  formData: TFormData;
  columnData: TColumnData | null;
  fullName: string;
  webType: number;
}) {
  const text = (v: unknown) => (v ? JSON.stringify(v) : '');
  return {
    formData: text(m.formData),
    columnData: text(m.columnData),
    flowEnCode: '',
    flowId: '',
    flowTemplateJson: '',
    fullName: m.fullName,
    webType: m.webType,
  };
}
