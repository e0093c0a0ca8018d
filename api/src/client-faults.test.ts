// Issue 10, faults: the API down, as the front ends' one transport (shared-contracts' createTransport) sees it over real
// sockets. A refused connection and an answer cut off half-way are the typed network error (kind 'network',
// status -1) that the wizard's autosave counts and retries; once the API listens again, the same client and the
// same form key carry on. (The client's unit tests with a stubbed fetch are in shared-contracts.)
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ApiError, createTransport, isApiError, type Transport } from 'shared-contracts';
import { contentEndpoints } from 'shared-contracts/content';
import { formEndpoints } from 'shared-contracts/form';
import { buildApp } from './app';
import { useTestApp } from './test/app';
import { engines } from './test/engines';

const pglite = engines.find((engine) => engine.name === 'pglite') ?? engines[0]!;

function clientFor(port: number, formKey: { current?: string }): Transport {
  return createTransport({
    baseUrl: `http://127.0.0.1:${port}`,
    tokenAllowlist: [],
    websiteType: 'msic',
    getCompany: () => 'msic',
    getFormKey: () => formKey.current,
    getToken: () => undefined,
  });
}

const failureOf = (promise: Promise<unknown>): Promise<unknown> => promise.then(
  () => undefined,
  (error: unknown) => error,
);

describe(`the API client when the API is down (issue 10 faults, ${pglite.name})`, () => {
  const t = useTestApp(pglite);
  let second: FastifyInstance | undefined;
  afterAll(async () => {
    await second?.close();
  });

  it('a refused call is the typed network error (status -1); the same client and form key work once the API is back', async () => {
    // the test app listens on a free port, as a deployed API would
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const formKey: { current?: string } = {};
    const client = clientFor(port, formKey);
    const created = await client.call(formEndpoints.createForm, { body: { Firstname: 'Ada', _stepCompleted: 0 } });
    formKey.current = created.key;

    // the API process goes away: its port refuses connections
    await t.app.close();
    const error = await failureOf(client.call(formEndpoints.updateForm, { params: { id: created.id }, body: { ...created.form, Surname: 'Lovelace' } }));
    expect(isApiError(error)).toBe(true);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', status: -1, endpoint: 'updateForm', method: 'PUT' });
    // "status -1" keeps it out of the client error log (spec §7)
    expect((error as ApiError).message).toContain('status -1');

    // the API is started again on the same port and database: the save goes through
    second = await buildApp({ db: t.db });
    await second.listen({ port, host: '127.0.0.1' });
    const saved = await client.call(formEndpoints.updateForm, { params: { id: created.id }, body: { ...created.form, Surname: 'Lovelace' } });
    expect(saved.form).toMatchObject({ Firstname: 'Ada', Surname: 'Lovelace', _version: 2 });
  });

  it('an answer cut off before it is complete is the same network error, not a broken JSON answer', async () => {
    const cutting: Server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      response.write('{"status":"o');
      setImmediate(() => response.socket?.destroy());
    });
    await new Promise<void>((resolve) => cutting.listen(0, '127.0.0.1', () => resolve()));
    try {
      const client = clientFor((cutting.address() as AddressInfo).port, {});
      const error = await failureOf(client.call(contentEndpoints.health));
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: 'network', status: -1 });
    } finally {
      await new Promise<void>((resolve) => cutting.close(() => resolve()));
    }
  });
});
