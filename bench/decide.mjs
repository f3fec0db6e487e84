// Throughput of the pure engine's `decide` in one process (issue 16: ≥ 100,000 commands/s): tasks of a three-step
// or-sign flow, each submitted and approved at every step (4 commands per task), state carried from one decision to
// the next as the server does. Run: `node --import tsx bench/decide.mjs` (BENCH_DURATION seconds, default 5).
// Prints one JSON document on stdout; `commandsPerCpuSec` is the rate per CPU second the process got (on a busy
// machine it gets a slice of a core, and the wall-clock rate reads the load).
import os from 'node:os';
import { decide } from '../packages/workflow-engine/src/decide.ts';
import { createTask } from '../packages/workflow-engine/src/task.ts';
import { approver, directory, graphOf, start } from '../packages/workflow-engine/src/test/fixtures.ts';

const DURATION = Math.max(1, Number(process.env.BENCH_DURATION ?? 5));
const graph = graphOf(
  start(
    approver(
      'a1',
      { approvers: ['ua'] },
      { child: approver('a2', { approvers: ['ub'] }, { child: approver('a3', { approvers: ['uc'] }) }) },
    ),
  ),
);
let seq = 0;
const ctx = { now: 1_700_000_000_000, newId: () => `id${++seq}`, directory };

/** One task from launch to completion; answers the commands decided. */
function oneTask(i) {
  let state = createTask({ taskId: `T${i}`, flowId: 'F1', launcherId: 'launcher', title: '请假' });
  const step = (cmd) => {
    const r = decide(graph, state, cmd, ctx);
    if (!r.ok) throw new Error(`${cmd.type} refused: ${r.error.code}`);
    state = r.state;
  };
  step({ type: 'submit', by: 'launcher' });
  for (const user of ['ua', 'ub', 'uc']) {
    const op = state.operators.find((o) => o.handleId === user && o.completion === 0 && o.state === 0);
    step({ type: 'approve', by: user, operatorId: op.id });
  }
  if (state.status !== 2) throw new Error(`task ended in status ${state.status}`);
  return 4;
}

for (let i = 0; i < 2000; i++) oneTask(i); // warm-up
const load1 = os.loadavg()[0];
let commands = 0;
let tasks = 0;
const t0 = performance.now();
const cpu0 = process.cpuUsage();
while (performance.now() - t0 < DURATION * 1000) {
  for (let i = 0; i < 100; i++) commands += oneTask(tasks++);
}
const seconds = (performance.now() - t0) / 1000;
const cpu = process.cpuUsage(cpu0);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
const perSec = Math.round(commands / seconds);
// On a shared machine the process gets a slice of a core: commands per CPU second is what one core would do.
const perCpuSec = Math.round(commands / cpuSeconds);
const result = {
  bench: 'decide',
  tasks,
  commands,
  seconds: Math.round(seconds * 100) / 100,
  commandsPerSec: perSec,
  cpuSeconds: Math.round(cpuSeconds * 100) / 100,
  commandsPerCpuSec: perCpuSec,
  loadBefore: Math.round(load1 * 100) / 100,
  cores: os.cpus().length,
  budget: 100_000,
  pass: perSec >= 100_000,
};
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
