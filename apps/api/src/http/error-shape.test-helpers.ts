import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export type ErrorAnswer = { error: { code: string; message: string; details: unknown } };

/** The one error shape, exactly: code, message and details (always present), nothing else. */
export function expectErrorShape(
  response: LightMyRequestResponse | { statusCode: number; body: string },
  status: number,
) {
  expect(response.statusCode, response.body).toBe(status);
  const body = JSON.parse(response.body) as ErrorAnswer;
  expect(Object.keys(body)).toEqual(['error']);
  expect(Object.keys(body.error).sort()).toEqual(['code', 'details', 'message']);
  expect(typeof body.error.code).toBe('string');
  expect(typeof body.error.message).toBe('string');
  return body.error;
}
