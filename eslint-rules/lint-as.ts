import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { expect } from 'vitest';

/** The repository's root, which the linted files' paths are relative to. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let eslint: ESLint | undefined;

/**
 * What `npm run lint` says of `code` as if it were the file at `file` in this tree (relative to the
 * repository; it need not exist, and its path decides which rules of eslint.config.js apply). A snippet
 * that does not parse fails the test that lints it.
 */
export async function lintAs(file: string, code: string): Promise<Linter.LintMessage[]> {
  eslint ??= new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  expect(result?.messages.filter((message) => message.fatal)).toEqual([]);
  return result?.messages ?? [];
}
