export { IslandBox, islandSelector } from './island-box';
