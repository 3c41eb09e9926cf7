import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { applyServerFieldErrors } from './server-field-errors.ts';

interface Values {
  name: string;
  budget: { min: number; max: number };
  tags: string[];
}

function validationFailed(details: unknown): ApiError {
  return new ApiError(400, 'VALIDATION_FAILED', 'Please check the form', details);
}

function renderForm() {
  const { result } = renderHook(() =>
    useForm<Values>({ defaultValues: { name: '', budget: { min: 0, max: 0 }, tags: [] } }),
  );
  const messageOf = (field: 'name' | 'budget.min' | 'budget.max' | 'tags') =>
    result.current.getFieldState(field).error?.message;
  return { form: () => result.current, messageOf };
}

describe('applyServerFieldErrors', () => {
  it("puts each field's message from a 400 VALIDATION_FAILED on that field, nested ones and money in cents included", () => {
    const { form, messageOf } = renderForm();
    const error = validationFailed([
      { path: 'body.name', message: 'Name is required' },
      // The body carries cents (budget.minCents); the form has the dollars typed (budget.min).
      { path: 'body.budget.minCents', message: 'Minimum budget must be at least $5' },
      { path: 'body.tags.2', message: 'Tag already exists' },
    ]);
    let placed = false;
    act(() => {
      placed = applyServerFieldErrors(form(), error, ['name', 'budget.min', 'budget.max', 'tags']);
    });
    expect(placed).toBe(true);
    expect(messageOf('name')).toBe('Name is required');
    expect(messageOf('budget.min')).toBe('Minimum budget must be at least $5');
    expect(messageOf('budget.max')).toBeUndefined();
    // Below a listed field: on that field.
    expect(messageOf('tags')).toBe('Tag already exists');
  });

  it("keeps the server's first message when a field has several", () => {
    const { form, messageOf } = renderForm();
    const error = validationFailed([
      { path: 'body.name', message: 'Name is required' },
      { path: 'body.name', message: 'Name must be at most 100 characters' },
    ]);
    act(() => {
      applyServerFieldErrors(form(), error, ['name']);
    });
    expect(messageOf('name')).toBe('Name is required');
  });

  it('leaves unlisted fields, other parts of the request and other failures to the caller', () => {
    const { form, messageOf } = renderForm();
    const unlisted = validationFailed([
      { path: 'body.token', message: 'Invalid token' },
      { path: 'query.page', message: 'Expected a number' },
      { path: 'body.nameSuffix', message: 'Not a field' },
    ]);
    const results: boolean[] = [];
    act(() => {
      results.push(applyServerFieldErrors(form(), unlisted, ['name']));
      results.push(applyServerFieldErrors(form(), new ApiError(409, 'CONFLICT', 'Email already registered'), ['name']));
      results.push(applyServerFieldErrors(form(), new Error('offline'), ['name']));
      results.push(applyServerFieldErrors(form(), validationFailed({ reason: 'X' }), ['name']));
    });
    expect(results).toEqual([false, false, false, false]);
    expect(messageOf('name')).toBeUndefined();
  });

  it('moves the focus to the first field given a message only when asked', () => {
    const calls: { name: string; shouldFocus: boolean | undefined }[] = [];
    const form = {
      setError: (name: string, _error: unknown, options?: { shouldFocus?: boolean }) => {
        calls.push({ name, shouldFocus: options?.shouldFocus });
      },
    };
    const error = validationFailed([
      { path: 'body.budget.max', message: 'Maximum budget must be at least the minimum' },
      { path: 'body.name', message: 'Name is required' },
    ]);
    applyServerFieldErrors<Values>(form, error, ['name', 'budget.max'], { shouldFocus: true });
    applyServerFieldErrors<Values>(form, error, ['name', 'budget.max']);
    expect(calls).toEqual([
      { name: 'budget.max', shouldFocus: true },
      { name: 'name', shouldFocus: false },
      { name: 'budget.max', shouldFocus: false },
      { name: 'name', shouldFocus: false },
    ]);
  });
});
