import type { ServerResponse } from 'node:http';
import type { Refusal } from './checks';
import { errorXml } from './xml';

export function send(response: ServerResponse, status: number, body = '', headers = {}) {
  const type = body ? { 'content-type': 'application/xml' } : {};
  response.writeHead(status, { ...type, ...headers }).end(body);
}
export const sendRefusal = (response: ServerResponse, { status, code, message }: Refusal) =>
  send(response, status, errorXml(code, message));
