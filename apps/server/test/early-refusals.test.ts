import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { API, setupTestApp } from './helper.ts';

const ctx = setupTestApp();

let port: number | undefined;
/** The test app listening on a port of its own (these refusals happen below `inject`, in Node's parser). */
async function listeningPort(): Promise<number> {
  if (port === undefined) {
    await ctx().app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx().app.server.address() as AddressInfo).port;
  }
  return port;
}

const KEEP_ALIVE_REQUEST = `GET ${API}/csrf-cookie HTTP/1.1\r\nHost: test\r\nConnection: keep-alive\r\n\r\n`;

/**
 * On one connection, as a client that keeps it open: a request that is answered, then `refused`. Answers
 * the two responses once the server has closed the connection (a server that keeps it open never answers,
 * and the test times out).
 */
async function afterAnsweredRequest(refused: string): Promise<[string, string]> {
  const socket = connect(await listeningPort(), '127.0.0.1');
  let text = '';
  let sentSecond = false;
  return new Promise((resolve, reject) => {
    socket.on('error', reject);
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      // The first answer is a 204: complete once its headers are.
      if (!sentSecond && text.includes('\r\n\r\n')) {
        sentSecond = true;
        socket.write(refused);
      }
    });
    socket.on('end', () => {
      const [first = '', second = ''] = text.split(/(?=HTTP\/1\.1 \d{3} )/);
      resolve([first, second]);
    });
    socket.write(KEEP_ALIVE_REQUEST);
  });
}

function headersAndBody(response: string) {
  const [head = '', body = ''] = response.split('\r\n\r\n');
  return { head, body };
}

describe('requests Node refuses before any route sees them', () => {
  it('headers too large: a 431 that says Connection: close, then the server closes the connection', async () => {
    const [first, refusal] = await afterAnsweredRequest(
      `GET ${API}/csrf-cookie HTTP/1.1\r\nHost: test\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(first).toMatch(/^HTTP\/1\.1 204 /);
    expect(first).toMatch(/\r\nConnection: keep-alive\r\n/i);
    const { head, body } = headersAndBody(refusal);
    expect(head).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(head).toMatch(/\r\nConnection: close(\r\n|$)/i);
    expect(JSON.parse(body)).toEqual({
      code: 'bad_request',
      status: 'bad_request',
      user_message: 'The request is too large.',
    });
  });

  it('a request line that is not HTTP: a 400 that says Connection: close, then the server closes', async () => {
    const [, refusal] = await afterAnsweredRequest('NOT AN HTTP REQUEST\r\n\r\n');
    const { head, body } = headersAndBody(refusal);
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(head).toMatch(/\r\nConnection: close(\r\n|$)/i);
    expect(JSON.parse(body).user_message).toBe('The given data was invalid.');
  });
});
