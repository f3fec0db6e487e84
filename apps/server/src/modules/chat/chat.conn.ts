/** The part of a `ws` socket the chat uses (typed here: the `ws` package ships no types). */
export interface TRawSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string | Buffer, options?: { binary: boolean; fin?: boolean }): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  ping(): void;
  removeAllListeners(event: 'error'): unknown;
  on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): unknown;
  on(event: 'close' | 'pong', listener: () => void): unknown;
  on(event: 'error', listener: (err: Error) => void): unknown;
}

/** The frame queue of a socket with nothing waiting (shared: an idle socket holds no promise of its own). */
export const SETTLED: Promise<void> = Promise.resolve();

const OPEN = 1;
/** Send options of a pre-encoded frame: a text frame, like the strings. */
const TEXT = { binary: false };
/** A client this far behind is dropped rather than buffered without bound. */
const MAX_BUFFERED = 8 * 1024 * 1024;

/** One open socket: unbound until OnConnection, then bound to one session for its whole life. */
export class ChatConn {
  userId: string | null = null;
  sessionId: string | null = null;
  token = '';
  /** When the bound session must be checked again (expiry), epoch ms. */
  deadline = Number.POSITIVE_INFINITY;
  isChecking = false;
  isAlive = true;
  isClosed = false;
  platform = 'Web';
  lastActiveAt: number;
  lastTouchedAt = 0;
  /** Frames being answered, one at a time in arrival order, and how many are waiting. */
  queue = SETTLED;
  pending = 0;

  constructor(
    readonly id: string,
    readonly socket: TRawSocket,
    readonly ip: string,
    readonly connectedAt: number,
  ) {
    this.lastActiveAt = connectedAt;
  }

  /**
   * Sends a frame if the socket is open and keeping up: an object, serialised JSON, or JSON already encoded as UTF-8
   * (a frame shared by many sockets; it still goes out as a text frame).
   */
  send(frame: object | string | Buffer): void {
    if (this.isClosed || this.socket.readyState !== OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED) {
      this.socket.terminate();
      return;
    }
    if (Buffer.isBuffer(frame)) this.socket.send(frame, TEXT);
    else this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /**
   * Sends one text message in fragments (RFC 6455 §5.4; clients see one message): parts shared by many sockets go
   * out as they are, without being joined into a copy per socket.
   */
  sendFragments(parts: readonly (string | Buffer)[]): void {
    if (this.isClosed || this.socket.readyState !== OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED) {
      this.socket.terminate();
      return;
    }
    parts.forEach((part, i) => this.socket.send(part, { binary: false, fin: i === parts.length - 1 }));
  }

  /** Sends a last frame and closes; a client that does not complete the close handshake is cut after 1 s. */
  end(frame: string | null, code = 1000, reason = ''): void {
    if (this.isClosed) return;
    if (frame) this.send(frame);
    this.isClosed = true;
    this.socket.close(code, reason);
    setTimeout(() => this.socket.terminate(), 1000).unref();
  }
}
