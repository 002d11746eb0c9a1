/**
 * A bare node:http server that answers every request with the same bytes and headers: the floor
 * the API benchmark sets beside the list (what any answer that size costs on this machine, with no
 * routing, authentication or query). Run by startFixedAnswer in ./server.ts, in a process of its
 * own as the real server is: node --import tsx fixed-answer.ts <port> <body file> <headers JSON>.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [port, bodyFile, headersJson] = process.argv.slice(2);
if (!port || !bodyFile || !headersJson)
  throw new Error("usage: fixed-answer.ts <port> <body file> <headers JSON>");
const body = readFileSync(bodyFile);
const headers = {
  ...(JSON.parse(headersJson) as Record<string, string>),
  "content-length": String(body.length),
};

createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
}).listen(Number(port), "127.0.0.1");
