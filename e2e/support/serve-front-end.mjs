// One static server in a process of its own (the two-process system, cluster-system.ts): the shell's build of a
// test run served as deployed, reading the release pointers from the API like any other server process.
// Usage: node e2e/support/serve-front-end.mjs <dist folder> <port> <releases folder>   (environment: /config.json's)
import { startStaticServer } from '../../tools/static-server.mjs';

const [dir, port, releasesDir] = process.argv.slice(2);
if (!dir || !port || !releasesDir) {
  console.error('usage: node e2e/support/serve-front-end.mjs <dist folder> <port> <releases folder>');
  process.exit(2);
}
const server = await startStaticServer({ dir, port: Number(port), host: '127.0.0.1', releasesDir });
console.log(`ready on ${port}`);
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
