#!/usr/bin/env node
// decide() throughput in one process: tasks of a realistic flow (or-sign, countersign, parallel branches with
// a join, a condition group) driven from submit to approval, command after command. Prints JSON.
// Run: node packages/workflow-engine/bench/decide.mjs   (BENCH_SECONDS=5 by default; budget ≥ 100,000/s)
import { build } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const SECONDS = Math.max(1, Number(process.env.BENCH_SECONDS ?? 5));
const BUDGET = 100_000;

async function loadEngine() {
  const out = await build({
    entryPoints: [path.join(here, '../src/index.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    write: false,
    logLevel: 'error',
  });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wf-bench-'));
  const file = path.join(dir, 'engine.mjs');
  writeFileSync(file, out.outputFiles[0].text);
  try {
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const approver = (id, props, child, branches) => ({
  type: 'approver',
  nodeId: id,
  properties: { title: id, assigneeType: 6, ...props },
  childNode: child ?? null,
  conditionNodes: branches,
});
const parallel = (id, props) => ({ ...approver(id, props), isInterflow: true });
const cond = (id, props, child) => ({
  type: 'condition',
  nodeId: id,
  properties: { title: id, ...props },
  childNode: child,
});

const FLOW = {
  type: 'start',
  nodeId: 'start',
  properties: { title: 'start' },
  childNode: approver(
    'A',
    { approvers: ['u1', 'u2'] },
    approver(
      'B',
      { approvers: ['u3', 'u4', 'u5'], counterSign: 1, countersignRatio: 67 },
      approver('C', { approvers: ['u6'] }),
      [parallel('P1', { approvers: ['u7'] }), parallel('P2', { approvers: ['u8'] })],
    ),
  ),
  conditionNodes: [
    cond(
      'big',
      { priority: 1, conditions: [{ field: 'amount', symbol: '>', filedValue: 1000 }] },
      approver('CFO', { approvers: ['u9'] }),
    ),
    cond('other', { priority: 2, isDefault: true }),
  ],
};

async function main() {
  const engine = await loadEngine();
  const compiled = engine.compile(FLOW);
  if (!compiled.ok) throw new Error(JSON.stringify(compiled.errors));
  const graph = compiled.graph;
  const directory = engine.directoryFromData({ users: {} });
  let seq = 0;
  const ctx = { now: 1_700_000_000_000, newId: () => `i${++seq}`, directory };

  /** One task from submit to approval; returns how many commands it took. */
  const runTask = (n) => {
    let state = engine.createTask({ taskId: `t${n}`, flowId: 'F', launcherId: 'l', title: 't' });
    let r = engine.decide(
      graph,
      state,
      { type: 'submit', by: 'l', formData: { amount: n % 2 ? 5000 : 10 } },
      ctx,
    );
    let count = 1;
    while (r.ok && r.state.status === 1) {
      state = r.state;
      const op = state.operators.find((o) => o.run === state.run && o.state === 0 && o.completion === 0);
      r = engine.decide(graph, state, { type: 'approve', by: op.handleId, operatorId: op.id }, ctx);
      count++;
    }
    if (!r.ok || r.state.status !== 2)
      throw new Error(`task ${n} did not finish: ${JSON.stringify(r.error)}`);
    return count;
  };

  const until = (ms) => {
    const end = performance.now() + ms;
    let tasks = 0;
    let n = 0;
    while (performance.now() < end) {
      for (let i = 0; i < 100; i++) n += runTask(tasks++);
    }
    return { tasks, commands: n };
  };
  until(1000);
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const done = until(SECONDS * 1000);
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const commands = done.commands;
  const perSecond = Math.round(commands / seconds);
  // On a shared machine the wall clock also counts time other processes held the CPU; per CPU-second is
  // what one process with a core to itself does.
  const perCpuSecond = Math.round(commands / cpuSeconds);
  console.log(
    JSON.stringify({
      bench: 'workflow-engine decide',
      node: process.version,
      seconds: Math.round(seconds * 100) / 100,
      tasks: done.tasks,
      commands,
      commandsPerSecond: perSecond,
      cpuSeconds: Math.round(cpuSeconds * 100) / 100,
      commandsPerCpuSecond: perCpuSecond,
      commandsPerTask: Math.round((commands / done.tasks) * 10) / 10,
      budget: BUDGET,
      withinBudget: Math.max(perSecond, perCpuSecond) >= BUDGET,
    }),
  );
  if (Math.max(perSecond, perCpuSecond) < BUDGET) process.exitCode = 1;
}

await main();
