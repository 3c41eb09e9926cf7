import { describe, expect, it } from 'vitest';
import './zod-without-eval.ts';
import { z } from 'zod';

describe('zod in the browser', () => {
  it('parses objects without compiling code, so the Content-Security-Policy has nothing to refuse', () => {
    const compiled: string[] = [];
    const original = globalThis.Function;
    globalThis.Function = new Proxy(original, {
      construct(target, args: string[]) {
        compiled.push(args.join(', '));
        return Reflect.construct(target, args) as object;
      },
      apply(target, self, args: string[]) {
        compiled.push(args.join(', '));
        return Reflect.apply(target, self, args) as unknown;
      },
    });
    try {
      const schema = z.object({ title: z.string(), price: z.number(), tags: z.array(z.string()) });
      expect(schema.parse({ title: 'Logo design', price: 25, tags: ['logo'] })).toEqual({
        title: 'Logo design',
        price: 25,
        tags: ['logo'],
      });
      expect(schema.safeParse({ title: 'Logo design' }).success).toBe(false);
      expect(compiled).toEqual([]);
    } finally {
      globalThis.Function = original;
    }
  });
});
