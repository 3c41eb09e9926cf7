// `npm start`: build what is missing or stale, then run the server in this process.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildAll } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
try {
  await buildAll();
} catch (error) {
  process.stderr.write(`TeenFreelance could not start: the build failed (${error.message})\n`);
  process.exit(1);
}
await import(pathToFileURL(path.join(root, 'apps/api/dist/main.js')).href);
