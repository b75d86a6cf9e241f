import WebSocket from 'ws';
import { runWithRequestContext } from '../http/request-context.ts';
import { Channel } from './channel.ts';
import type { ChannelHost, RealtimeContext } from './context.ts';
import { PerSecondCounter } from './limits.ts';
import {
  InvalidMessageError,
  decodeFrame,
  encodeMessage,
  encodeReply,
  type IncomingMessage,
  type Vsn,
} from './serializer.ts';

export interface ConnectionInfo {
  vsn: Vsn;
  headers: Record<string, string>;
  tenantToken: string;
  /** The client's address: joins and events count against it too, and its database work. */
  address: string;
}

/**
 * One WebSocket: Phoenix.Socket's part of the protocol (heartbeat, join, leave, routing to
 * channels, "unmatched topic"), the idle timeout, and the per-socket limits. Frames are handled
 * one at a time in arrival order, as Phoenix's socket process does; fan-out to this socket
 * never waits for them.
 */
export class Connection implements ChannelHost {
  private readonly channels = new Map<string, Channel>();
  private readonly joins: PerSecondCounter;
  private readonly events: PerSecondCounter;
  private queue: Promise<void> = Promise.resolve();
  private idleTimer: NodeJS.Timeout | undefined;
  private closed = false;
  private paused = false;
  /** Aborted when the socket closes: its checks still waiting for the database are dropped. */
  private readonly gone = new AbortController();
  readonly address: string;
  readonly vsn: Vsn;
  readonly headers: Record<string, string>;
  readonly tenantToken: string;

  constructor(
    private readonly ws: WebSocket,
    private readonly context: RealtimeContext,
    info: ConnectionInfo,
    private readonly onClosed: () => void,
  ) {
    this.vsn = info.vsn;
    this.headers = info.headers;
    this.tenantToken = info.tenantToken;
    this.address = info.address;
    this.joins = new PerSecondCounter(context.limits.maxJoinsPerSecond);
    this.events = new PerSecondCounter(context.limits.maxEventsPerSecond);
    ws.on('message', (data, isBinary) => {
      this.resetIdleTimer();
      // An address past its inbound allowance is not read for a while (limits.ts).
      const holdMs = context.rates.takeInbound(this.address, byteLengthOf(data));
      if (holdMs > 0 && !this.paused) {
        this.paused = true;
        ws.pause();
        setTimeout(() => {
          this.paused = false;
          if (!this.closed) ws.resume();
        }, holdMs).unref();
      }
      const frame = isBinary ? toBytes(data) : toBytes(data).toString('utf8');
      const requestContext = { caller: `address:${this.address}`, signal: this.gone.signal };
      this.queue = this.queue
        .then(() => runWithRequestContext(requestContext, () => this.handleFrame(frame)))
        .catch((error: unknown) =>
          this.context.log(`UnknownErrorOnWebSocketMessage: ${String(error)}`),
        );
    });
    ws.on('close', () => this.cleanUp());
    ws.on('error', (error) => this.context.log(`WebSocket error: ${error.message}`));
    this.resetIdleTimer();
  }

