import { describe, expect, it } from 'vitest';
import { valuesOf } from './labels.ts';

describe('valuesOf', () => {
  it('answers the values in the order they are written', () => {
    expect(valuesOf({ OPEN: 'Open', CLOSED: 'Closed', LATER: 'Later' })).toEqual(['OPEN', 'CLOSED', 'LATER']);
  });
});
