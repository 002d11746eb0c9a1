/**
 * autocannon's setupClient (a file, since its workers require() it): the answers are still read
 * and parsed to their last byte, but their bodies are not kept. autocannon otherwise appends each
 * body to a string (`req.body += chunk`), decoding it as UTF-8; for a gzipped answer that decode
 * costs the load generator more than the server spends sending it, so the figures measured
 * autocannon rather than the server. No scenario here looks at a body.
 */
module.exports = function discardBodies(client) {
  client.pipelinedRequests.addBody = () => undefined;
};
