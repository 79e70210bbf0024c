export { MarkdownView } from './markdown-view';
export type { MarkdownViewProps } from './markdown-view';
export { readingMinutes } from './reading-time';
