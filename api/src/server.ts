import { companiesWithoutAbn, parseSupplierAbns } from 'shared-contracts';
import { buildApp } from './app';
import { EnvError, loadEnv } from './env';
import { ensureDevelopmentStaff } from './services/staff-accounts';

/** Starts the API from the environment; closes the database and Redis on SIGINT or SIGTERM. */
async function main(): Promise<void> {
  const env = loadEnv();
  const app = await buildApp({ env, logger: true });
  const address = await app.listen({ port: env.PORT, host: env.HOST });
  const database = env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${env.DATA_DIR}`;
  console.log(`API listening on ${address} (${env.NODE_ENV}, database: ${database})`);
  // a development officer, viewer and releaser to sign in to the staff console with; never in production
  if (env.NODE_ENV !== 'production') console.log(await ensureDevelopmentStaff(app.staff, env, new Date()));
  // the operator reads what is not set up, never a customer (issue 39: the invoice printed "set SUPPLIER_ABNS")
  const withoutAbn = companiesWithoutAbn(parseSupplierAbns(env.SUPPLIER_ABNS));
  if (withoutAbn.length) console.log(`SUPPLIER_ABNS: no ABN for ${withoutAbn.join(', ')}; their invoices are not tax invoices until it is set (production refuses to start without it)`);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((err: unknown) => {
  // an EnvError already names every wrong variable; anything else keeps its stack
  console.error(err instanceof EnvError ? err.message : err);
  process.exit(1);
});
