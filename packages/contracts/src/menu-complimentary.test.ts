import { describe, expect, it } from 'vitest';
import { subsidyCentsFromText, subsidyText } from './menu-complimentary';
import { SaveSubsidiesBodySchema, ValueComplimentaryQuerySchema } from './schemas/menu-complimentary';
import { menuImageUrl, shownImageName, STOCK_PICTURES } from './menu-images';
import { pictureForName } from './menu';

describe('subsidy amounts typed in dollars', () => {
  it.each([
    ['1.25', 125],
    ['$1.25', 125],
    [' 2 ', 200],
    ['0', 0],
    ['1000', 100_000],
    ['3.5', 350],
  ])('reads %s as %i cents', (text, cents) => expect(subsidyCentsFromText(text)).toBe(cents));

  it('reads an empty field as no subsidy', () => expect(subsidyCentsFromText('  ')).toBeNull());

  it.each(['-1', '1.255', 'abc', '1000.01', '1,00'])('refuses %s', (text) => expect(subsidyCentsFromText(text)).toBe('invalid'));

  it('shows cents with two decimals and none as empty', () => {
    expect(subsidyText(125)).toBe('1.25');
    expect(subsidyText(null)).toBe('');
  });

  it('lets the server refuse amounts that are negative, fractional or above $1,000', () => {
    for (const amountCents of [-1, 1.5, 100_001]) {
      expect(SaveSubsidiesBodySchema.safeParse([{ membershipId: 1, amountCents }]).success, String(amountCents)).toBe(false);
    }
    expect(SaveSubsidiesBodySchema.safeParse([{ membershipId: 1, amountCents: null }]).success).toBe(true);
  });
});

describe('the complimentary values query', () => {
  it('reads saved ids only, without repeats', () => {
    expect(ValueComplimentaryQuerySchema.parse({ valueIds: '3,4,3' })).toEqual({ source: 'menu', valueIds: [3, 4] });
    expect(ValueComplimentaryQuerySchema.safeParse({ valueIds: 'new-abc' }).success).toBe(false);
    expect(ValueComplimentaryQuerySchema.safeParse({ valueIds: '' }).success).toBe(false);
  });
});

describe('menu images', () => {
  it('shows a file name to 13 characters', () => {
    expect(shownImageName('pumpkin-spice-latte.jpg')).toBe('pumpkin-spice…');
    expect(shownImageName('latte.jpg')).toBe('latte.jpg');
    expect(shownImageName('1234567890123')).toBe('1234567890123');
  });

  it('serves stock pictures with the web app and library pictures as stored files', () => {
    expect(menuImageUrl('stock/latte.svg')).toBe('/menu-pictures/latte.svg');
    expect(menuImageUrl('menu_images/4/latte.jpg')).toBe('/api/files/menu_images/4/latte.jpg');
  });

  it('lets the name-to-picture rule pick the longest stock name in an item name', () => {
    expect(pictureForName('Iced Latte', STOCK_PICTURES)?.imageKey).toBe('stock/iced-coffee.svg');
    expect(pictureForName('Vanilla Latte', STOCK_PICTURES)?.imageKey).toBe('stock/latte.svg');
    expect(pictureForName('Chocolate Chip Cookie', STOCK_PICTURES)?.imageKey).toBe('stock/cookie.svg');
    expect(pictureForName('Oat Milk', STOCK_PICTURES)).toBeNull();
  });
});
