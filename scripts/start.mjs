// `npm start`: build what is missing or stale, then run the server in this process.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildAll } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
try {
  // Quiet: the build's output would push the URL and demo accounts off the screen; a failure prints it.
  await buildAll({ quiet: true });
} catch (error) {
  process.stderr.write(`TeenFreelance could not start: the build failed (${error.message})\n`);
  process.exit(1);
}
await import(pathToFileURL(path.join(root, 'apps/api/dist/main.js')).href);
