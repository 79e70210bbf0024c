export { StoryBlock } from './story-block';
export type { CustomerStory, StoryBlockProps } from './story-block';
