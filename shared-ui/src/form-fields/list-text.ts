// Pure conversions between the text a user types and the array Formik holds,
// for fields such as skills ("a, b, c") and technologies (one per line).

export function splitCommaList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export function joinCommaList(items: readonly string[]): string {
  return items.join(', ');
}

export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export function joinLines(items: readonly string[]): string {
  return items.join('\n');
}

export function isSameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}
