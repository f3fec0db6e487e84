import { describe, expect, it } from 'vitest';
import { formFieldsOf, parseTemplate, readFlowCard } from './use-flow-design.ts';

const titles = { start: 'Start', approver: 'Approver' };

describe('reading a stored flow', () => {
  it('keeps a stored FlowCard tree as it is', () => {
    const tree = { type: 'start', nodeId: 's', properties: { title: '发起' }, childNode: null };
    expect(parseTemplate(JSON.stringify(tree), titles)).toEqual(tree);
  });

  it('starts a new or unreadable template from the launcher and one approver', () => {
    for (const text of [null, '', '{not json', '{"type":"approver","nodeId":"a"}']) {
      const tree = parseTemplate(text, titles);
      expect(tree.type).toBe('start');
      expect(tree.childNode?.type).toBe('approver');
    }
  });

  it('imports a FlowCard JSON only when it begins with a start node', () => {
    const tree = { type: 'start', nodeId: 's', childNode: { type: 'approver', nodeId: 'a' } };
    expect(readFlowCard(JSON.stringify(tree))).toEqual(tree);
    expect(readFlowCard('[]')).toBeNull();
    expect(readFlowCard('{"type":"approver","nodeId":"a"}')).toBeNull();
    expect(readFlowCard('not json')).toBeNull();
  });

  it('lists the bound form fields, nested ones too, with their labels', () => {
    const form = {
      fields: [
        { __vModel__: 'days', __config__: { label: '天数' } },
        { __config__: { label: 'row', children: [{ __vModel__: 'reason', __config__: {} }] } },
      ],
    };
    expect(formFieldsOf(JSON.stringify(form))).toEqual([
      { value: 'days', label: '天数' },
      { value: 'reason', label: 'reason' },
    ]);
    expect(formFieldsOf('{bad')).toEqual([]);
    expect(formFieldsOf(null)).toEqual([]);
  });
});
