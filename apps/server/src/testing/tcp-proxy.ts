import type { Socket } from "node:net";
import { connect, createServer } from "node:net";

export interface TcpProxy {
  port: number;
  /** Ends every connection at once and refuses new ones, as a database that went down does. */
  cut(): Promise<void>;
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>;
  /**
   * Stops forwarding, in both directions, on every connection and on those that come later, without
   * closing any: a peer that stopped answering, as a lost network leaves it.
   */
  stall(): void;
  close(): Promise<void>;
}

/** A TCP proxy on a free loopback port to `target`, for cutting a server off from its database. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let stalled = false;
  const stop = (socket: Socket) => {
    socket.unpipe();
    socket.pause();
  };
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.once("close", () => sockets.delete(socket));
      // A reset while cut is the point; without a listener it would be thrown.
      socket.on("error", () => undefined);
    }
    if (stalled) stop(client);
    else client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        const address = server.address();
        resolve(typeof address === "object" && address ? address.port : port);
      });
    });
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.resetAndDestroy();
    });

  const port = await listen(0);
  return {
    port,
    cut: close,
    stall: () => {
      stalled = true;
      for (const socket of sockets) stop(socket);
    },
    restore: async () => {
      await listen(port);
    },
    close: async () => {
      if (server.listening) await close();
    },
  };
}
