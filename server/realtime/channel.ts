import type { JwtClaims } from '../auth/jwt.ts';
import {
  PolicyCheckError,
  readPolicies,
  type AuthorizationContext,
  type Extension,
  type Policies,
} from './authorization.ts';
import { handleBroadcast, handlePresence } from './channel-events.ts';
import { replayMessages, type ReplayedMessage } from './channel-replay.ts';
import type { ChannelHost, RealtimeContext } from './context.ts';
import { Hub, type Subscriber } from './hub.ts';
import {
  parseJoinConfig,
  postgresChangeId,
  postgresChangesUnavailable,
  type JoinConfig,
} from './join-config.ts';
import { encodeMessage, encodeReply, type IncomingMessage, type Vsn } from './serializer.ts';
import { checkToken, secondsUntil, type TokenCheck } from './token.ts';

export type JoinOutcome =
  | { status: 'ok'; response: Record<string, unknown> }
  | { status: 'error'; response: { reason: string }; disconnect?: boolean };

type Claims = JwtClaims & { role: string; exp: number };

/** Realtime's error text for a join it refuses (log_error: "<Code>: <message>"). */
function refused(code: string, message: string): Extract<JoinOutcome, { status: 'error' }> {
  return { status: 'error', response: { reason: `${code}: ${message}` } };
}

/** Join refusals for a token that does not pass (realtime_channel.ex's join/3 `else`). */
function tokenRefusal(check: Exclude<TokenCheck, { ok: true }>): JoinOutcome {
  const code = {
    expired: 'InvalidJWTToken',
    missing_claims: 'InvalidJWTToken',
    malformed: 'MalformedJWT',
    signature: 'JwtSignatureError',
  }[check.reason];
  return refused(code, check.message);
}

/**
 * One joined channel ('realtime:<topic>') on one socket: RealtimeWeb.RealtimeChannel's join,
 * access-token refresh, periodic token check and shutdown. Broadcast and presence messages are
 * in channel-events.ts.
 */
export class Channel implements Subscriber {
  readonly subTopic: string;
  config!: JoinConfig;
  claims!: Claims;
  accessToken = '';
  /** Undefined on public channels, which need no policy. */
  policies: Policies | undefined;
  hubKey = '';
  presenceEnabled = false;
  trackedPayload: string | undefined;
  presenceCalls = { count: 0, resetAt: 0 };
  private replayed = new Set<string>();
  private replayedMessages: ReplayedMessage[] = [];
  /** Frames that reach the channel before its join reply is sent (see afterJoin). */
  private held: (string | Uint8Array)[] | undefined = [];
  private tokenTimer: NodeJS.Timeout | undefined;
  private ended = false;

  constructor(
    readonly host: ChannelHost,
    readonly context: RealtimeContext,
    readonly topic: string,
    readonly joinRef: string | null,
  ) {
    this.subTopic = topic.slice('realtime:'.length);
  }

  get vsn(): Vsn {
    return this.host.vsn;
  }

  get isPrivate(): boolean {
    return this.config.isPrivate;
  }

  authorization(): AuthorizationContext {
    return { topic: this.subTopic, claims: this.claims, headers: this.host.headers };
  }

  canRead(extension: Extension): boolean {
    return this.policies === undefined || this.policies[extension].read === true;
  }

  alreadyReplayed(id: string): boolean {
    return this.replayed.has(id);
  }

  send(frame: string | Uint8Array): void {
    if (this.ended) return;
    if (this.held) this.held.push(frame);
    else this.host.send(frame);
  }

  /** A message from the server on this channel (a push: no ref). */
  push(event: string, payload: unknown): void {
    this.send(
      encodeMessage(this.vsn, {
        joinRef: this.joinRef,
        ref: null,
        topic: this.topic,
        event,
        payload,
      }),
    );
  }

  reply(ref: string | null, status: 'ok' | 'error', response: unknown): void {
    this.send(
      encodeReply(this.vsn, { joinRef: this.joinRef, ref, topic: this.topic }, status, response),
    );
  }

