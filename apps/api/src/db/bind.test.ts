import { describe, expect, it } from 'vitest';
import { statementName } from './bind.ts';

describe('statement names', () => {
  it('refuses a name given twice, where it is given, before any connection refuses it', () => {
    expect(statementName('bind_test_statement')).toBe('bind_test_statement');
    expect(() => statementName('bind_test_statement')).toThrow('statement name bind_test_statement is taken');
  });
});
