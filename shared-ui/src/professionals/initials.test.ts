import { describe, expect, it } from 'vitest';
import { avatarColourOf, initialsOf } from './initials';

describe('initialsOf', () => {
  it.each([
    ['Aline Uwase', 'AU'],
    ['aline uwase mukamana', 'AM'],
    ['  Jean   ', 'J'],
    ['', '?'],
  ])('turns %j into %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('avatarColourOf', () => {
  it('gives the same name the same colour and spreads names over several colours', () => {
    expect(avatarColourOf('Aline Uwase')).toBe(avatarColourOf('Aline Uwase'));
    const names = ['Aline', 'Jean', 'Eric', 'Grace', 'Patrick', 'Divine', 'Claude', 'Diane'];
    expect(new Set(names.map(avatarColourOf)).size).toBeGreaterThan(2);
  });
});
