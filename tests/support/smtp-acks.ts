import type { Socket } from 'node:net';
import type { SMTPServer } from 'smtp-server';

/**
 * How long before its sender was killed a message may have been accepted and still count as sent
 * "inside the SMTP transaction": the 250 in flight or unread, or read and its record not yet
 * committed (one statement). A sender that had longer and recorded nothing is not excused.
 */
export const KILLED_INSIDE_TRANSACTION_MS = 50;

/** Which accepted messages their sender may never have seen accepted (see {@link watchAcknowledgements}). */
export type TAcknowledgements = {
  /** Call when a message is accepted on the connection from `clientPort` (before answering 250). */
  accepted: (clientPort: number, messageId: string) => void;
  /** Call just before the suite SIGKILLs a sender (the worker). */
  senderKilled: () => void;
  /**
   * Message-IDs of copies whose sender died inside the SMTP transaction: after the message was
   * accepted the client said nothing more, and its connection then ended by a reset (the process
   * died with the 250 unread in its socket: the kernel answers with RST), or it ended when the
   * suite killed the sender, at most {@link KILLED_INSIDE_TRANSACTION_MS} after the message was
   * accepted. A second copy of such a message is the one duplicate the design allows
   * (RELIABILITY.md). A client that read the 250 and closed cleanly (a pooled connection closed
   * without QUIT, as nodemailer does), a connection the server dropped, or a message accepted
   * longer before the kill does not count.
   */
  unconfirmed: Set<string>;
  /** Drops every open connection (the server going "down"). */
  dropAll: () => void;
};

type TConnection = {
  /** The Message-ID last accepted, until the client speaks again. */
  lastAccepted: string | null;
  acceptedAt: number;
  reset: boolean;
  dropped: boolean;
};

/** Watches an SMTP server's connections for messages accepted but never acknowledged by the client. */
export function watchAcknowledgements(server: SMTPServer): TAcknowledgements {
  const unconfirmed = new Set<string>();
  const kills: number[] = [];
  const connections = new Map<number, { socket: Socket; state: TConnection }>();
  const endedByKill = (state: TConnection, closedAt: number) =>
    kills.some(
      (killedAt) =>
        closedAt >= killedAt &&
        closedAt - killedAt < 1000 &&
        state.acceptedAt >= killedAt - KILLED_INSIDE_TRANSACTION_MS,
    );
  // Listening before smtp-server's own handler: this 'data' listener then sees each chunk before the
  // SMTP parser does, so the chunk that ends a message can never pass for a later command.
  server.server.prependListener('connection', (socket: Socket) => {
    const port = socket.remotePort ?? 0;
    const state: TConnection = { lastAccepted: null, acceptedAt: 0, reset: false, dropped: false };
    connections.set(port, { socket, state });
    socket.on('data', () => {
      // the client spoke after the 250: it read it
      state.lastAccepted = null;
    });
    socket.on('error', () => {
      state.reset = true;
    });
    socket.on('close', (hadError) => {
      connections.delete(port);
      const id = state.lastAccepted;
      if (!id || state.dropped) return;
      if (state.reset || hadError || endedByKill(state, performance.now())) unconfirmed.add(id);
    });
  });
  return {
    accepted: (clientPort, messageId) => {
      const state = connections.get(clientPort)?.state;
      if (!state) return;
      state.lastAccepted = messageId;
      state.acceptedAt = performance.now();
    },
    senderKilled: () => {
      kills.push(performance.now());
    },
    unconfirmed,
    dropAll: () => {
      for (const { socket, state } of connections.values()) {
        state.dropped = true;
        socket.destroy();
      }
    },
  };
}
