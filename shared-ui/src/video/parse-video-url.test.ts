import { describe, expect, it } from 'vitest';
import { parseVideoUrl } from './parse-video-url';

const id = 'dQw4w9WgXcQ';

describe('parseVideoUrl', () => {
  it.each([
    `https://youtu.be/${id}`,
    `https://youtu.be/${id}?t=42`,
    `youtu.be/${id}`,
    `https://www.youtube.com/watch?v=${id}`,
    `https://youtube.com/watch?feature=share&v=${id}&t=10s`,
    `https://m.youtube.com/watch?v=${id}`,
    `https://www.youtube.com/embed/${id}`,
    `https://www.youtube-nocookie.com/embed/${id}?rel=0`,
    `https://www.youtube.com/shorts/${id}`,
    `https://youtube.com/shorts/${id}?si=abc`,
    `https://www.youtube.com/live/${id}`,
    `  https://www.youtube.com/watch?v=${id}  `,
  ])('reads the YouTube id from %s', (url) => {
    expect(parseVideoUrl(url)).toEqual({ kind: 'youtube', id });
  });

  it.each([
    ['https://vimeo.com/76979871', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871'],
    ['vimeo.com/76979871', '76979871'],
  ])('reads the Vimeo id from %s', (url, vimeo) => {
    expect(parseVideoUrl(url)).toEqual({ kind: 'vimeo', id: vimeo });
  });

  it.each([
    '/media/default-video.mp4',
    'https://cdn.example.com/clips/intro.webm',
    'https://cdn.example.com/a.MP4?token=1',
  ])('treats %s as a playable file', (url) => {
    expect(parseVideoUrl(url).kind).toBe('file');
  });

  it.each([
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'https://youtu.be/',
    'https://vimeo.com/about',
    'https://example.com/page',
    'javascript:alert(1)',
    'not a url at all',
    '',
    '/about',
  ])('leaves %s as an unknown link', (url) => {
    expect(parseVideoUrl(url)).toEqual({ kind: 'unknown', url: url.trim() });
  });
});
