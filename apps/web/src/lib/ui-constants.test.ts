import { describe, expect, it } from 'vitest';
import { SIDEBAR_NAME_CUT, sidebarShopName } from './ui-constants';

const LONG_FIRST_NAME = 'Bartholomew-James'; // 17 characters
const FIFTEEN = 'Maximilianus Jo'; // exactly 15 characters

describe('sidebarShopName', () => {
  it('cuts a long shop name to 15 characters plus dots when the first name is over 15 characters', () => {
    expect(LONG_FIRST_NAME.length).toBeGreaterThan(SIDEBAR_NAME_CUT);
    expect(sidebarShopName(LONG_FIRST_NAME, 'Harbor Roasters Capitol Hill')).toBe('Harbor Roasters...');
  });

  it('keeps the whole shop name when the first name has exactly 15 characters', () => {
    expect(FIFTEEN).toHaveLength(15);
    expect(sidebarShopName(FIFTEEN, 'Harbor Roasters Capitol Hill')).toBe('Harbor Roasters Capitol Hill');
  });

  it('keeps the whole shop name when the first name is short', () => {
    expect(sidebarShopName('Olivia', 'Harbor Roasters Capitol Hill')).toBe('Harbor Roasters Capitol Hill');
  });

  it('leaves a shop name of 15 characters or fewer untouched, even next to a long first name', () => {
    expect(sidebarShopName(LONG_FIRST_NAME, 'Bluebird Coffee')).toBe('Bluebird Coffee');
    expect(sidebarShopName(LONG_FIRST_NAME, 'Cafe')).toBe('Cafe');
  });

  it('adds the dots right after the 15th character of a 16-character shop name', () => {
    expect(sidebarShopName(LONG_FIRST_NAME, 'Sixteen Letters!')).toBe('Sixteen Letters...');
  });
});
