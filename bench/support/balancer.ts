import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer, request } from "node:http";
import { pipeline } from "node:stream";

import { freePort } from "./server";

/** What the balancer did besides passing answers through. */
export interface BalancerCounts {
  /** Requests sent again to the next copy because theirs refused the connection (never reached it). */
  retried: number;
  /** Requests answered 502 because their copy went away while it held them. */
  badGateway: number;
}

export interface Balancer {
  url: string;
  counts: BalancerCounts;
  close(): Promise<void>;
}

/**
 * A small round-robin balancer in front of server copies on loopback, as a deployment puts Caddy or
 * nginx in front of them: a copy that refuses the connection is skipped (the request never reached
 * it, so sending it elsewhere is safe); one that drops a request it held answers 502.
 */
export async function startBalancer(upstreamPorts: number[]): Promise<Balancer> {
  const counts: BalancerCounts = { retried: 0, badGateway: 0 };
  let next = 0;

  const forward = (incoming: IncomingMessage, body: Buffer, answer: ServerResponse, attempt: number) => {
    const port = upstreamPorts[next++ % upstreamPorts.length];
    const outgoing = request(
      // A connection per request (as nginx does by default): a reused one may be closed by the copy
      // just as a request goes out on it, which would read as a dropped request.
      {
        host: "127.0.0.1",
        port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, connection: "close" },
        agent: false,
      },
      (upstream) => {
        answer.writeHead(upstream.statusCode ?? 502, upstream.headers);
        // A copy killed halfway through an answer must cut the client's answer too: pipe() would
        // leave it open, and the client would wait for the rest until its own timeout.
        pipeline(upstream, answer, () => undefined);
      },
    );
    outgoing.on("error", (error: NodeJS.ErrnoException) => {
      if (answer.headersSent) {
        answer.destroy();
        return;
      }
      if (error.code === "ECONNREFUSED" && attempt < upstreamPorts.length) {
        counts.retried++;
        forward(incoming, body, answer, attempt + 1);
        return;
      }
      counts.badGateway++;
      answer.writeHead(502, { "content-type": "application/json" });
      answer.end(JSON.stringify({ error: "Bad gateway", reason: error.code ?? error.message }));
    });
    outgoing.end(body);
  };

  const server = createServer((incoming, answer) => {
    // Bodies are read first so that a request refused by one copy can be sent whole to the next.
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => forward(incoming, Buffer.concat(chunks), answer, 1));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
