import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type MessageKey, message } from '@cakemix/core';

/** Seconds a refused connection may stay open for the client to read the answer and close its side. */
const LINGER_SECONDS = 5;

/** The status and message of each refusal Node's HTTP parser makes; anything else is a 400. */
const REFUSALS: Record<string, { status: number; messageKey: MessageKey }> = {
  HPE_HEADER_OVERFLOW: { status: 431, messageKey: 'payloadTooLarge' },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, messageKey: 'payloadTooLarge' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, messageKey: 'generic' },
};

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refused before any route saw it (headers
 * too large, a request line it cannot read, a request that took too long). The parser cannot go on
 * reading that connection, so the answer says `Connection: close` and the server closes it: a client that
 * keeps connections open learns to open a new one rather than send its next request into a dead socket
 * (Fastify's own handler closed without saying so). The body is in the error catalogue's shape; with no
 * request read, its language is English.
 */
export function answerEarlyRefusal(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const { status, messageKey } = REFUSALS[error.code ?? ''] ?? { status: 400, messageKey: 'invalidInput' };
  const body = JSON.stringify({
    code: 'bad_request',
    status: 'bad_request',
    user_message: message(messageKey, 'en'),
  });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  // Ending (not destroying) lets the rest of the request drain, so the client reads the answer rather than
  // a reset; a client that never closes its side is cut off after a while.
  socket.setTimeout(LINGER_SECONDS * 1000, () => socket.destroy());
}