  send(frame: string | Uint8Array): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    this.ws.send(frame);
    // A client that stops reading must not hold the backend's memory (Realtime: 50 MB heap).
    if (this.ws.bufferedAmount > this.context.limits.maxBufferedBytes) {
      this.context.log('a socket that does not read its messages was dropped');
      this.ws.terminate();
    }
  }

  joinedChannelCount(): number {
    return this.channels.size;
  }

  takeJoin(): 'ok' | 'socket' | 'shared' {
    if (!this.joins.take()) return 'socket';
    return this.context.rates.takeJoin(this.address) ? 'ok' : 'shared';
  }

  takeEvent(): boolean {
    return this.events.take() && this.context.rates.takeEvent(this.address);
  }

  channelClosed(channel: { topic: string; joinRef: string | null }): void {
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
    const { topic, joinRef } = channel;
    this.send(
      encodeMessage(this.vsn, { joinRef, ref: joinRef, topic, event: 'phx_close', payload: {} }),
    );
  }

  /** Closes the socket (service shutdown: 1012 "service restart"; clients reconnect). */
  close(code: number, reason: string): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      const force = setTimeout(() => this.ws.terminate(), 1000);
      this.ws.once('close', () => {
        clearTimeout(force);
        resolve();
      });
      this.ws.close(code, reason);
    });
  }

  private resetIdleTimer() {
    clearTimeout(this.idleTimer);
    // Phoenix closes a socket that sent nothing for its timeout; clients heartbeat every 25 s.
    this.idleTimer = setTimeout(
      () => this.ws.close(1000, 'idle timeout'),
      this.context.limits.idleTimeoutMs,
    );
    this.idleTimer.unref();
  }

  private cleanUp() {
    if (this.closed) return;
    this.closed = true;
    this.gone.abort();
    clearTimeout(this.idleTimer);
    for (const channel of this.channels.values()) channel.dispose();
    this.channels.clear();
    this.onClosed();
  }

  private async handleFrame(frame: string | Uint8Array) {
    if (this.closed) return;
    let message: IncomingMessage;
    try {
      message = decodeFrame(this.vsn, frame);
    } catch (error) {
      // Realtime logs a malformed message and keeps the socket.
      if (!(error instanceof InvalidMessageError)) throw error;
      this.context.log(`MalformedWebSocketMessage: ${error.message}`);
      return;
    }
    const { topic, event, ref, joinRef } = message;
    if (topic === 'phoenix' && event === 'heartbeat') {
      return this.send(encodeReply(this.vsn, { joinRef: null, ref, topic }, 'ok', {}));
    }
    if (event === 'phx_join') return this.join(message);
    const channel = this.channels.get(topic);
    if (!channel) {
      // Leaving a channel the server already closed is fine; anything else has no channel.
      if (event === 'phx_leave')
        return this.send(encodeReply(this.vsn, { joinRef, ref, topic }, 'ok', {}));
      return this.unmatched(message);
    }
    // A message for an earlier join of this topic is stale: ignored, as Phoenix does.
    if (joinRef !== null && joinRef !== channel.joinRef) return;
    if (event === 'phx_leave') {
      channel.reply(ref, 'ok', {});
      channel.dispose();
      return this.channelClosed(channel);
    }
    await channel.handleIn(message);
  }

  private unmatched({ ref, topic }: IncomingMessage) {
    this.send(
      encodeReply(this.vsn, { joinRef: null, ref, topic }, 'error', { reason: 'unmatched topic' }),
    );
  }

  private async join(message: IncomingMessage) {
    const { topic, joinRef, ref } = message;
    const existing = this.channels.get(topic);
    if (existing) {
      // A second join of a joined topic closes the first (Phoenix's duplicate join).
      existing.dispose();
      this.channelClosed(existing);
    }
    if (!topic.startsWith('realtime:')) return this.unmatched(message);
    const channel = new Channel(this, this.context, topic, joinRef);
    const outcome = await channel.join(message.payload);
    if (this.closed || outcome.status === 'error') channel.dispose();
    if (this.closed) return;
    this.send(encodeReply(this.vsn, { joinRef, ref, topic }, outcome.status, outcome.response));
    if (outcome.status === 'ok') {
      this.channels.set(topic, channel);
      channel.afterJoin();
    } else if (outcome.disconnect) {
      // Too many joins: Realtime answers, then drops the socket ("going away"; it reconnects).
      this.ws.close(1001, 'too many joins');
    }
  }
}

function toBytes(data: WebSocket.RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}

function byteLengthOf(data: WebSocket.RawData): number {
  if (Array.isArray(data)) return data.reduce((sum, part) => sum + part.length, 0);
  return data instanceof ArrayBuffer ? data.byteLength : data.length;
}
