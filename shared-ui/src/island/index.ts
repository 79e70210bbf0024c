export { headerIsland, IslandBox, islandSelector } from './island-box';
