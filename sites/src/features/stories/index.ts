export { customerStories } from './customer-stories';
