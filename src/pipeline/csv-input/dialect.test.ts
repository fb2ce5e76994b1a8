import { describe, expect, it } from 'vitest';
import { detectDelimiter } from './dialect.js';

describe('detection rules', () => {
  it('picks the delimiter with the most consistent count outside quotes', () => {
    expect(detectDelimiter('a,b,c\n1,2,3\n', true)).toBe(',');
    expect(detectDelimiter('a;b\n"x,y,z";2\n"p,q";3\n', true)).toBe(';');
    expect(detectDelimiter('a\tb\tc\nAcme, Inc\t2\t3\nBeta, Ltd\t5\t6\n', true)).toBe('\t');
    expect(detectDelimiter('a|b\n1|2\n', true)).toBe('|');
    expect(detectDelimiter('ada@lovelace.example\nalan@turing.example\n', true)).toBe(',');
    expect(detectDelimiter('a;b;c\n1;2;3\n1,5;2', false)).toBe(';');
  });
});
