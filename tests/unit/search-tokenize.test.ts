/**
 * With `search-index.test.ts`, `search-client.test.ts`, `search-config.test.ts`: The search
 * tokenizer (folding, words, stems), index, ranking, client and the Algolia switch.
 */
import {describe, expect, it} from 'vitest';
import {
  fold,
  marks,
  queryTerms,
  sameMarks,
  shardFile,
  shardKey,
  stem,
  words,
} from '../../src/plugins/features/search/core/tokenize';

describe('fold', () => {
  it('drops case and accents, and reads đ/Đ as d', () => {
    expect(fold('Cài Đặt')).toBe('cai dat');
    expect(fold('điện thoại')).toBe('dien thoai');
    expect(fold('ĐẶT')).toBe('dat');
    expect(fold('ứng dụng')).toBe('ung dung');
    expect(fold('Thỏa thuận')).toBe('thoa thuan');
  });

  it('folds decomposed (NFD) text the same as composed text', () => {
    const decomposed = 'cài đặt'.normalize('NFD');
    expect(decomposed).not.toBe('cài đặt');
    expect(fold(decomposed)).toBe('cai dat');
  });
});

describe('marks (a word typed with tone marks is that word only)', () => {
  it('keeps the letters and the tones of a word apart, wherever the tone sits', () => {
    expect(marks('Kịch')).toEqual({letters: 'kich', tones: '\u0323'});
    expect(marks('nhánh')).toEqual({letters: 'nhanh', tones: '\u0301'});
    expect(marks('âm')).toEqual({letters: 'âm', tones: ''});
    expect(marks('hoà')).toEqual(marks('hòa'));
    expect(marks('thuỷ')).toEqual(marks('thủy'));
    expect(marks('đặt'.normalize('NFD'))).toEqual(marks('đặt'));
  });

  it('matches the same letters with the same tones only', () => {
    expect(sameMarks('kịch', 'kịch')).toBe(true);
    expect(sameMarks('Hòa', 'hoà')).toBe(true);
    for (const [word, typed] of [
      ['kích', 'kịch'],
      ['bạn', 'bản'],
      ['nhanh', 'nhánh'],
      ['am', 'âm'],
      ['ấm', 'âm'],
      ['nhắc', 'nhạc'],
      ['dat', 'đặt'],
    ])
      expect(sameMarks(word, typed), `${typed} → ${word}`).toBe(false);
  });

  it('lets a word being typed go on only while its tone is not typed yet', () => {
    expect(sameMarks('nhấn', 'nhâ', true)).toBe(true);
    expect(sameMarks('nhánh', 'nhá', true)).toBe(false);
    expect(sameMarks('bảng', 'bản', true)).toBe(false);
    expect(sameMarks('ấm', 'âm', true)).toBe(false);
    expect(sameMarks('bản', 'bản', true)).toBe(true);
    // Where the site has no word as typed ("nhá"), the longer words with the same tone.
    expect(sameMarks('nhánh', 'nhá', true, true)).toBe(true);
    expect(sameMarks('nhạnh', 'nhá', true, true)).toBe(false);
    expect(sameMarks('nhánh', 'nhá', false, true)).toBe(false);
  });
});

describe('words', () => {
  it('cuts on anything but letters and digits, lowercase, with offsets', () => {
    const text = 'POST /v3/campaign — Cài đặt (14 ngày)';
    const list = words(text);
    expect(list.map((w) => w.text)).toEqual(['post', 'v3', 'campaign', 'cài', 'đặt', '14', 'ngày']);
    for (const w of list) expect(text.slice(w.start, w.end).toLowerCase()).toBe(w.text);
  });

  it('keeps a field name whole and yields its parts', () => {
    expect(words('time_ringging string').map((w) => w.text)).toEqual(['time_ringging', 'time', 'ringging', 'string']);
    expect(words('time_ringging', false).map((w) => w.text)).toEqual(['time_ringging']);
    expect(words('data[].autocall_presskey_epoch').map((w) => w.text)).toEqual([
      'data',
      'autocall_presskey_epoch',
      'autocall',
      'presskey',
      'epoch',
    ]);
  });
});

describe('stem', () => {
  it('keeps short words and words with digits', () => {
    expect(stem('is')).toBe('is');
    expect(stem('v3')).toBe('v3');
    expect(stem('utf8s')).toBe('utf8s');
  });
});

describe('queryTerms', () => {
  it('marks the word being typed as a prefix, not the finished ones', () => {
    const terms = queryTerms('cài đặt ứng d');
    expect(terms.map((t) => [t.exact, t.folded, t.prefix])).toEqual([
      ['cài', 'cai', false],
      ['đặt', 'dat', false],
      ['ứng', 'ung', false],
      ['d', 'd', true],
    ]);
    expect(queryTerms('campaign ').every((t) => !t.prefix)).toBe(true);
  });

  it('keeps compounds whole and lists each term once', () => {
    expect(queryTerms('time_ringging').map((t) => t.exact)).toEqual(['time_ringging']);
    expect(queryTerms('dat DAT dat').map((t) => [t.exact, t.prefix])).toEqual([['dat', true]]);
    expect(queryTerms('  — ')).toEqual([]);
  });
});

describe('shards', () => {
  it('keys a word by its first two folded characters, as a safe file name', () => {
    expect(shardKey(fold('điện'))).toBe('di');
    expect(shardKey('a')).toBe('a');
    expect(shardFile('ca')).toBe('ca');
    expect(shardFile('ωμ')).toBe('_3c9_3bc');
    expect(shardFile('_x')).toBe('_5fx');
  });
});

describe('edit distance and the typo allowance', () => {
  it('counts inserts, deletes, replacements and swaps of neighbours, and stops past the allowance', async () => {
    const {editDistance, maxEdits, vocabularyKeys} = await import('../../src/plugins/features/search/core/tokenize');
    expect(editDistance('campain', 'campaign', 1)).toBe(1);
    expect(editDistance('agnet', 'agent', 1)).toBe(1);
    expect(editDistance('recieve', 'receive', 1)).toBe(1);
    expect(editDistance('cat', 'dog', 1)).toBe(2);
    expect(editDistance('abc', 'abcdef', 2)).toBe(3);
    expect(editDistance('same', 'same', 0)).toBe(0);
    expect([3, 4, 7, 8, 12].map(maxEdits)).toEqual([0, 1, 1, 2, 2]);
    expect(vocabularyKeys('abcde', [3, 7])).toEqual([4, 5, 6]);
    expect(vocabularyKeys('abcdefgh', [5, 11])).toEqual([6, 7, 8, 9, 10]);
    expect(vocabularyKeys('abc', [2, 4])).toEqual([3]);
    expect(vocabularyKeys('abcdefgh', [3, 7])).toEqual([6, 7]);
  });
});
