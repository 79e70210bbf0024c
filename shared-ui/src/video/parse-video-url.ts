export type ParsedVideo =
  | { kind: 'youtube'; id: string }
  | { kind: 'vimeo'; id: string }
  | { kind: 'file'; url: string }
  | { kind: 'unknown'; url: string };

const youtubeId = /^[A-Za-z0-9_-]{11}$/;
const vimeoId = /^\d+$/;
const videoFile = /\.(mp4|webm|ogv|ogg|mov|m4v)$/i;
const youtubeHosts = new Set([
  'youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
]);
// Path prefixes after which YouTube puts the video id.
const youtubePathPrefixes = new Set(['embed', 'shorts', 'live', 'v', 'e']);

function toUrl(raw: string): URL | undefined {
  try {
    // Links pasted without a scheme ("youtu.be/abc") are common in admin forms.
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`);
  } catch {
    return undefined;
  }
}

/** Classifies a video link so it can be embedded, played directly or shown as a plain link. */
export function parseVideoUrl(url: string): ParsedVideo {
  const raw = url.trim();
  // Site-relative paths (our own /media files) are files if they look like one.
  if (raw.startsWith('/') && !raw.startsWith('//')) {
    return videoFile.test(raw.split(/[?#]/)[0] ?? '')
      ? { kind: 'file', url: raw }
      : { kind: 'unknown', url: raw };
  }
  const parsed = toUrl(raw);
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:'))
    return { kind: 'unknown', url: raw };

  const host = parsed.hostname.toLowerCase().replace(/^www\./, '');
  const segments = parsed.pathname.split('/').filter(Boolean);

  if (host === 'youtu.be') {
    const id = segments[0];
    if (id && youtubeId.test(id)) return { kind: 'youtube', id };
  }
  if (youtubeHosts.has(host)) {
    const fromQuery = parsed.searchParams.get('v');
    if (segments[0] === 'watch' && fromQuery && youtubeId.test(fromQuery))
      return { kind: 'youtube', id: fromQuery };
    const [prefix, id] = segments;
    if (prefix && youtubePathPrefixes.has(prefix) && id && youtubeId.test(id))
      return { kind: 'youtube', id };
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    // vimeo.com/ID, vimeo.com/channels/x/ID, player.vimeo.com/video/ID: the id is the last numeric segment.
    const id = [...segments].reverse().find((segment) => vimeoId.test(segment));
    if (id) return { kind: 'vimeo', id };
  }
  if (videoFile.test(parsed.pathname)) return { kind: 'file', url: parsed.href };
  return { kind: 'unknown', url: raw };
}
