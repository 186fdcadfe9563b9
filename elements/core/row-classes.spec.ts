import { describe, expect, it } from 'vitest';
import { rowClass } from './row-classes.js';

describe('rowClass (MARKUP.md §8.10)', () => {
  it.each([
    [['1_4', '1_4', '1_4', '1_4'], 'et_pb_row_4col'],
    [['1_5', '1_5', '1_5', '1_5', '1_5'], 'et_pb_row_5col'],
    [['1_6', '1_6', '1_6', '1_6', '1_6', '1_6'], 'et_pb_row_6col'],
    [['1_4', '1_2', '1_4'], 'et_pb_row_1-4_1-2_1-4'],
    [['1_4', '3_4'], 'et_pb_row_1-4_3-4'],
    [['1_5', '1_5', '3_5'], 'et_pb_row_1-5_1-5_3-5'],
    [['1_6', '1_6', '2_3'], 'et_pb_row_1-6_1-6_2-3'],
    [['1_2', '1_2'], ''],
    [['1_3', '1_3', '1_3'], ''],
    [['1_5', '4_5'], ''],
    [['4_4'], ''],
    [[], ''],
  ])('%j → %j', (types, expected) => expect(rowClass(types)).toBe(expected));
});
