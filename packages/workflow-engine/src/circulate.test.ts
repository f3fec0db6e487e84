import { describe, expect, it } from 'vitest';
import { compile } from './compile/compile.ts';
import { approver, effectsOf, harness, start, U } from './test/fixtures.ts';

describe('CC to the launcher’s people (circulateSupervisor, circulateDeptManager)', () => {
  it('copies the launcher’s supervisor and department manager, found when the node completes', () => {
    const props = {
      approvers: [U.a],
      circulateUser: [U.c],
      circulateSupervisor: true,
      circulateDeptManager: 1 as const,
    };
    const h = harness(start(approver('A', props)));
    h.submit();
    const effects = h.approve(U.a);
    expect(h.state.circulates.map((c) => c.userId)).toEqual([U.c, U.boss, U.deptMgr]);
    const notice = effectsOf(effects, 'message').find((m) => m.template === 'circulate');
    expect(notice?.to).toEqual([U.c, U.boss, U.deptMgr]);
  });

  it('copies nobody extra when the launcher has no supervisor, and nobody twice', () => {
    const props = {
      approvers: [U.a],
      circulateUser: [U.deptMgr],
      circulateSupervisor: 1 as const,
      circulateDeptManager: '1' as const,
    };
    const h = harness(start(approver('A', props)), { launcherId: U.bigBoss });
    h.submit({ by: U.bigBoss });
    h.approve(U.a);
    expect(h.state.circulates.map((c) => c.userId)).toEqual([U.deptMgr, U.bigBoss]);
  });

  it('copies no one from the launcher unless the node says so', () => {
    const h = harness(start(approver('A', { approvers: [U.a] })));
    h.submit();
    h.approve(U.a);
    expect(h.state.circulates).toEqual([]);
    const r = compile(start(approver('A', { circulateSupervisor: false })));
    expect(r.ok && r.graph.nodes.A).toMatchObject({
      circulateLauncher: { supervisor: false, deptManager: false },
    });
  });
});
