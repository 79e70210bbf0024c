import { describe, expect, it } from 'vitest';
import { absoluteUrl } from './page-head';

describe('absoluteUrl', () => {
  it('joins the origin and the path with exactly one slash', () => {
    expect(absoluteUrl('https://inzira.example.com/', '/services')).toBe(
      'https://inzira.example.com/services',
    );
    expect(absoluteUrl('https://inzira.example.com', 'blog/1')).toBe(
      'https://inzira.example.com/blog/1',
    );
  });

  it('keeps the home page as the origin with a trailing slash', () => {
    expect(absoluteUrl('https://inzira.example.com', '/')).toBe('https://inzira.example.com/');
  });

  it('leaves absolute URLs alone', () => {
    expect(absoluteUrl('https://inzira.example.com', 'https://cdn.example.com/og.png')).toBe(
      'https://cdn.example.com/og.png',
    );
  });
});
