import { describe, expect, it } from 'vitest';
import { patternIds, patternTests, type PatternId } from './patterns';

/** Accept and reject examples for every pattern id of spec section 5 (values arrive trimmed). */
const table: Record<PatternId, { accept: string[]; reject: string[] }> = {
  0: { accept: ['a', 'مرحبا بك', 'สวัสดี', '한국어', '漢字', '😀 ok', '  spaced  ', 'x!@#'], reject: [''] },
  1: {
    accept: ['a', 'player1', 'Ab12', 'Z'],
    reject: ['1player', '_abc', 'ab c', 'abc!', 'مرحبا', 'a😀', ''],
  },
  2: { accept: ['漢字', '漢字123', '東京2024', '123'], reject: ['かな', 'abc', '漢 字', '漢字!', ''] },
  3: {
    accept: ['a@b.co', 'first.last+tag@example.com', 'x_y@sub.domain.org'],
    reject: ['plain', 'a@b', '@b.com', 'a@.com', 'a b@c.com', 'a@b.c', 'مستخدم@مثال.com', ''],
  },
  4: { accept: ['abc', '123', 'abc123', 'ABC'], reject: ['ab c', 'abc_', 'أبج', 'ab-1', ''] },
  5: { accept: ['abc1', '1abc', 'A1b2'], reject: ['abc', '1234', 'abc 1', 'abc1!', ''] },
  6: { accept: ['0', '0123456789'], reject: ['١٢٣', '12 3', '12a', '+123', '1.5', ''] },
  7: { accept: ['Abc1', 'ABC', 'aB'], reject: ['abc1', 'Abc 1', 'Abc!', ''] },
  8: {
    accept: ['John Smith', 'Ann', 'Mary  Jane'],
    reject: ['John3', 'José', 'محمد', 'Smith-Jones', ' ', ''],
  },
  9: { accept: ['abc', 'a!b@c', 'مرحبا', '😀'], reject: ['a b', 'tab\there', ''] },
  10: {
    accept: ['你好', '你好，世界。', '「引用」'],
    reject: ['hello', '你好 世界', 'こんにちは', '你好!', ''],
  },
  11: {
    accept: ['2000-01-31', '2024-02-29'],
    reject: ['2023-02-29', '2000-13-01', '2000-1-1', '31-01-2000', '2000/01/31', ''],
  },
  12: {
    accept: ['John Smith', 'محمد علي', 'José Álvarez', 'Ngô Bảo Châu'],
    reject: ['John3', 'a_b', '123', ' ', ''],
  },
  13: {
    accept: ['01-31-2000', '02-29-2024'],
    reject: ['02-29-2023', '13-01-2000', '2000-01-31', '1-31-2000', ''],
  },
  14: { accept: ['abc123', 'محمد123', 'José', '漢字1'], reject: ['abc 123', 'abc!', 'a_b', ''] },
  15: { accept: ['한국어', '김 민수'], reject: ['한국어1', 'Kim', '漢字', ''] },
  16: { accept: ['สวัสดี', 'ภาษาไทย'], reject: ['สวัสดี ครับ', 'Thai', 'สวัสดี1', ''] },
  17: { accept: ['สวัสดี', 'Hello', 'สมชาย Smith'], reject: ['สมชาย1', 'José', 'محمد', ''] },
  18: { accept: ['JOHN SMITH', 'A'], reject: ['John Smith', 'JOHN1', ' ', ''] },
  19: { accept: ['abc', 'P@ss.w0rd!', '~`|'], reject: ['pass word', 'مرحبا', 'päss', '😀', ''] },
  20: {
    accept: ['Passw0rd!', 'aA1#', 'Zz9~zz'],
    reject: ['password1!', 'PASSWORD1!', 'Password!', 'Password1', 'Pass w0rd!', ''],
  },
  21: {
    accept: ['John Smith', 'محمد علي', "Mary-Ann O'Neil", 'Ngô Bảo Châu'],
    reject: ['John', 'John  Smith', 'John Smith2', ''],
  },
  22: {
    accept: ['ひらがな', 'カタカナ', '漢字', 'ラーメン', '日本々'],
    reject: ['ｶﾀｶﾅ', 'abc', 'ひら がな', '한국어', ''],
  },
};

describe('pattern ids', () => {
  it('covers the 23 ids of spec section 5', () => {
    expect(patternIds).toHaveLength(23);
    expect(Object.keys(table).map(Number)).toEqual([...patternIds]);
  });

  describe.each(patternIds.map((id) => ({ id, ...table[id] })))('pattern $id', ({ id, accept, reject }) => {
    it.each(accept)('accepts %j', (value) => {
      expect(patternTests[id](value)).toBe(true);
    });
    it.each(reject)('rejects %j', (value) => {
      expect(patternTests[id](value)).toBe(false);
    });
  });
});