  async join(payload: unknown): Promise<JoinOutcome> {
    if (this.subTopic === '') return refused('TopicNameRequired', 'You must provide a topic name');
    this.config = parseJoinConfig(payload);
    const token = this.config.accessToken;
    this.accessToken = !token || token.startsWith('sb_') ? this.host.tenantToken : token;
    this.presenceEnabled = this.config.presenceEnabled;
    const join = this.host.takeJoin();
    if (join !== 'ok') {
      // Past the socket's own limit Realtime drops the socket; past the address's or the
      // project's the join alone is refused (a dropped socket would only come back).
      return {
        ...refused('ClientJoinRateLimitReached', 'Too many joins per second'),
        disconnect: join === 'socket',
      };
    }
    if (this.host.joinedChannelCount() >= this.context.limits.maxChannelsPerSocket) {
      return {
        status: 'error',
        response: { reason: 'ChannelRateLimitReached: Too many channels' },
      };
    }
    const check = await checkToken(this.context.keys, this.accessToken);
    if (!check.ok) return tokenRefusal(check);
    this.claims = check.claims;
    if (this.isPrivate) {
      const refusal = await this.authorizeRead();
      if (refusal) return refused(refusal.code, refusal.message);
    }
    if (this.config.replay && this.policies?.broadcast.read === false) {
      return refused(
        'Unauthorized',
        `You do not have permissions to read from this Channel topic: ${this.subTopic}`,
      );
    }
    if (this.config.replay && !this.isPrivate) {
      return refused('UnableToReplayMessages', 'Replay is not allowed for public channels');
    }
    const replay = this.config.replay ? await replayMessages(this, this.config.replay) : undefined;
    if (replay && 'error' in replay) return refused('UnableToReplayMessages', replay.error);
    for (const message of replay?.messages ?? []) this.replayed.add(message.id);
    this.hubKey = Hub.key(this.subTopic, this.isPrivate);
    this.context.hub.subscribe(this.hubKey, this);
    this.scheduleTokenCheck();
    this.replayedMessages = replay?.messages ?? [];
    const postgresChanges = this.config.postgresChanges.map((params) => ({
      ...params,
      id: postgresChangeId(params),
    }));
    return { status: 'ok', response: { postgres_changes: postgresChanges } };
  }

  /**
   * What follows the join reply: replayed messages, the replication status, the presence state,
   * then whatever reached the topic meanwhile (held so that the reply goes first, as Phoenix
   * queues such messages behind it), and the postgres_changes status.
   */
  afterJoin(): void {
    const held = this.held ?? [];
    this.held = undefined;
    for (const message of this.replayedMessages) message.send();
    if (this.config.replicationReady) {
      // The local LISTEN for database broadcasts is up whenever the backend is.
      this.push('system', {
        extension: 'system',
        status: 'ok',
        message: 'Replication connection established',
        channel: this.subTopic,
      });
    }
    if (this.presenceEnabled && this.canRead('presence')) {
      this.push('presence_state', this.context.presence.list(this.hubKey));
    }
    for (const frame of held) this.send(frame);
    // postgres_changes needs the write-ahead log, which the local backend does not read.
    for (const params of this.config.postgresChanges) {
      this.push('system', {
        extension: 'postgres_changes',
        status: 'error',
        message: postgresChangesUnavailable(params),
        channel: this.subTopic,
      });
    }
  }

  /** Evaluates the read policies; the refusal Realtime answers when neither read is granted. */
  private async authorizeRead(): Promise<{ code: string; message: string } | undefined> {
    const denied = {
      code: 'Unauthorized',
      message: `You do not have permissions to read from this Channel topic: ${this.subTopic}`,
    };
    try {
      const extensions: Extension[] = this.presenceEnabled
        ? ['broadcast', 'presence']
        : ['broadcast'];
      this.policies = await readPolicies(this.context.db, this.authorization(), extensions);
    } catch (error) {
      if (error instanceof PolicyCheckError && error.canceled) {
        return { code: 'QueryCanceled', message: error.message };
      }
      this.context.log(`RlsPolicyError on ${this.subTopic}: ${(error as Error).message}`);
      return denied;
    }
    const { broadcast, presence } = this.policies;
    return broadcast.read || presence.read ? undefined : denied;
  }

