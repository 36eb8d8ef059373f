export { LinkTile } from './LinkTile';
export type { LinkTileProps } from './LinkTile';
