import type { TFlowNode, TFlowNodeProps } from '@app/contracts';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WORKFLOW_NS } from '../workflow-i18n.ts';
import type { TCanvasActions } from './flow-canvas.tsx';
import { checkFlow } from './flow-check.ts';
import {
  addBranch,
  findNode,
  insertAfter,
  listNodes,
  moveBranch,
  newFlowTree,
  randomNodeId,
  removeNode,
  updateProps,
  type TTitles,
} from './flow-tree.ts';

/** Reads an imported FlowCard JSON: the tree when it begins with a start node, else null. */
export function readFlowCard(text: string): TFlowNode | null {
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && (v as TFlowNode).type === 'start' ? (v as TFlowNode) : null;
  } catch {
    return null;
  }
}

/** Reads a stored flowTemplateJson; a new or unreadable one starts from 发起人 → 审批人. */
export function parseTemplate(
  text: string | null | undefined,
  titles: { start: string; approver: string },
): TFlowNode {
  return (text ? readFlowCard(text) : null) ?? newFlowTree(randomNodeId, titles);
}

/** The designer's state: the tree, the selected node, the check, and the edits the canvas asks for. */
export function useFlowDesign(initial: string | null | undefined) {
  const { t } = useTranslation(WORKFLOW_NS);
  const titles = useMemo<TTitles>(
    () => ({
      approver: t('kinds.approver'),
      copy: t('kinds.copy'),
      timer: t('kinds.timer'),
      subFlow: t('kinds.subFlow'),
      branch: t('branchTitle'),
      other: t('otherBranch'),
    }),
    [t],
  );
  const [root, setRoot] = useState(() =>
    parseTemplate(initial, { start: t('start'), approver: titles.approver }),
  );
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // The engine's check follows the tree one render later: an edit commits first, the errors on the nodes after.
  const checked = useDeferredValue(root);
  const issues = useMemo(() => checkFlow(checked), [checked]);
  // Stable, so the canvas's memoised cards and "+" buttons keep them.
  const actions = useMemo<TCanvasActions>(
    () => ({
      select: setSelectedId,
      insert: (afterId, kind) => setRoot((r) => insertAfter(r, afterId, kind, randomNodeId, titles)),
      addBranch: (ownerId) => setRoot((r) => addBranch(r, ownerId, randomNodeId, titles)),
      move: (id, step) => setRoot((r) => moveBranch(r, id, step)),
      remove: (id) => {
        setRoot((r) => removeNode(r, id));
        setSelectedId(null);
      },
    }),
    [titles],
  );
  const patch = (props: Partial<TFlowNodeProps>) => {
    if (selectedId) setRoot((r) => updateProps(r, selectedId, props));
  };
  const selected = selectedId ? findNode(root, selectedId) : null;
  const all = listNodes(root);
  const at = all.findIndex((n) => n.nodeId === selectedId);
  const earlier = at > 0 ? all.slice(0, at).filter((n) => n.type === 'approver') : [];
  const replace = (next: TFlowNode) => {
    setSelectedId(null);
    setRoot(next);
  };
  return {
    root,
    issues,
    selectedId,
    selected,
    earlier,
    actions,
    patch,
    replace,
    close: () => setSelectedId(null),
  };
}

/** The fields of a form design a condition may test (`__vModel__` with its label). */
export function formFieldsOf(formData: string | null | undefined): { value: string; label: string }[] {
  const out: { value: string; label: string }[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (!v || typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    const config = o.__config__ as { label?: unknown } | undefined;
    if (typeof o.__vModel__ === 'string' && o.__vModel__)
      out.push({
        value: o.__vModel__,
        label: typeof config?.label === 'string' ? config.label : o.__vModel__,
      });
    Object.values(o).forEach(walk);
  };
  try {
    walk(formData ? JSON.parse(formData) : null);
  } catch {
    return [];
  }
  return out;
}
