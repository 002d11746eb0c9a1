/**
 * The API benchmark's ceiling: Node's own HTTP server answering `{"ok":true}` to every request,
 * with nothing of ours in between (what the server's routes are reported as a share of). Plain
 * JavaScript, run by node as it is. Listens on 127.0.0.1 at the port given as its argument.
 */
import { Buffer } from "node:buffer";
import { createServer } from "node:http";
import process from "node:process";

const body = '{"ok":true}';
createServer((_request, response) => {
  response.writeHead(200, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) });
  response.end(body);
}).listen(Number(process.argv[2]), "127.0.0.1");
