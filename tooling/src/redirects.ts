/** One line of a Netlify-style `_redirects` file: `from  to  status`. */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

export function parseRedirects(text: string): RedirectRule[] {
  return text.split('\n').flatMap((line) => {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from || from.startsWith('#') || !to) return [];
    return [{ from, to, status: Number(status ?? 301) }];
  });
}

/** `/resources/blog/*` matches that folder and anything below it; other rules match exactly. */
export function findRule(rules: RedirectRule[], pathname: string): RedirectRule | undefined {
  return rules.find(({ from }) =>
    from.endsWith('/*')
      ? pathname === from.slice(0, -2) || pathname.startsWith(from.slice(0, -1))
      : pathname === from,
  );
}
