import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInCharge {
  key: string;
  amount: number;
  token: string;
}

/**
 * A local HTTP server answering as a Pin Payments style gateway does (POST /charges, POST /charges/{token}/refunds),
 * for the payment tests to run the real gateway client against: it keeps each idempotency key's answer (a charge
 * sent again with its key is answered, not made again), declines the sandbox's declining card, and can be told to
 * run something while a charge is in flight, to lose its answer to some charges (made, then answered 500), or to
 * refuse some refunds.
 */
export async function startGatewayStandIn() {
  const charges = new Map<string, StandInCharge>();
  const refunds: string[] = [];
  const chargeRequests: string[] = [];
  const state = {
    /** run while a charge is in flight, before it is answered */
    duringCharge: undefined as (() => Promise<void>) | undefined,
    /** charges made but answered 500 (a lost answer) */
    loseAnswers: 0,
    /** refunds answered 500 */
    refuseRefunds: 0,
  };

  const read = (request: IncomingMessage) =>
    new Promise<URLSearchParams>((resolve) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => resolve(new URLSearchParams(body)));
    });

  const server: Server = createServer((request, response) => {
    void (async () => {
      const form = await read(request);
      const send = (status: number, body: object) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const refund = /^\/charges\/([^/]+)\/refunds$/.exec(request.url ?? '');
      if (request.method === 'POST' && refund) {
        if (state.refuseRefunds > 0) {
          state.refuseRefunds -= 1;
          return send(500, { error: 'unavailable' });
        }
        refunds.push(decodeURIComponent(refund[1]!));
        return send(201, { response: { token: `rf_${randomBytes(6).toString('hex')}`, success: true } });
      }
      if (request.method !== 'POST' || request.url !== '/charges') return send(404, { error: 'not_found' });
      const key = String(request.headers['idempotency-key'] ?? '');
      chargeRequests.push(key);
      if (form.get('card[number]') === '4000000000000002') return send(422, { error: 'declined', error_description: 'The card was declined.' });
      await state.duringCharge?.();
      let charge = key ? charges.get(key) : undefined;
      if (!charge) {
        charge = { key, amount: Number(form.get('amount')), token: `ch_${randomBytes(8).toString('hex')}` };
        if (key) charges.set(key, charge);
      }
      if (state.loseAnswers > 0) {
        state.loseAnswers -= 1;
        return send(500, { error: 'timeout' });
      }
      return send(201, { response: { token: charge.token, success: true } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    state,
    /** the charges made (one per idempotency key) */
    charges: () => [...charges.values()],
    /** the idempotency key of every charge request, in order */
    chargeRequests: () => [...chargeRequests],
    /** the charge tokens refunded */
    refunds: () => [...refunds],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type GatewayStandIn = Awaited<ReturnType<typeof startGatewayStandIn>>;
