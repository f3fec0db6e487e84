import type { TBus } from '../../lib/bus.ts';
import type { TDelivery } from './chat.frames.ts';
import { ChatTopic, type TMessageEvent } from './chat.topics.ts';

/** PostgreSQL NOTIFY payloads must stay under 8000 bytes; a delivery bigger than this travels by message id. */
const NOTIFY_MAX = 7_500;

/**
 * Deliveries for the other processes, sent once per event-loop turn as few NOTIFYs as fit (each under 8000
 * bytes). Nothing is published while this process is the only one. Live fan-out, not the transactional outbox
 * (modules/outbox): the messages are already stored, and a client that misses one reads it from the history.
 */
export class PeerFanout {
  /** Other live processes (from the heartbeat table, raised at once when one announces itself). */
  peers = 0;
  private pending: TDelivery[] = [];
  private isScheduled = false;

  constructor(
    private readonly bus: TBus,
    private readonly nodeId: string,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Queues a delivery for the other processes. */
  add(delivery: TDelivery): void {
    if (!this.peers) return;
    this.pending.push(delivery);
    if (this.isScheduled) return;
    this.isScheduled = true;
    setImmediate(() => void this.flush().catch(this.onError));
  }

  private async flush(): Promise<void> {
    this.isScheduled = false;
    const items = this.pending;
    this.pending = [];
    const events: TMessageEvent[] = [];
    let event: TMessageEvent = { from: this.nodeId, deliveries: [], refs: [] };
    let size = 100;
    for (const d of items) {
      const bytes = Buffer.byteLength(JSON.stringify(d));
      const isRef = bytes > NOTIFY_MAX - 200;
      const cost = isRef ? d.message.id.length + 3 : bytes + 1;
      if (size + cost > NOTIFY_MAX) {
        events.push(event);
        event = { from: this.nodeId, deliveries: [], refs: [] };
        size = 100;
      }
      if (isRef) event.refs.push(d.message.id);
      else event.deliveries.push(d);
      size += cost;
    }
    if (event.deliveries.length || event.refs.length) events.push(event);
    for (const e of events) await this.bus.publish(ChatTopic.message, e);
  }
}
