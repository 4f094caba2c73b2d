import { describe, expect, it } from 'vitest';
import { phoneMatchMedia } from './prerender-media';

describe('the prerendering answers media queries as a phone', () => {
  it('matches a width range a 390 px phone is in', () => {
    expect(phoneMatchMedia('@media (max-width:899.95px)').matches).toBe(true);
    expect(phoneMatchMedia('(min-width:0px)').matches).toBe(true);
    expect(phoneMatchMedia('@media (min-width:0px) and (max-width:599.95px)').matches).toBe(true);
  });

  it('does not match one it is outside', () => {
    expect(phoneMatchMedia('@media (min-width:1200px)').matches).toBe(false);
    expect(phoneMatchMedia('@media (min-width:600px) and (max-width:899.95px)').matches).toBe(false);
    expect(phoneMatchMedia('(max-width:389px)').matches).toBe(false);
  });

  it('answers no to any other feature, which it cannot know', () => {
    expect(phoneMatchMedia('(prefers-reduced-motion: reduce)').matches).toBe(false);
    expect(phoneMatchMedia('(max-width:899.95px) and (prefers-color-scheme: dark)').matches).toBe(false);
    expect(phoneMatchMedia('').matches).toBe(false);
  });
});
