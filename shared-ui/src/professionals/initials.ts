/** "Aline Uwase Mukamana" -> "AM": first and last word, so every avatar has two letters at most. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

// Dark enough for white initials to pass 4.5:1 on every one of them.
const avatarColours = [
  '#0b4f9c',
  '#a3204f',
  '#1e6b34',
  '#5a2a78',
  '#8a4b00',
  '#0a5a8f',
  '#7a1f1f',
  '#2f4858',
];

/** A stable colour per name, so a person keeps the same avatar everywhere. */
export function avatarColourOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return avatarColours[hash % avatarColours.length] ?? '#0b4f9c';
}
