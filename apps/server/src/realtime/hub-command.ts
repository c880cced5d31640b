import type { TClientToServerEvents, THubAck } from '@atrium/contracts';
import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { HubConnection } from './hub-connection.ts';
import type { HubEvent } from './hub-port.ts';

/**
 * One client→server hub message and its handler. A domain declares its commands beside its
 * service (`modules/chat/chat.hub.ts`); the registry built in context.ts lists them and each
 * connection dispatches to them (Venueless's live modules, Excalidraw's registered actions).
 */
export interface HubCommand<S extends z.ZodType = z.ZodType, T = unknown> {
  /** The Socket.IO event name the client sends. */
  type: string;
  /** The payload's contract; a payload that fails it is a `bad_request` naming the field. */
  schema: S;
  /** The event the answer is sent as when the client gives no ack (null: only through the ack). */
  answerEvent: HubEvent | null;
  /** `joined`: only after CONNECT_USER (else `not_connected`), checked after the payload. */
  requires?: 'joined';
  /** Handled even when the socket's token has expired (AUTHENTICATE brings a fresh one). */
  allowExpired?: boolean;
  handle(ctx: AppContext, connection: HubConnection, message: z.output<S>): Promise<T>;
}

type ClientCommand = keyof TClientToServerEvents;
/** What the contract's ack of a client message carries on success. */
type AckData<C extends ClientCommand> =
  NonNullable<Parameters<TClientToServerEvents[C]>[1]> extends (answer: THubAck<infer T>) => void ? T : never;

/**
 * Declares a command of the contract: its type is a client event of `TClientToServerEvents` and
 * its answer what that event's ack carries (the answer event, if any, carries the same).
 */
export function defineHubCommand<C extends ClientCommand, S extends z.ZodType>(
  command: HubCommand<S, AckData<C>> & { type: C },
): HubCommand<S, AckData<C>> {
  return command;
}

/** The hub's commands by type; a connection registers a listener for each. */
export class HubCommandRegistry implements Iterable<HubCommand> {
  private readonly byType = new Map<string, HubCommand>();

  constructor(commands: Iterable<HubCommand> = []) {
    for (const command of commands) this.register(command);
  }

  /** Adds a command; sockets connected from then on handle it. Two commands of one type are a mistake. */
  register(command: HubCommand): void {
    if (this.byType.has(command.type)) throw new Error(`hub command ${command.type} is registered twice`);
    this.byType.set(command.type, command);
  }

  get(type: string): HubCommand | undefined {
    return this.byType.get(type);
  }

  [Symbol.iterator](): Iterator<HubCommand> {
    return this.byType.values();
  }
}