  async handleIn(message: IncomingMessage): Promise<void> {
    if (this.ended) return;
    if (message.event === 'broadcast') return handleBroadcast(this, message);
    if (message.event === 'presence') return handlePresence(this, message);
    if (message.event === 'access_token') return this.refreshToken(message.payload);
    // Anything else is ignored (Realtime logs "Unexpected message from client").
  }

  private async refreshToken(payload: unknown): Promise<void> {
    const token = (payload as { access_token?: unknown } | null)?.access_token;
    if (typeof token !== 'string' || token.startsWith('sb_') || token === this.accessToken) return;
    const check = await checkToken(this.context.keys, token);
    if (!check.ok) {
      // Realtime reports a bad signature as the bare atom it got (inspect(:signature_error)).
      return this.shutdown(check.reason === 'signature' ? ':signature_error' : check.message);
    }
    const previous = this.policies;
    this.accessToken = token;
    this.claims = check.claims;
    if (this.isPrivate) {
      this.policies = undefined;
      const refusal = await this.authorizeRead();
      if (refusal) {
        return this.shutdown(
          refusal.code === 'QueryCanceled'
            ? 'Query was cancelled, please try again'
            : refusal.message,
        );
      }
      const revoked = (['broadcast', 'presence'] as const).some(
        (extension) =>
          previous?.[extension].read === true && this.policies?.[extension].read === false,
      );
      if (revoked) {
        return this.shutdown(
          `You no longer have permission to read from this Channel topic: ${this.subTopic}`,
        );
      }
    }
    this.scheduleTokenCheck();
  }

  /**
   * The topic's listeners changed (a database message 'access_changed'): the read policies are
   * asked again, as on a token refresh, and a channel that may no longer read is ended with
   * Realtime's own words. Hosted Realtime asks again only on a token refresh or a new join.
   */
  async recheckAccess(): Promise<void> {
    if (this.ended || !this.isPrivate) return;
    const previous = this.policies;
    this.policies = undefined;
    const refusal = await this.authorizeRead();
    if (this.ended) return;
    const revoked =
      refusal !== undefined ||
      (['broadcast', 'presence'] as const).some(
        (extension) =>
          previous?.[extension].read === true && this.policies?.[extension].read === false,
      );
    if (revoked) {
      this.shutdown(
        `You no longer have permission to read from this Channel topic: ${this.subTopic}`,
      );
    }
  }

  /** Realtime's confirm_token: every 5 minutes, or when the token expires if sooner. */
  private scheduleTokenCheck() {
    clearTimeout(this.tokenTimer);
    const untilExpiry = secondsUntil(this.claims.exp) * 1000;
    const delay = Math.max(0, Math.min(this.context.limits.tokenCheckIntervalMs, untilExpiry));
    this.tokenTimer = setTimeout(() => void this.confirmToken(), delay);
    this.tokenTimer.unref();
  }

  private async confirmToken() {
    if (this.ended) return;
    const check = await checkToken(this.context.keys, this.accessToken);
    if (check.ok) this.scheduleTokenCheck();
    else this.shutdown(check.message);
  }

  /** Realtime's shutdown_response: a system error message, then the channel closes. */
  shutdown(message: string): void {
    if (this.ended) return;
    this.push('system', { extension: 'system', status: 'error', message, channel: this.subTopic });
    this.dispose();
    this.host.channelClosed(this);
  }

  /** Ends the channel without a word to the client (the socket closed, or it sends phx_close). */
  dispose(): void {
    if (this.ended) return;
    this.ended = true;
    clearTimeout(this.tokenTimer);
    if (this.hubKey) {
      this.context.hub.unsubscribe(this.hubKey, this);
      this.context.presence.untrack(this, this.hubKey);
    }
  }
}
