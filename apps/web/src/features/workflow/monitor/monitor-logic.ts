/** Terminates tasks one after the other (each its own command); answers how many the server accepted. */
export async function terminateAll(
  ids: readonly string[],
  cancel: (id: string) => Promise<unknown>,
): Promise<number> {
  let count = 0;
  for (const id of ids) {
    // A refused one (already finished, a sub-flow) is reported by the http client; the rest still go.
    if (
      await cancel(id).then(
        () => true,
        () => false,
      )
    )
      count += 1;
  }
  return count;
}

/** The nodes a monitor may assign: the current approver steps (type "1"), leaving out invalidated ones ("-2"). */
export function runningNodes(
  nodes: readonly { nodeCode: string; nodeName: string; nodeType: string; type: string; state: string }[],
): { nodeCode: string; nodeName: string }[] {
  return nodes
    .filter((n) => n.type === '1' && n.nodeType === 'approver' && n.state !== '-2')
    .map((n) => ({ nodeCode: n.nodeCode, nodeName: n.nodeName }));
}
