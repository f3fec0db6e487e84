import type { TFormField } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { propsOf } from './field-props.ts';

const select = {
  __config__: { jnpfKey: 'select', label: '分类' },
  __vModel__: 'cat',
} as unknown as TFormField;

describe('the property panel of an option field', () => {
  it('edits the dictionary type and data interface where JNPF keeps them: in __config__ (contract §5.2)', () => {
    const paths = propsOf(select).map((d) => d.name.join('.'));
    expect(paths).toContain('__config__.dictionaryType');
    expect(paths).toContain('__config__.propsUrl');
    expect(paths).not.toContain('dictionaryType');
    expect(paths).not.toContain('propsUrl');
  });
});
