import {
  ACTIVITY_AREA_LABELS,
  ACTIVITY_AREAS,
  ACTIVITY_PERMISSION_LABELS,
  ACTIVITY_SENTENCES,
  ACTIVITY_SHOP_FIELD_LABELS,
} from '@brewline/contracts/activity';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';

/** The English screen says what the contracts' English download says: one text, two copies held equal here. */
describe("the Activity screen's English texts", () => {
  it('are the contracts’ sentences, area labels and permission labels', () => {
    expect(en.sentences).toEqual(ACTIVITY_SENTENCES);
    expect(en.areas).toEqual(ACTIVITY_AREA_LABELS);
    expect(en.permissions).toEqual(ACTIVITY_PERMISSION_LABELS);
    expect(en.fields).toEqual(ACTIVITY_SHOP_FIELD_LABELS);
    expect(Object.keys(en.areas)).toEqual([...ACTIVITY_AREAS]);
  });
});
